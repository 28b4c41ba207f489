import { defaultContainer, defaultSelector, readBlockJson } from './block-data';
import type { ResolvedUnitDefinition } from './unit';
import type {
  AnyBlockDefinition,
  BlockDefinition,
  BlockPriority,
  InitialiserDefinition,
} from './types';

/** A block definition with every default filled in. */
export interface ResolvedBlockDefinition extends ResolvedUnitDefinition {
  blockType: number | null;
  selector: string;
}

const PRIORITIES: readonly BlockPriority[] = ['critical', 'visible', 'idle'];

export function resolveBlockDefinition(definition: AnyBlockDefinition): ResolvedBlockDefinition {
  if (!definition || typeof definition.name !== 'string' || definition.name === '') {
    throw new TypeError('A block definition needs a non-empty name');
  }
  if (!definition.component && !definition.attach && !definition.pack) {
    throw new TypeError(`Block "${definition.name}" needs a component, an attach or a pack`);
  }
  if (definition.component && definition.attach) {
    throw new TypeError(`Block "${definition.name}" has both a component and an attach`);
  }
  if (definition.priority !== undefined && !PRIORITIES.includes(definition.priority)) {
    throw new TypeError(
      `Block "${definition.name}" has an unknown priority "${definition.priority}"`,
    );
  }
  return {
    name: definition.name,
    blockType: definition.blockType ?? null,
    selector: definition.selector ?? defaultSelector(definition),
    priority: definition.priority ?? 'visible',
    readData:
      (definition.readData as ((element: HTMLElement) => unknown) | undefined) ?? readBlockJson,
    container: definition.container ?? defaultContainer,
    component: definition.component as BlockDefinition['component'],
    attach: definition.attach as BlockDefinition['attach'],
    pack: definition.pack ?? null,
    preload: Array.isArray(definition.preload) ? [...definition.preload] : [],
    static: null,
  };
}

/** Block and initialiser definitions, in registration order. */
export class Registry {
  readonly initialisers: InitialiserDefinition[] = [];
  private readonly blocks = new Map<string, ResolvedBlockDefinition>();

  addInitialiser(definition: InitialiserDefinition): void {
    if (
      !definition ||
      typeof definition.name !== 'string' ||
      typeof definition.init !== 'function'
    ) {
      throw new TypeError('An initialiser definition needs a name and an init function');
    }
    if (this.initialisers.some((existing) => existing.name === definition.name)) {
      throw new Error(`An initialiser named "${definition.name}" is already registered`);
    }
    if (
      definition.urgency !== undefined &&
      definition.urgency !== 'boot' &&
      definition.urgency !== 'idle'
    ) {
      throw new TypeError(
        `Initialiser "${definition.name}" has an unknown urgency "${String(definition.urgency)}"`,
      );
    }
    this.initialisers.push(definition);
  }

  /**
   * Adds a block type. Registering a name again replaces its definition: that is how a lazy pack
   * supplies the component of a block the core only knew by name.
   */
  addBlock(definition: AnyBlockDefinition): ResolvedBlockDefinition {
    const resolved = resolveBlockDefinition(definition);
    this.blocks.set(resolved.name, resolved);
    return resolved;
  }

  block(name: string): ResolvedBlockDefinition | undefined {
    return this.blocks.get(name);
  }

  /** The first definition whose selector matches the element. */
  match(element: Element): ResolvedBlockDefinition | null {
    for (const definition of this.blocks.values()) {
      if (element.matches(definition.selector)) return definition;
    }
    return null;
  }

  /** One selector for every element that may be a block. */
  candidateSelector(): string {
    return ['.sqs-block', ...Array.from(this.blocks.values(), (d) => d.selector)].join(', ');
  }
}

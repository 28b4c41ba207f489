import type { AspectBoxRule, BoxRule } from '../boxes/box-rule';
import type { GalleryKind } from '../boxes/gallery-box';
import { defaultContainer, defaultSelector, readBlockJson } from './block-data';
import type { ResolvedUnitDefinition } from './unit';
import type {
  AnyBlockDefinition,
  AnyControllerDefinition,
  BlockDefinition,
  BlockPriority,
  InitialiserDefinition,
} from './types';

/** A block definition with every default filled in. */
export interface ResolvedBlockDefinition extends ResolvedUnitDefinition {
  blockType: number | null;
  selector: string;
  controllers: readonly string[];
  box: BoxRule | null;
}

/** A controller definition with every default filled in. */
export interface ResolvedControllerDefinition extends ResolvedUnitDefinition {
  selector: string | null;
}

/** The reason `blocks()` gives for a block whose type has no behaviour. */
export const STATIC_BLOCK_REASON = 'static';

const PRIORITIES: readonly BlockPriority[] = ['critical', 'visible', 'idle'];

/** The checks block and controller definitions share; `what` names it in messages. */
function checkDefinition(
  definition: AnyBlockDefinition | AnyControllerDefinition,
  what: string,
  isStatic: boolean,
): void {
  if (!definition || typeof definition.name !== 'string' || definition.name === '') {
    throw new TypeError(`A ${what} definition needs a non-empty name`);
  }
  const label = `${what[0]?.toUpperCase()}${what.slice(1)} "${definition.name}"`;
  const component = 'component' in definition ? definition.component : undefined;
  if (!component && !definition.attach && !definition.pack && !isStatic) {
    throw new TypeError(`${label} has nothing to run: give it an attach, a pack or make it static`);
  }
  if (component && definition.attach) {
    throw new TypeError(`${label} has both a component and an attach`);
  }
  if (definition.priority !== undefined && !PRIORITIES.includes(definition.priority)) {
    throw new TypeError(`${label} has an unknown priority "${definition.priority}"`);
  }
}

export function resolveBlockDefinition(definition: AnyBlockDefinition): ResolvedBlockDefinition {
  checkDefinition(definition, 'block', definition?.static === true);
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
    static: definition.static === true ? STATIC_BLOCK_REASON : null,
    controllers: Array.isArray(definition.controllers) ? [...definition.controllers] : [],
    box: resolveBoxRule(definition.box, definition.name),
  };
}

const GALLERY_KINDS: readonly unknown[] = ['masonry', 'strips', 'grid'];

const isKeyPathList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((path) => typeof path === 'string');

function resolveBoxRule(rule: BoxRule | undefined, name: string): BoxRule | null {
  if (rule === undefined) return null;
  const { gallery, aspect } = (rule ?? {}) as {
    gallery?: unknown;
    aspect?: AspectBoxRule['aspect'];
  };
  if (GALLERY_KINDS.includes(gallery)) return { gallery: gallery as GalleryKind };
  if (isKeyPathList(aspect?.width) && isKeyPathList(aspect?.height)) {
    return { aspect: { width: [...aspect.width], height: [...aspect.height] } };
  }
  throw new TypeError(`Block "${name}" has an unknown box rule ${JSON.stringify(rule)}`);
}

export function resolveControllerDefinition(
  definition: AnyControllerDefinition,
): ResolvedControllerDefinition {
  const isStatic = typeof definition?.static === 'string' && definition.static !== '';
  checkDefinition(definition, 'controller', isStatic);
  if (/[\s,]/.test(definition.name)) {
    throw new TypeError(`Controller name "${definition.name}" has a space or a comma`);
  }
  return {
    name: definition.name,
    selector: definition.selector ?? null,
    priority: definition.priority ?? 'visible',
    readData: (definition.readData as ((element: HTMLElement) => unknown) | undefined) ?? noData,
    container: (element) => element,
    component: undefined,
    attach: definition.attach as BlockDefinition['attach'],
    pack: definition.pack ?? null,
    preload: Array.isArray(definition.preload) ? [...definition.preload] : [],
    static: isStatic ? (definition.static as string) : null,
  };
}

function noData(): unknown {
  return undefined;
}

/** Block, controller and initialiser definitions, in registration order. */
export class Registry {
  readonly initialisers: InitialiserDefinition[] = [];
  private readonly blocks = new Map<string, ResolvedBlockDefinition>();
  private readonly controllers = new Map<string, ResolvedControllerDefinition>();
  /** Controller names a block definition takes, and that block's name. */
  private readonly claimed = new Map<string, string>();

  /** Adds an initialiser, last (or at `index`: the built-in ones go before the page's own). */
  addInitialiser(definition: InitialiserDefinition, index = this.initialisers.length): void {
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
    this.initialisers.splice(index, 0, definition);
  }

  /**
   * Adds a block type. Registering a name again replaces its definition: that is how a lazy pack
   * supplies the component of a block the core only knew by name.
   */
  addBlock(definition: AnyBlockDefinition): ResolvedBlockDefinition {
    const resolved = resolveBlockDefinition(definition);
    this.blocks.set(resolved.name, resolved);
    for (const name of resolved.controllers) this.claimed.set(name, resolved.name);
    return resolved;
  }

  /** Adds a controller; registering a name again replaces it, as for blocks. */
  addController(definition: AnyControllerDefinition): ResolvedControllerDefinition {
    const resolved = resolveControllerDefinition(definition);
    this.controllers.set(resolved.name, resolved);
    return resolved;
  }

  controller(name: string): ResolvedControllerDefinition | undefined {
    return this.controllers.get(name);
  }

  /** The block that takes elements of this controller name, if one does. */
  claimedBy(name: string): string | undefined {
    return this.claimed.get(name);
  }

  /** The controllers whose own selector matches the element (markup that names none). */
  controllersMatching(element: Element): string[] {
    const names: string[] = [];
    for (const definition of this.controllers.values()) {
      if (definition.selector && element.matches(definition.selector)) names.push(definition.name);
    }
    return names;
  }

  /** One selector for every element that may hold controllers. */
  controllerSelector(): string {
    const selectors = ['[data-controller]'];
    for (const { selector } of this.controllers.values()) if (selector) selectors.push(selector);
    return selectors.join(', ');
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

import type { BoxRule } from '../boxes/box-rule';
import type { RuntimeStore } from '../store/store';
import { emitBlockError } from './errors';
import { findElements } from './element-watcher';
import type { MountScheduler } from './mount-scheduler';
import type { PackLoader } from './packs';
import type { Registry } from './registry';
import { Unit, type UnitHost } from './unit';
import type { BlockInfo, BlockState, Logger } from './types';

export { ROOT_ATTRIBUTE } from './unit';
export { VISIBLE_ROOT_MARGIN } from './mount-scheduler';

/** Marks every block element the runtime manages, with its state, for CSS and QA. */
export const STATE_ATTRIBUTE = 'data-sr-state';

export interface BlockManagerOptions {
  registry: Registry;
  store: RuntimeStore;
  packs: PackLoader;
  log: Logger;
  scheduler: MountScheduler;
  doc?: Document;
}

/** A block's state as `blocks()` and `data-sr-state` show it: a static block is skipped. */
function blockState(unit: Unit): BlockState {
  return unit.state === 'static' ? 'skipped' : unit.state;
}

/**
 * The blocks of the page: matches block elements to definitions, one unit each (./unit.ts), hands
 * them to the scheduler, and lists them for `SiteRuntime.blocks()`.
 */
export class BlockManager {
  private readonly units = new Map<HTMLElement, Unit>();
  private readonly doc: Document;
  private readonly host: UnitHost;
  private running = false;
  private generatedIds = 0;

  constructor(private readonly options: BlockManagerOptions) {
    this.doc = options.doc ?? document;
    const { registry, packs, store, log, scheduler } = options;
    this.host = {
      packs,
      store,
      log,
      scheduler,
      noun: 'block',
      registered: (name) => registry.block(name),
      describe: (unit) => `Block ${unit.id} (${unit.definition?.name ?? 'unknown'})`,
      changed: (unit) => unit.element.setAttribute(STATE_ATTRIBUTE, blockState(unit)),
      failed: (unit, error) =>
        emitBlockError(
          this.doc,
          { id: unit.id, type: unit.definition?.name ?? 'unknown', error },
          log,
        ),
    };
  }

  /** Scans the document and schedules every block found. */
  start(): void {
    this.running = true;
    this.scan(this.doc);
  }

  /**
   * Schedules blocks found under `root` that are new, or that a newly registered type now matches.
   * `selector` narrows the search to one type's elements (a type registered after boot).
   */
  scan(root: ParentNode, selector = this.options.registry.candidateSelector()): void {
    if (!this.running) return;
    for (const element of findElements(root, selector)) {
      if (this.isInsideBlock(element)) continue;
      const existing = this.units.get(element);
      if (existing) {
        if (!existing.definition) this.classify(existing);
        continue;
      }
      this.create(element);
    }
  }

  /**
   * Unmounts the blocks no longer in the document. A removed block gets its server nodes back, so
   * that, attached again later, it mounts afresh.
   */
  sweep(): void {
    for (const unit of Array.from(this.units.values())) {
      if (unit.element.isConnected) continue;
      this.options.scheduler.forget(unit);
      unit.dispose();
      unit.element.removeAttribute(STATE_ATTRIBUTE);
      this.units.delete(unit.element);
      this.options.log.debug(`Block ${unit.id} removed from the page: unmounted`);
    }
  }

  /** True when `node` is a managed block or inside one: changes there are the block's own. */
  owns(node: Node): boolean {
    return this.isInsideBlock(node, true);
  }

  blocks(): BlockInfo[] {
    return Array.from(this.units.values(), (unit) => ({
      id: unit.id,
      type: unit.definition?.name ?? 'unknown',
      blockType: blockTypeOf(unit.element),
      state: blockState(unit),
      error: unit.error,
    }));
  }

  /** Every block unit of the page. */
  all(): Unit[] {
    return [...this.units.values()];
  }

  /** The pending blocks whose definition asks the core to reserve their boxes. */
  boxRequests(): Array<{ element: HTMLElement; rule: BoxRule }> {
    const requests: Array<{ element: HTMLElement; rule: BoxRule }> = [];
    for (const unit of this.units.values()) {
      const rule =
        unit.state === 'pending'
          ? this.options.registry.block(unit.definition?.name ?? '')?.box
          : null;
      if (rule) requests.push({ element: unit.element, rule });
    }
    return requests;
  }

  /** Unmounts every block and restores the server HTML. */
  stop(): void {
    this.running = false;
    for (const unit of this.units.values()) {
      unit.dispose();
      unit.element.removeAttribute(STATE_ATTRIBUTE);
    }
    this.units.clear();
  }

  private create(element: HTMLElement): void {
    const unit = new Unit(element, element.id || `sr-block-${++this.generatedIds}`, this.host);
    this.units.set(element, unit);
    this.classify(unit);
  }

  /** Finds the block's definition; an element that no definition matches is skipped. */
  private classify(unit: Unit): void {
    const blockType = blockTypeOf(unit.element);
    const what = blockType === null ? 'this element' : `data-block-type ${blockType}`;
    unit.classify(
      this.options.registry.match(unit.element),
      `No block definition registered for ${what}`,
    );
    if (this.running) unit.start();
  }

  private isInsideBlock(node: Node, inclusive = false): boolean {
    const start = inclusive ? node : node.parentNode;
    const element = start instanceof Element ? start : start?.parentElement;
    const owner = element?.closest(`[${STATE_ATTRIBUTE}]`);
    return owner !== null && owner !== undefined && this.units.has(owner as HTMLElement);
  }
}

function blockTypeOf(element: HTMLElement): number | null {
  const typeAttribute = element.getAttribute('data-block-type');
  return typeAttribute !== null && /^\d+$/.test(typeAttribute) ? Number(typeAttribute) : null;
}

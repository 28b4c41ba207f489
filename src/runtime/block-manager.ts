import type { RuntimeStore } from '../store/store';
import { describeError, emitBlockError } from './errors';
import type { PackLoader } from './packs';
import type { Registry, ResolvedBlockDefinition } from './registry';
import { SLICE_BUDGET_MS, whenIdle, yieldToBrowser } from './scheduler';
import { ServerDom } from './server-dom';
import { REACT_PACK } from './shared-packs';
import {
  BlockSkip,
  type BlockInfo,
  type BlockRenderer,
  type BlockState,
  type Cleanup,
  type Logger,
} from './types';

/** Marks every element the runtime manages, with its state, for CSS and QA. */
export const STATE_ATTRIBUTE = 'data-sr-state';
/** Blocks mount this far before they scroll into view. */
export const VISIBLE_ROOT_MARGIN = '200px 0px';
/** A failed block is restored to its server HTML and rendered once more before it counts as failed. */
const MAX_ATTEMPTS = 2;
/** Marks the element a block's React root renders into. */
export const ROOT_ATTRIBUTE = 'data-sr-root';

/**
 * The element each block's React root renders into, one per block element for the page's lifetime:
 * React leaves its listeners on a root's container for good, so a new one per mount would pile up
 * across init()/destroy() cycles.
 */
const rootHosts = new WeakMap<HTMLElement, HTMLElement>();

function rootHostFor(element: HTMLElement): HTMLElement {
  let host = rootHosts.get(element);
  if (!host) {
    host = element.ownerDocument.createElement('div');
    host.setAttribute(ROOT_ATTRIBUTE, '');
    // Set through the CSSOM, which a strict style-src allows: the root adds no box of its own, so
    // what the block renders lays out as the container's children, as the server's did.
    host.style.display = 'contents';
    rootHosts.set(element, host);
  }
  return host;
}

/** What a mounted block holds until it unmounts. */
interface Mounted {
  server: ServerDom;
  abort: AbortController;
  root: { unmount: () => void } | null;
  host: HTMLElement | null;
  cleanup: Cleanup | null;
}

interface BlockRecord {
  element: HTMLElement;
  id: string;
  definition: ResolvedBlockDefinition | null;
  blockType: number | null;
  state: BlockState;
  error: string | null;
  /** Read when the block is about to mount, so boot only matches elements to definitions. */
  data: unknown;
  dataRead: boolean;
  mounted: Mounted | null;
  attempts: number;
  waitingForPack: boolean;
}

export interface BlockManagerOptions {
  registry: Registry;
  store: RuntimeStore;
  packs: PackLoader;
  log: Logger;
  doc?: Document;
}

/**
 * Finds block elements, schedules them by priority, mounts one React root each, watches the DOM
 * for blocks added or removed later, and tears everything down again.
 */
export class BlockManager {
  private readonly records = new Map<HTMLElement, BlockRecord>();
  private readonly queue: BlockRecord[] = [];
  /** Mounted before `queue`: blocks near the viewport, and blocks whose pack just arrived. */
  private readonly urgent: BlockRecord[] = [];
  private readonly cancellers = new Set<() => void>();
  /** The pack loads blocks are waiting for, settled once the block has mounted or failed. */
  private readonly packWaits = new Set<Promise<void>>();
  private readonly doc: Document;
  private intersection: IntersectionObserver | null = null;
  private mutations: MutationObserver | null = null;
  private draining: Promise<void> | null = null;
  private running = false;
  private generatedIds = 0;
  /** Counts start()s, so a boot that outlived destroy() cannot act on the next run's blocks. */
  private run = 0;
  private firstIntersection: Promise<void> = Promise.resolve();
  private resolveFirstIntersection: () => void = () => undefined;

  constructor(private readonly options: BlockManagerOptions) {
    this.doc = options.doc ?? document;
  }

  /** Scans the document, schedules every block, and starts watching for late ones. */
  start(): void {
    this.running = true;
    this.run += 1;
    this.firstIntersection = new Promise((resolve) => {
      this.resolveFirstIntersection = resolve;
    });
    this.intersection = new IntersectionObserver((entries) => this.onIntersection(entries), {
      rootMargin: VISIBLE_ROOT_MARGIN,
    });
    this.mutations = new MutationObserver((records) => this.onMutations(records));
    this.mutations.observe(this.doc.documentElement, { childList: true, subtree: true });
    const found = this.scan(this.doc);
    if (!found.some((record) => record.definition?.priority === 'visible')) {
      this.resolveFirstIntersection();
    }
  }

  /**
   * Resolves once the boot pass has settled: critical blocks and those in view at boot are
   * mounted (or failed). Then a final pass mounts whatever is left.
   */
  async settled(): Promise<void> {
    const run = this.run;
    await Promise.race([this.firstIntersection, new Promise<void>((r) => this.idle(r))]);
    await this.drain();
    // Blocks of the boot pass whose pack is still on its way mount as it arrives (or fail after
    // its time-out and retry): the rest waits for them, whichever pack comes first.
    while (this.running && run === this.run && this.packWaits.size > 0) {
      await Promise.allSettled(Array.from(this.packWaits));
      await this.drain();
    }
    if (!this.running || run !== this.run) return;
    // The final pass queues the rest behind the blocks in view, in the same yielding slices. It
    // does not wait for an idle period: a page that keeps rendering (an animation, a stream of
    // requests) may have none for seconds, and the slices already leave room for input and frames.
    for (const record of this.records.values()) this.enqueue(record);
  }

  /**
   * Mounts blocks found under `root` that are new, or that a newly registered type now matches.
   * `selector` narrows the search to one type's elements (a type registered after boot).
   */
  scan(root: ParentNode, selector = this.options.registry.candidateSelector()): BlockRecord[] {
    if (!this.running) return [];
    const found: BlockRecord[] = [];
    const candidates = Array.from(root.querySelectorAll<HTMLElement>(selector));
    if (root instanceof HTMLElement && root.matches(selector)) candidates.unshift(root);
    for (const element of candidates) {
      if (this.isInsideManagedBlock(element)) continue;
      const existing = this.records.get(element);
      if (existing) {
        if (!existing.definition) this.reclassify(existing);
        continue;
      }
      found.push(this.createRecord(element));
    }
    return found;
  }

  blocks(): BlockInfo[] {
    return Array.from(this.records.values(), (record) => ({
      id: record.id,
      type: record.definition?.name ?? 'unknown',
      blockType: record.blockType,
      state: record.state,
      error: record.error,
    }));
  }

  /** Unmounts every block, restores the server HTML and stops watching. */
  stop(): void {
    this.running = false;
    this.intersection?.disconnect();
    this.mutations?.disconnect();
    this.intersection = null;
    this.mutations = null;
    this.cancellers.forEach((cancel) => cancel());
    this.cancellers.clear();
    this.queue.length = 0;
    this.urgent.length = 0;
    this.packWaits.clear();
    for (const record of this.records.values()) {
      this.unmount(record);
      record.element.removeAttribute(STATE_ATTRIBUTE);
    }
    this.records.clear();
    this.resolveFirstIntersection();
  }

  private createRecord(element: HTMLElement): BlockRecord {
    const typeAttribute = element.getAttribute('data-block-type');
    const blockType =
      typeAttribute !== null && /^\d+$/.test(typeAttribute) ? Number(typeAttribute) : null;
    const record: BlockRecord = {
      element,
      id: element.id || `sr-block-${++this.generatedIds}`,
      definition: null,
      blockType,
      state: 'pending',
      error: null,
      data: undefined,
      dataRead: false,
      mounted: null,
      attempts: 0,
      waitingForPack: false,
    };
    this.records.set(element, record);
    this.reclassify(record);
    return record;
  }

  /** Finds the record's definition; an element that no definition matches is skipped. */
  private reclassify(record: BlockRecord): void {
    const definition = this.options.registry.match(record.element);
    record.definition = definition;
    if (!definition) {
      const what =
        record.blockType === null ? 'this element' : `data-block-type ${record.blockType}`;
      this.setState(record, 'skipped', `No block definition registered for ${what}`);
      return;
    }
    this.setState(record, 'pending', null);
    if (this.running && record.element.isConnected) this.schedule(record);
  }

  /** Reads the block's data once; unusable data skips the block with the reason. */
  private readData(record: BlockRecord, definition: ResolvedBlockDefinition): boolean {
    if (record.dataRead) return true;
    try {
      record.data = definition.readData(record.element);
      record.dataRead = true;
      return true;
    } catch (error) {
      const reason =
        error instanceof BlockSkip
          ? error.message
          : `Could not read block data: ${describeError(error)}`;
      this.options.log.error(`Block ${record.id} (${definition.name}) skipped: ${reason}`);
      this.setState(record, 'skipped', reason);
      return false;
    }
  }

  /**
   * The packs a block of this definition still needs before it can mount: its own (with its
   * stylesheet), React for a component, and, while the pack has not told which it is, the packs the
   * definition asks to preload.
   */
  private packsFor(definition: ResolvedBlockDefinition): string[] {
    const { packs, registry } = this.options;
    const registered = registry.block(definition.name) ?? definition;
    const needed = definition.pack ? [definition.pack] : [];
    if (registered.component) needed.push(REACT_PACK);
    else if (!registered.attach) needed.push(...definition.preload);
    return needed.filter((pack) => !packs.ready(pack));
  }

  private schedule(record: BlockRecord): void {
    if (record.state !== 'pending' || !record.definition) return;
    const { priority } = record.definition;
    // Fetched now, in parallel, while other blocks mount, rather than when this block's turn
    // comes. A failure is handled when the block mounts, through the same cached load.
    for (const pack of this.packsFor(record.definition)) {
      this.options.packs.load(pack).catch(() => undefined);
    }
    if (priority === 'critical') this.enqueue(record);
    else if (priority === 'visible') this.intersection?.observe(record.element);
    else this.idle(() => this.enqueue(record));
  }

  private onIntersection(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      this.intersection?.unobserve(entry.target);
      const record = this.records.get(entry.target as HTMLElement);
      // Ahead of the final pass: a block the visitor is about to see mounts before it shows, so
      // its change of size happens out of sight.
      if (record) this.enqueue(record, true);
    }
    this.resolveFirstIntersection();
  }

  private onMutations(mutations: MutationRecord[]): void {
    let removed = false;
    for (const mutation of mutations) {
      // Changes inside a managed block are the block's own rendering.
      if (this.isInsideManagedBlock(mutation.target, true)) continue;
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement) this.scan(node);
      });
      if (mutation.removedNodes.length > 0) removed = true;
    }
    if (!removed) return;
    // Checked after the additions, so a block that was only moved keeps its root. A removed
    // block gets its server nodes back, so that, attached again later, it mounts afresh.
    for (const record of Array.from(this.records.values())) {
      if (record.element.isConnected) continue;
      this.intersection?.unobserve(record.element);
      this.unmount(record);
      record.element.removeAttribute(STATE_ATTRIBUTE);
      this.records.delete(record.element);
      this.options.log.debug(`Block ${record.id} removed from the page: unmounted`);
    }
  }

  private isInsideManagedBlock(node: Node, inclusive = false): boolean {
    const start = inclusive ? node : node.parentNode;
    const element = start instanceof Element ? start : start?.parentElement;
    const owner = element?.closest(`[${STATE_ATTRIBUTE}]`);
    return owner !== null && owner !== undefined && this.records.has(owner as HTMLElement);
  }

  /** Queues a block to mount; an `urgent` one moves ahead of every block queued otherwise. */
  private enqueue(record: BlockRecord, urgent = false): void {
    if (record.state !== 'pending' || record.waitingForPack || this.urgent.includes(record)) return;
    const queued = this.queue.indexOf(record);
    if (urgent) {
      if (queued >= 0) this.queue.splice(queued, 1);
      this.urgent.push(record);
    } else if (queued < 0) this.queue.push(record);
    void this.drain();
  }

  private queued(): number {
    return this.urgent.length + this.queue.length;
  }

  /** Mounts queued blocks in slices, yielding to the browser between slices. */
  private drain(): Promise<void> {
    this.draining ??= this.mountQueued().finally(() => {
      this.draining = null;
      // Blocks queued while the last slice was finishing.
      if (this.running && this.queued() > 0) void this.drain();
    });
    return this.draining;
  }

  private async mountQueued(): Promise<void> {
    // Start in a task of our own: whoever queued the block (boot, a scroll, a pack's load event)
    // may already have used up a long stretch of the current one.
    await yieldToBrowser();
    let sliceStart = performance.now();
    while (this.running && this.queued() > 0) {
      this.mount((this.urgent.shift() ?? this.queue.shift()) as BlockRecord);
      if (this.queued() > 0 && performance.now() - sliceStart > SLICE_BUDGET_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
  }

  private mount(record: BlockRecord): void {
    const definition = record.definition;
    if (!this.running || record.state !== 'pending' || !definition || !record.element.isConnected)
      return;
    const missing = this.packsFor(definition);
    if (missing.length > 0) {
      this.waitForPacks(record, missing);
      return;
    }
    // The pack's definition replaced the core's small one: its reader and its rendering.
    const registered = this.options.registry.block(definition.name) ?? definition;
    if (!this.readData(record, registered)) return;
    record.attempts += 1;
    const server = new ServerDom(registered.container(record.element));
    const abort = new AbortController();
    const mounted: Mounted = { server, abort, root: null, host: null, cleanup: null };
    record.mounted = mounted;
    const props = {
      element: record.element,
      data: record.data,
      id: record.id,
      server,
      signal: abort.signal,
      loadPack: <Exports>(name: string) => this.options.packs.loadExports<Exports>(name),
    };
    let mounting = true;
    let failure: { error: unknown } | null = null;
    const onError = (error: unknown): void => {
      // Errors after the first render arrive inside React's commit: handle them after it.
      if (mounting) failure = { error };
      else queueMicrotask(() => this.fail(record, error));
    };
    try {
      if (registered.attach) {
        const cleanup = registered.attach(props);
        if (typeof cleanup === 'function') mounted.cleanup = cleanup;
      } else if (registered.component) {
        const renderer = this.options.packs.peek<BlockRenderer>(REACT_PACK);
        if (!renderer) throw new Error(`The "${REACT_PACK}" pack has not started`);
        // The server nodes leave the view, not the document; the component adopts what it shows.
        server.stash();
        mounted.host = rootHostFor(record.element);
        server.container.appendChild(mounted.host);
        mounted.root = renderer.renderBlockRoot({
          container: mounted.host,
          component: registered.component,
          props,
          store: this.options.store,
          onError,
        });
      }
    } catch (error) {
      failure = { error };
    }
    mounting = false;
    if (failure) this.fail(record, (failure as { error: unknown }).error);
    else {
      this.setState(record, 'mounted', null);
      this.options.log.debug(`Block ${record.id} (${definition.name}) mounted`);
    }
  }

  /** Fetches what a block still needs, then queues it again, ahead of the others. */
  private waitForPacks(record: BlockRecord, packs: string[]): void {
    record.waitingForPack = true;
    const run = this.run;
    const waiting = Promise.all(packs.map((pack) => this.options.packs.load(pack))).then(
      () => {
        record.waitingForPack = false;
        if (run !== this.run || !record.definition) return;
        const registered = this.options.registry.block(record.definition.name);
        if (!registered?.component && !registered?.attach) {
          this.fail(
            record,
            new Error(
              `Pack "${record.definition.pack}" loaded but did not register block "${record.definition.name}"`,
            ),
            false,
          );
        } else {
          // It has had its turn already, often near the viewport: it goes ahead now.
          this.enqueue(record, true);
        }
      },
      (error: unknown) => {
        record.waitingForPack = false;
        if (run === this.run) this.fail(record, error, false);
      },
    );
    this.packWaits.add(waiting);
    void waiting.finally(() => this.packWaits.delete(waiting));
  }

  /** Restores the server HTML, then renders once more, or gives up and reports the block. */
  private fail(record: BlockRecord, error: unknown, retry = true): void {
    if (!this.running || !this.records.has(record.element)) return;
    this.unmount(record);
    if (retry && record.attempts < MAX_ATTEMPTS) {
      this.options.log.warn(
        `Block ${record.id} failed to render, retrying once: ${describeError(error)}`,
      );
      this.setState(record, 'pending', null);
      this.mount(record);
      return;
    }
    this.setState(record, 'failed', describeError(error));
    emitBlockError(
      this.doc,
      { id: record.id, type: record.definition?.name ?? 'unknown', error },
      this.options.log,
    );
  }

  /**
   * Undoes a mount: stops its listeners, runs its cleanup, puts the server's nodes and attributes
   * back (while the rendering is still in the document, so nodes move without reloading), then
   * unmounts the React root.
   */
  private unmount(record: BlockRecord): void {
    const mounted = record.mounted;
    record.mounted = null;
    if (!mounted) return;
    mounted.abort.abort();
    const attempt = (what: string, step: () => void): void => {
      try {
        step();
      } catch (error) {
        this.options.log.error(`Block ${record.id} threw while ${what}`, error);
      }
    };
    if (mounted.cleanup) attempt('cleaning up', mounted.cleanup);
    attempt('restoring its server DOM', () => mounted.server.restore());
    if (mounted.root) attempt('unmounting', () => mounted.root?.unmount());
    mounted.host?.remove();
  }

  private setState(record: BlockRecord, state: BlockState, error: string | null): void {
    record.state = state;
    record.error = error;
    record.element.setAttribute(STATE_ATTRIBUTE, state);
  }

  private idle(callback: () => void): void {
    const cancel = whenIdle(() => {
      this.cancellers.delete(cancel);
      if (this.running) callback();
    });
    this.cancellers.add(cancel);
  }
}

// One unit the runtime brings to life: a block on its element, or one template controller on its
// element. A unit waits for its packs, reads its data, mounts inside a guard, retries once, and
// puts the server DOM back on unmount, failure and destroy(). Blocks and controllers share this;
// what differs (how elements are found, how units are listed) stays in their managers.
import type { RuntimeStore } from '../store/store';
import { describeError } from './errors';
import type { PackLoader } from './packs';
import type { MountScheduler } from './mount-scheduler';
import { ServerDom } from './server-dom';
import { REACT_PACK } from './shared-packs';
import {
  BlockSkip,
  type BlockDefinition,
  type BlockPriority,
  type BlockRenderer,
  type Cleanup,
  type Logger,
} from './types';
import * as dom from '../lib/dom';

/** A failed unit is restored to its server HTML and mounted once more before it counts as failed. */
const MAX_ATTEMPTS = 2;
/** Marks the element a block's React root renders into. */
export const ROOT_ATTRIBUTE = 'data-sr-root';

/** Where a unit is: `static` is a unit whose definition says the page needs nothing from it. */
export type UnitState = 'pending' | 'mounted' | 'skipped' | 'failed' | 'static';

/** What blocks and controllers have in common once every default is filled in. */
export interface ResolvedUnitDefinition {
  name: string;
  priority: BlockPriority;
  readData: (element: HTMLElement) => unknown;
  container: (element: HTMLElement) => HTMLElement;
  component: BlockDefinition['component'];
  attach: BlockDefinition['attach'];
  pack: string | null;
  preload: string[];
  /** Why nothing runs for this unit (CSS does its job, say); null when it has behaviour. */
  static: string | null;
}

/** What a unit needs from the manager that holds it. */
export interface UnitHost {
  readonly packs: PackLoader;
  readonly store: RuntimeStore;
  readonly log: Logger;
  readonly scheduler: MountScheduler;
  /** What the unit is called in messages: `block` or `controller`. */
  readonly noun: string;
  /** The definition registered now under this name: a pack's full one replaces the core's. */
  registered: (name: string) => ResolvedUnitDefinition | undefined;
  /** How logs name the unit, e.g. `Block block-a (accordion)`. */
  describe: (unit: Unit) => string;
  /** Called after every change of state. */
  changed: (unit: Unit) => void;
  /** Tells the page that the unit failed for good. */
  failed: (unit: Unit, error: unknown) => void;
}

/**
 * The element each block's React root renders into, one per block element for the page's lifetime:
 * React leaves its listeners on a root's container for good, so a new one per mount would pile up
 * across init()/destroy() cycles.
 */
const rootHosts = new WeakMap<HTMLElement, HTMLElement>();

function rootHostFor(element: HTMLElement): HTMLElement {
  let host = rootHosts.get(element);
  if (!host) {
    host = dom.create('div', element.ownerDocument);
    host.setAttribute(ROOT_ATTRIBUTE, '');
    // Set through the CSSOM, which a strict style-src allows: the root adds no box of its own, so
    // what the block renders lays out as the container's children, as the server's did.
    host.style.display = 'contents';
    rootHosts.set(element, host);
  }
  return host;
}

/** What a mounted unit holds until it unmounts. */
interface Mounted {
  server: ServerDom;
  abort: AbortController;
  root: { unmount: () => void } | null;
  host: HTMLElement | null;
  cleanup: Cleanup | null;
}

/** Counts mounts across every unit of the page, blocks and controllers alike. */
let mounts = 0;

export class Unit {
  definition: ResolvedUnitDefinition | null = null;
  /**
   * When the unit last mounted, in the page's order of mounts: units stop latest first, as each
   * journal restores what the page was when its unit came (a block may journal a class a
   * controller changed before it).
   */
  mountOrder = 0;
  state: UnitState = 'pending';
  /** Why the unit failed, was skipped or is static. */
  error: string | null = null;
  /** Read when the unit is about to mount, so boot only matches elements to definitions. */
  private data: unknown = undefined;
  private dataRead = false;
  private mounted: Mounted | null = null;
  private attempts = 0;
  private waitingForPack = false;
  /** Set once the unit left the page or the runtime stopped: late callbacks do nothing. */
  private disposed = false;

  constructor(
    readonly element: HTMLElement,
    readonly id: string,
    private readonly host: UnitHost,
  ) {}

  /** True while the unit waits for its turn to mount. */
  get queueable(): boolean {
    return !this.disposed && this.state === 'pending' && !this.waitingForPack;
  }

  /**
   * Gives the unit its definition, or skips it with `reason` when there is none. A static
   * definition settles it at once; otherwise it is pending again, ready to be scheduled.
   */
  classify(definition: ResolvedUnitDefinition | null, reason: string): void {
    this.definition = definition;
    if (!definition) this.setState('skipped', reason);
    else if (definition.static !== null) this.setState('static', definition.static);
    else this.setState('pending', null);
  }

  /**
   * Hands a pending unit to the scheduler by its priority, and starts fetching its packs at once,
   * in parallel, while other units mount, rather than when its turn comes (a failure is handled
   * when it mounts, through the same cached load).
   */
  start(): void {
    const definition = this.definition;
    if (this.state !== 'pending' || !definition || !this.element.isConnected) return;
    // A critical unit mounts at once: its packs cannot wait for the first paint either.
    this.fetchPacks(definition, definition.priority === 'critical');
    this.host.scheduler.schedule(this, definition.priority);
  }

  /** The first screen shows this unit: its packs are fetched now, ahead of the first paint. */
  hurry(): void {
    if (this.state === 'pending' && this.definition) this.fetchPacks(this.definition, true);
  }

  private fetchPacks(definition: ResolvedUnitDefinition, urgent: boolean): void {
    for (const pack of this.packsNeeded(definition)) {
      this.host.packs.load(pack, urgent).catch(() => undefined);
    }
  }

  mount(): void {
    const definition = this.definition;
    if (this.disposed || this.state !== 'pending' || !definition || !this.element.isConnected)
      return;
    const missing = this.packsNeeded(definition);
    if (missing.length > 0) {
      this.waitForPacks(missing);
      return;
    }
    const { host } = this;
    // The pack's definition replaced the core's small one: its reader and its rendering.
    const registered = host.registered(definition.name) ?? definition;
    if (!this.readData(registered)) return;
    this.attempts += 1;
    const server = new ServerDom(registered.container(this.element));
    const abort = new AbortController();
    const mounted: Mounted = { server, abort, root: null, host: null, cleanup: null };
    this.mounted = mounted;
    this.mountOrder = ++mounts;
    const props = {
      element: this.element,
      data: this.data,
      id: this.id,
      server,
      signal: abort.signal,
      loadPack: <Exports>(name: string) => host.packs.loadExports<Exports>(name),
      unusable: (reason: string) => {
        if (mounting) unusable = reason;
        else if (this.mounted === mounted) this.markUnusable(reason);
      },
    };
    let mounting = true;
    let failure: { error: unknown } | null = null;
    let unusable: string | null = null;
    const onError = (error: unknown): void => {
      // Errors after the first render arrive inside React's commit: handle them after it.
      if (mounting) failure = { error };
      else queueMicrotask(() => this.fail(error));
    };
    try {
      if (registered.attach) {
        const cleanup = registered.attach(props);
        if (typeof cleanup === 'function') mounted.cleanup = cleanup;
      } else if (registered.component) {
        const renderer = host.packs.peek<BlockRenderer>(REACT_PACK);
        if (!renderer) throw new Error(`The "${REACT_PACK}" pack has not started`);
        // The server nodes leave the view, not the document; the component adopts what it shows.
        server.stash();
        mounted.host = rootHostFor(this.element);
        server.container.appendChild(mounted.host);
        mounted.root = renderer.renderBlockRoot({
          container: mounted.host,
          component: registered.component,
          props,
          store: host.store,
          onError,
        });
      }
    } catch (error) {
      failure = { error };
    }
    mounting = false;
    if (failure) this.fail((failure as { error: unknown }).error);
    else if (unusable !== null) this.markUnusable(unusable);
    else {
      this.setState('mounted', null);
      host.log.debug(`${host.describe(this)} mounted`);
    }
  }

  /**
   * A unit that cannot do its job on this page (a product nobody can buy as shown) stays as it
   * rendered itself, telling the visitor so, and is listed as failed with the reason.
   */
  private markUnusable(reason: string): void {
    this.setState('failed', reason);
    this.host.failed(this, new Error(reason));
  }

  /**
   * Undoes a mount: stops its listeners, runs its cleanup, puts the server's nodes and attributes
   * back (while the rendering is still in the document, so nodes move without reloading), then
   * unmounts the React root.
   */
  unmount(): void {
    const mounted = this.mounted;
    this.mounted = null;
    if (!mounted) return;
    mounted.abort.abort();
    const attempt = (what: string, step: () => void): void => {
      try {
        step();
      } catch (error) {
        this.host.log.error(`${this.host.describe(this)} threw while ${what}`, error);
      }
    };
    if (mounted.cleanup) attempt('cleaning up', mounted.cleanup);
    attempt('restoring its server DOM', () => mounted.server.restore());
    if (mounted.root) attempt('unmounting', () => mounted.root?.unmount());
    mounted.host?.remove();
  }

  /** Unmounts for good: the unit left the page, or the runtime stopped. */
  dispose(): void {
    this.disposed = true;
    this.unmount();
  }

  /**
   * The packs a unit of this definition still needs before it can mount: its own (with its
   * stylesheet), React for a component, and, while the pack has not told which it is, the packs the
   * definition asks to preload.
   */
  private packsNeeded(definition: ResolvedUnitDefinition): string[] {
    const { packs } = this.host;
    const registered = this.host.registered(definition.name) ?? definition;
    const needed = definition.pack ? [definition.pack] : [];
    if (registered.component) needed.push(REACT_PACK);
    else if (!registered.attach) needed.push(...definition.preload);
    return needed.filter((pack) => !packs.ready(pack));
  }

  /** Reads the unit's data once; unusable data skips it with the reason. */
  private readData(definition: ResolvedUnitDefinition): boolean {
    if (this.dataRead) return true;
    try {
      this.data = definition.readData(this.element);
      this.dataRead = true;
      return true;
    } catch (error) {
      const reason =
        error instanceof BlockSkip
          ? error.message
          : `Could not read ${this.host.noun} data: ${describeError(error)}`;
      this.host.log.error(`${this.host.describe(this)} skipped: ${reason}`);
      this.setState('skipped', reason);
      return false;
    }
  }

  /** Fetches what the unit still needs, then queues it again, ahead of the others. */
  private waitForPacks(packs: string[]): void {
    this.waitingForPack = true;
    const waiting = Promise.all(packs.map((pack) => this.host.packs.load(pack))).then(
      () => {
        this.waitingForPack = false;
        if (this.disposed || !this.definition) return;
        const registered = this.host.registered(this.definition.name);
        if (!registered?.component && !registered?.attach) {
          this.fail(
            new Error(
              `Pack "${this.definition.pack}" loaded but did not register ${this.host.noun} "${this.definition.name}"`,
            ),
            false,
          );
        } else {
          // It has had its turn already, often near the viewport: it goes ahead now.
          this.host.scheduler.enqueue(this, true);
        }
      },
      (error: unknown) => {
        this.waitingForPack = false;
        if (!this.disposed) this.fail(error, false);
      },
    );
    this.host.scheduler.waitFor(waiting);
  }

  /** Restores the server HTML, then mounts once more, or gives up and reports the unit. */
  private fail(error: unknown, retry = true): void {
    if (this.disposed) return;
    this.unmount();
    if (retry && this.attempts < MAX_ATTEMPTS) {
      this.host.log.warn(
        `${this.host.describe(this)} failed to render, retrying once: ${describeError(error)}`,
      );
      this.setState('pending', null);
      this.mount();
      return;
    }
    this.setState('failed', describeError(error));
    this.host.failed(this, error);
  }

  private setState(state: UnitState, error: string | null): void {
    this.state = state;
    this.error = error;
    this.host.changed(this);
  }
}

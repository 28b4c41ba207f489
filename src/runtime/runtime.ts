import { readPageContext } from '../context/read-context';
import { ensureStylesheet, removeStylesheet } from './assets';
import { createRuntimeStore, initialState, type RuntimeStore } from '../store/store';
import { BlockManager } from './block-manager';
import { ElementWatcher } from './element-watcher';
import { MountScheduler } from './mount-scheduler';
import { emitInitialiserError } from './errors';
import { createLogger } from './logger';
import { PackLoader } from './packs';
import { Registry } from './registry';
import { whenIdle } from './scheduler';
import type {
  AnyBlockDefinition,
  BlockInfo,
  Cleanup,
  InitialiserDefinition,
  SiteRuntimeApi,
} from './types';

export interface RuntimeOptions {
  version: string;
  initialisers?: InitialiserDefinition[];
  blocks?: AnyBlockDefinition[];
  /** Runs at the start of every init(), before the initialisers, to wire shared services. */
  onInit?: (services: { store: RuntimeStore; signal: AbortSignal }) => void;
  /** Runs at the end of every destroy(), for shared resources such as the UI host. */
  onDestroy?: () => void;
  doc?: Document;
  /** The pack loader (default: a new one; the entry passes the page's one, see pageLoader()). */
  packs?: PackLoader;
}

/** The runtime behind `window.SiteRuntime`: registries, boot, teardown. */
export function createRuntime(options: RuntimeOptions): SiteRuntimeApi {
  const doc = options.doc ?? document;
  const log = createLogger('runtime');
  const registry = new Registry();
  const store = createRuntimeStore();
  const packs = options.packs ?? new PackLoader(doc);
  let blocks: BlockManager | null = null;
  let scheduler: MountScheduler | null = null;
  let watcher: ElementWatcher | null = null;
  let controller: AbortController | null = null;
  let cleanups: Array<{ name: string; cleanup: Cleanup }> = [];
  /** Cancels the idle period the next `idle` initialiser waits for. */
  let cancelIdle: (() => void) | null = null;

  const register = <T>(what: string, add: () => T): void => {
    try {
      add();
    } catch (error) {
      log.error(`Could not register ${what}`, error);
    }
  };

  /** Runs one initialiser inside its guard: a failure is reported and the others carry on. */
  const runInitialiser = (definition: InitialiserDefinition): void => {
    const signal = (controller as AbortController).signal;
    const fail = (error: unknown): void =>
      emitInitialiserError(
        doc,
        { name: definition.name, error },
        createLogger(`initialiser ${definition.name}`),
      );
    const keep = (cleanup: unknown): void => {
      if (typeof cleanup !== 'function') return;
      // An async initialiser that finished after destroy() cleans up at once.
      if (signal.aborted) runCleanup({ name: definition.name, cleanup: cleanup as Cleanup });
      else cleanups.push({ name: definition.name, cleanup: cleanup as Cleanup });
    };
    const started = performance.now();
    try {
      const result = definition.init({
        context: store.getState().context,
        store,
        signal,
        log: createLogger(`initialiser ${definition.name}`),
        loadPack: (name) => packs.loadExports(name),
      });
      if (result instanceof Promise) result.then(keep, fail);
      else keep(result);
      log.debug(
        `Initialiser "${definition.name}" (${definition.urgency ?? 'boot'}) ran in ${(performance.now() - started).toFixed(1)} ms`,
      );
    } catch (error) {
      fail(error);
    }
  };

  /**
   * Runs `idle` initialisers one per idle period, in order, so each is a task of its own; then
   * tells the page that every initialiser of this init() has run.
   */
  const runWhenIdle = (queue: InitialiserDefinition[], ran: string[]): void => {
    if (queue.length === 0) {
      doc.dispatchEvent(
        new CustomEvent('site-runtime:initialised', { detail: { initialisers: ran } }),
      );
      return;
    }
    cancelIdle = whenIdle(() => {
      cancelIdle = null;
      const definition = queue.shift();
      if (!definition || !controller) return;
      runInitialiser(definition);
      runWhenIdle(queue, [...ran, definition.name]);
    });
  };

  const runCleanup = ({ name, cleanup }: { name: string; cleanup: Cleanup }): void => {
    try {
      cleanup();
    } catch (error) {
      log.error(`Cleanup of initialiser "${name}" failed`, error);
    }
  };

  const api: SiteRuntimeApi = {
    version: options.version,
    store,

    init() {
      if (blocks) {
        log.warn('init() called while the runtime is running; call destroy() first');
        return;
      }
      const started = performance.now();
      const reading = readPageContext(doc);
      if (reading.error) log.error(`Page context unreadable, using defaults: ${reading.error}`);
      store.setState(initialState(reading.context), true);
      log.debug(`Context read from ${reading.context.source}`);

      ensureStylesheet(doc);
      controller = new AbortController();
      options.onInit?.({ store, signal: controller.signal });
      const later: InitialiserDefinition[] = [];
      const ran: string[] = [];
      for (const definition of registry.initialisers) {
        if (definition.urgency === 'idle') later.push(definition);
        else {
          runInitialiser(definition);
          ran.push(definition.name);
        }
      }
      runWhenIdle(later, ran);

      const mounts = new MountScheduler();
      const manager = new BlockManager({ registry, store, packs, log, doc, scheduler: mounts });
      const found = new ElementWatcher({
        doc,
        ignore: (node) => manager.owns(node),
        added: (element) => manager.scan(element),
        removed: () => manager.sweep(),
      });
      blocks = manager;
      scheduler = mounts;
      watcher = found;
      mounts.start();
      found.start();
      manager.start();
      mounts.scanned();
      log.debug(`Found ${manager.blocks().length} blocks`);
      void mounts.settled().then(() => {
        if (blocks !== manager) return;
        const list = manager.blocks();
        log.debug(`Ready in ${(performance.now() - started).toFixed(1)} ms`, list);
        doc.dispatchEvent(new CustomEvent('site-runtime:ready', { detail: { blocks: list } }));
      });
    },

    destroy() {
      if (!blocks) return;
      controller?.abort();
      controller = null;
      cancelIdle?.();
      cancelIdle = null;
      cleanups.reverse().forEach(runCleanup);
      cleanups = [];
      watcher?.stop();
      scheduler?.stop();
      blocks.stop();
      blocks = null;
      watcher = null;
      scheduler = null;
      packs.reset();
      options.onDestroy?.();
      removeStylesheet(doc);
      store.setState(initialState(), true);
      log.debug('Destroyed');
    },

    refresh(root = doc) {
      blocks?.scan(root);
    },

    registerInitialiser(definition) {
      register(`initialiser "${definition?.name}"`, () => registry.addInitialiser(definition));
      // Registered after boot: it runs at once, like the others did at boot.
      if (blocks && registry.initialisers.includes(definition)) runInitialiser(definition);
    },

    registerBlock(definition) {
      const name = definition?.name;
      const known = typeof name === 'string' ? registry.block(name) : undefined;
      register(`block "${name}"`, () => registry.addBlock(definition));
      const added = typeof name === 'string' ? registry.block(name) : undefined;
      if (!blocks || !added || added === known) return;
      // A pack giving the full definition of a type the core knew by the same selector: its
      // elements are on record already (they mount with it). A full scan here cost 35 ms at 4x
      // CPU per registration on a 300-block page.
      if (known && known.selector === added.selector) return;
      // Registered after boot: mount the elements of this type already on the page.
      blocks.scan(doc, added.selector);
    },

    definePack(name, exports) {
      packs.define(name, exports);
    },

    registerPack(name, needs, start, packOptions) {
      if (typeof name !== 'string' || !Array.isArray(needs) || typeof start !== 'function') {
        log.error(`registerPack needs a name, a list of packs and a start function`);
        return;
      }
      packs.register(name, needs, start, packOptions);
    },

    blocks(): BlockInfo[] {
      return blocks?.blocks() ?? [];
    },
  };

  options.initialisers?.forEach((definition) => api.registerInitialiser(definition));
  options.blocks?.forEach((definition) => api.registerBlock(definition));
  return api;
}

/** Runs `init` once the DOM is parsed (at once if it already is). */
export function whenDomReady(callback: () => void, doc: Document = document): void {
  if (doc.readyState === 'loading')
    doc.addEventListener('DOMContentLoaded', callback, { once: true });
  else callback();
}

import { ensureStylesheet, removeStylesheet } from './assets';
import { createRuntimeStore, initialState, type RuntimeStore } from '../store/store';
import { BlockManager } from './block-manager';
import { ControllerManager } from './controller-manager';
import { ElementWatcher } from './element-watcher';
import { MountScheduler } from './mount-scheduler';
import { BoxReserver } from '../boxes/reserve-boxes';
import { primePictures } from '../boxes/prime-pictures';
import { onFirstFrame } from './first-frame';
import { unitsOnFirstScreen } from './first-screen';
import { ServerDom } from './server-dom';
import { emitInitialiserError } from './errors';
import { createLogger } from './logger';
import { PackLoader } from './packs';
import { Registry } from './registry';
import { whenIdle } from './scheduler';
import type {
  AnyBlockDefinition,
  AnyControllerDefinition,
  BlockInfo,
  ControllerInfo,
  Cleanup,
  FeaturesPack,
  InitialiserDefinition,
  SiteRuntimeApi,
} from './types';
import * as dom from '../lib/dom';

export interface RuntimeOptions {
  version: string;
  initialisers?: InitialiserDefinition[];
  blocks?: AnyBlockDefinition[];
  controllers?: AnyControllerDefinition[];
  /** Runs at the start of every init(), before the initialisers, to wire shared services. */
  onInit?: (services: { store: RuntimeStore; signal: AbortSignal }) => void;
  /** Runs at the end of every destroy(), for shared resources such as the UI host. */
  onDestroy?: () => void;
  doc?: Document;
  /** The pack loader (default: a new one; the entry passes the page's one, see pageLoader()). */
  packs?: PackLoader;
  /**
   * The pack of the page-level features (FeaturesPack): asked for at init(), with the first
   * screen's packs. Its initialisers run first, once it has come, and no unit mounts before that
   * (the page context they read into the store is what units read). Without it, the
   * initialisers registered with the runtime run at init().
   */
  featuresPack?: string;
}

/** What runs on the page between init() and destroy(): its units, their scheduler and watcher. */
interface Page {
  blocks: BlockManager;
  controllers: ControllerManager;
  scheduler: MountScheduler;
  watcher: ElementWatcher;
  /** The boxes the core reserved, and the pictures it started (undone by destroy()). */
  boxes: BoxReserver;
  primed: ServerDom;
  cancelFirstFrame: () => void;
}

/** The runtime behind `window.SiteRuntime`: registries, boot, teardown. */
export function createRuntime(options: RuntimeOptions): SiteRuntimeApi {
  const doc = options.doc ?? document;
  const log = createLogger('runtime');
  const registry = new Registry();
  const store = createRuntimeStore();
  const packs = options.packs ?? new PackLoader(doc);
  let page: Page | null = null;
  let controller: AbortController | null = null;
  let cleanups: Array<{ name: string; cleanup: Cleanup }> = [];
  /** Cancels the idle period the next `idle` initialiser waits for. */
  let cancelIdle: (() => void) | null = null;
  /** True once this init()'s initialisers have run: one registered then runs at once. */
  let initialisersRan = false;
  /** The features pack's exports, once it has come (kept across destroy()/init()). */
  let features: FeaturesPack | null = null;

  const register = <T>(what: string, add: () => T): void => {
    try {
      add();
    } catch (error) {
      log.error(`Could not register ${what}`, error);
    }
  };

  /**
   * Registers a block or controller definition; registered after boot, it starts on the elements
   * of its kind already on the page (`rescan`).
   */
  const addDefinition = <Resolved extends { selector: string | null }>(
    what: string,
    name: unknown,
    lookup: (name: string) => Resolved | undefined,
    add: () => unknown,
    rescan: (added: Resolved) => void,
  ): void => {
    const known = typeof name === 'string' ? lookup(name) : undefined;
    register(`${what} "${String(name)}"`, add);
    const added = typeof name === 'string' ? lookup(name) : undefined;
    if (!page || !added || added === known) return;
    // A pack giving the full definition of one the core knew by the same selector: its elements
    // are on record already (they start with it). A full scan here cost 35 ms at 4x CPU per
    // registration on a 300-block page.
    if (known && known.selector === added.selector) return;
    rescan(added);
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
      dom.emit(doc, new CustomEvent('site-runtime:initialised', { detail: { initialisers: ran } }));
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

  /**
   * The features pack, once (later init()s find it started): its initialisers go before those
   * the page registered, and it installs what it adds to the public API. A pack that cannot be
   * fetched leaves the page without those features, its blocks still mounting.
   */
  const loadFeatures = (): Promise<void> => {
    const name = options.featuresPack as string;
    return packs.loadExports<FeaturesPack>(name, true).then(
      (loaded) => {
        if (features) return;
        features = loaded;
        loaded.initialisers.forEach((definition, index) =>
          register(`initialiser "${definition?.name}"`, () =>
            registry.addInitialiser(definition, index),
          ),
        );
        try {
          loaded.install(api);
        } catch (error) {
          log.error(`The features pack "${name}" failed to install its API`, error);
        }
      },
      (error: unknown) => log.error(`The page's features are off: ${String(error)}`),
    );
  };

  const api: SiteRuntimeApi = {
    version: options.version,
    store,

    init() {
      if (page) {
        log.warn('init() called while the runtime is running; call destroy() first');
        return;
      }
      const started = performance.now();
      store.setState(initialState(), true);
      ensureStylesheet(doc);
      controller = new AbortController();
      options.onInit?.({ store, signal: controller.signal });
      initialisersRan = false;
      const runInitialisers = (): void => {
        const later: InitialiserDefinition[] = [];
        const ran: string[] = [];
        for (const definition of registry.initialisers) {
          if (definition.urgency === 'idle') later.push(definition);
          else {
            runInitialiser(definition);
            ran.push(definition.name);
          }
        }
        initialisersRan = true;
        runWhenIdle(later, ran);
        // The features' API (analytics, consent, accounts...) and the context are there now.
        dom.emit(doc, new CustomEvent('site-runtime:features'));
      };
      const run = controller;
      // The features' initialisers come with their pack, the first time; the page's wait for them.
      let featuresCame = Promise.resolve();
      if (!options.featuresPack || features) runInitialisers();
      else {
        featuresCame = loadFeatures().then(() => {
          if (controller === run) runInitialisers();
        });
      }

      // Blocks and controllers share one scheduler (one queue of mounts, one budget per slice)
      // and one watcher; changes inside a mounted block are its own rendering.
      // Units mount once the features have started: the context they read is in the store then.
      const scheduler = new MountScheduler(featuresCame);
      const units = { registry, store, packs, log, doc, scheduler };
      const blocks = new BlockManager(units);
      const controllers = new ControllerManager(units);
      const boxes = new BoxReserver();
      const primed = new ServerDom(dom.root(doc));
      let firstFrameDrawn = false;
      const watcher = new ElementWatcher({
        doc,
        ignore: (node) => blocks.owns(node),
        added: (element) => {
          blocks.scan(element);
          controllers.scan(element);
          // Content added after the first frame is laid out at once, before it is painted.
          if (firstFrameDrawn) {
            boxes.reserve(blocks.boxRequests().filter((box) => element.contains(box.element)));
          }
        },
        removed: () => {
          blocks.sweep();
          controllers.sweep();
        },
      });
      // In the first frame, before the first paint: every box reserved, the first screen's pictures
      // started and its packs asked for (boxes and packs below it wait, as before).
      const cancelFirstFrame = onFirstFrame(() => {
        if (page !== current) return;
        firstFrameDrawn = true;
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        primePictures(boxes.reserve(blocks.boxRequests()), viewport, primed);
        const pending = [...blocks.all(), ...controllers.all()].filter(
          (unit) => unit.state === 'pending',
        );
        for (const unit of unitsOnFirstScreen(pending, viewport.height)) unit.hurry();
      });
      const current: Page = {
        blocks,
        controllers,
        scheduler,
        watcher,
        boxes,
        primed,
        cancelFirstFrame,
      };
      page = current;
      scheduler.start();
      watcher.start();
      controllers.start();
      blocks.start();
      scheduler.scanned();
      log.debug(
        `Found ${blocks.blocks().length} blocks, ${controllers.controllers().length} controllers`,
      );
      void scheduler.settled().then(() => {
        if (page !== current) return;
        const detail = { blocks: blocks.blocks(), controllers: controllers.controllers() };
        log.debug(`Ready in ${(performance.now() - started).toFixed(1)} ms`, detail);
        dom.emit(doc, new CustomEvent('site-runtime:ready', { detail }));
      });
    },

    destroy() {
      if (!page) return;
      controller?.abort();
      controller = null;
      cancelIdle?.();
      cancelIdle = null;
      cleanups.reverse().forEach(runCleanup);
      cleanups = [];
      page.watcher.stop();
      page.scheduler.stop();
      // The latest mounted first, blocks and controllers alike (unit.ts: mountOrder).
      [...page.blocks.all(), ...page.controllers.all()]
        .sort((a, b) => b.mountOrder - a.mountOrder)
        .forEach((unit) => unit.dispose());
      page.controllers.stop();
      page.blocks.stop();
      page.cancelFirstFrame();
      page.primed.restore();
      page.boxes.restore();
      page = null;
      packs.reset();
      options.onDestroy?.();
      removeStylesheet(doc);
      store.setState(initialState(), true);
      log.debug('Destroyed');
    },

    refresh(root = doc) {
      page?.blocks.scan(root);
      page?.controllers.scan(root);
    },

    registerInitialiser(definition) {
      register(`initialiser "${definition?.name}"`, () => registry.addInitialiser(definition));
      // Registered once this init()'s initialisers have run: it runs at once, as they did.
      if (page && initialisersRan && registry.initialisers.includes(definition)) {
        runInitialiser(definition);
      }
    },

    registerBlock(definition) {
      addDefinition(
        'block',
        definition?.name,
        (name) => registry.block(name),
        () => registry.addBlock(definition),
        (added) => page?.blocks.scan(doc, added.selector),
      );
    },

    registerController(definition) {
      addDefinition(
        'controller',
        definition?.name,
        (name) => registry.controller(name),
        () => registry.addController(definition),
        (added) =>
          page?.controllers.scan(
            doc,
            added.selector ? `[data-controller], ${added.selector}` : '[data-controller]',
          ),
      );
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
      return page?.blocks.blocks() ?? [];
    },

    controllers(): ControllerInfo[] {
      return page?.controllers.controllers() ?? [];
    },
  };

  options.initialisers?.forEach((definition) => api.registerInitialiser(definition));
  options.blocks?.forEach((definition) => api.registerBlock(definition));
  options.controllers?.forEach((definition) => api.registerController(definition));
  return api;
}

/** Runs `init` once the DOM is parsed (at once if it already is). */
export function whenDomReady(callback: () => void, doc: Document = document): void {
  if (dom.readyState(doc) === 'loading') dom.on(doc, 'DOMContentLoaded', callback, { once: true });
  else callback();
}

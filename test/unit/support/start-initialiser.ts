// Runs one initialiser the way the runtime does: a store holding the page context, then
// init(ctx); stop() is what the runtime's destroy() does: abort the signal, then run the cleanup.
import type { PageContext } from '../../../src/context/types';
import type {
  Cleanup,
  InitialiserContext,
  InitialiserDefinition,
} from '../../../src/runtime/types';
import { createRuntimeStore, type RuntimeStore } from '../../../src/store/store';
import { mockLogger, type MockLogger } from './mock-logger';

export interface StartOptions {
  /** The page context. Default: the store's (an empty page's, for a new store). */
  context?: PageContext;
  /** Default: a new store holding `context`. Pass one to set slices before init. */
  store?: RuntimeStore;
  /**
   * Default: rejects, for initialisers that load no pack. `loadPackDirectly` (pack-exports.ts)
   * gives the packs' own modules.
   */
  loadPack?: InitialiserContext['loadPack'];
  /** Runs init, and later the cleanup, inside it: React's `act`, for initialisers that render. */
  within?: (run: () => void) => void;
}

export interface StartedInitialiser {
  ctx: InitialiserContext;
  store: RuntimeStore;
  log: MockLogger;
  signal: AbortSignal;
  /** What init returned (for an initialiser that loads a pack first, once `ready`). */
  cleanup: Cleanup | undefined;
  /** Settles once init's work is done: at once, or when the promise init returned settles. */
  ready: Promise<void>;
  /** Aborts the signal, then runs the cleanup; only the first call does anything. */
  stop: () => void;
}

const started: StartedInitialiser[] = [];

/** Starts an initialiser; one whose init returns a promise has its cleanup once `ready`. */
export function startInitialiser(
  definition: InitialiserDefinition,
  options: StartOptions = {},
): StartedInitialiser {
  const within = options.within ?? ((run: () => void) => run());
  const store = options.store ?? createRuntimeStore(options.context);
  const controller = new AbortController();
  const log = mockLogger();
  const ctx: InitialiserContext = {
    context: options.context ?? store.getState().context,
    store,
    signal: controller.signal,
    log,
    loadPack:
      options.loadPack ?? (() => Promise.reject(new Error(`${definition.name} loads no pack`))),
  };
  let stopped = false;
  let ready: Promise<void> = Promise.resolve();
  const run: StartedInitialiser = {
    ctx,
    store,
    log,
    signal: controller.signal,
    cleanup: undefined,
    ready,
    stop: () => {
      if (stopped) return;
      stopped = true;
      within(() => {
        controller.abort();
        run.cleanup?.();
      });
    },
  };
  within(() => {
    const result = definition.init(ctx);
    if (result instanceof Promise) {
      ready = result.then((cleanup) => {
        run.cleanup = cleanup ?? undefined;
        // Stopped while the pack was on its way: the runtime runs the cleanup as it arrives.
        if (stopped) within(() => cleanup?.());
      });
      run.ready = ready;
    } else {
      run.cleanup = result ?? undefined;
    }
  });
  started.push(run);
  return run;
}

/** Stops every initialiser started since the last call, in the order they started. */
export function stopStartedInitialisers(): void {
  started.splice(0).forEach((run) => run.stop());
}

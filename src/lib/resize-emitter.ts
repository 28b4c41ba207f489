// The resize emitter (widgets.md sections 3, 4, 5 and 9): the window is "resizing" once its size
// has changed by more than `threshold` px since the last rest (on one axis only when `axis` is
// given), which fires `resize:start`; 300 ms without a further change end it with `resize:end`.
// Work that measures the page (a layout that depends on a block's width) runs once at the end
// instead of on every resize event.
import { createLogger } from '../runtime/logger';
import { describeValue } from './parsed';

export const RESIZE_START = 'resize:start';
export const RESIZE_END = 'resize:end';
export type ResizeEventName = typeof RESIZE_START | typeof RESIZE_END;

/** The quiet period that ends a resize (widgets.md section 9). */
export const RESIZE_QUIET_MS = 300;
/**
 * The window resize handler's wait (widgets.md section 9: "window resize handler default wait
 * 150 ms"): layouts that depend on the window's width pass it as their quiet period.
 */
export const WINDOW_RESIZE_WAIT_MS = 150;
/** The default threshold: any change starts a resize. */
export const DEFAULT_RESIZE_THRESHOLD = 0;

export type ResizeAxis = 'x' | 'y';

export interface ResizeEmitterOptions {
  /** Only changes along this axis count: `x` the width, `y` the height. Default: both. */
  axis?: ResizeAxis;
  /** Pixels the size must change by before a resize starts. Default 0. */
  threshold?: number;
  /** Milliseconds without a change that end a resize. Default RESIZE_QUIET_MS. */
  quietMs?: number;
  /** Removes the listener and the timer. */
  signal: AbortSignal;
  /** The window to watch (tests pass their own). */
  view?: Window;
}

export interface ResizeSize {
  width: number;
  height: number;
}

export type ResizeListener = (size: ResizeSize) => void;

export interface ResizeEmitter {
  on(name: ResizeEventName, listener: ResizeListener): void;
}

const log = createLogger('resize');

/** Why the options cannot be used, or null: the axis must be x or y, the threshold a number. */
export function resizeOptionsProblem(options: Partial<ResizeEmitterOptions>): string | null {
  const { axis, threshold, quietMs } = options;
  if (axis !== undefined && axis !== 'x' && axis !== 'y') {
    return `axis must be "x" or "y", got ${describeValue(axis)}`;
  }
  if (threshold !== undefined && (typeof threshold !== 'number' || !Number.isFinite(threshold))) {
    return `threshold must be a number, got ${describeValue(threshold)}`;
  }
  if (quietMs !== undefined && (typeof quietMs !== 'number' || !(quietMs >= 0))) {
    return `quietMs must be a number of milliseconds, got ${describeValue(quietMs)}`;
  }
  return null;
}

/**
 * Watches the window's size. Bad options are logged and give null: nothing is watched.
 */
export function createResizeEmitter(options: ResizeEmitterOptions): ResizeEmitter | null {
  const problem = resizeOptionsProblem(options);
  if (problem) {
    log.error(`Resize emitter: ${problem}; nothing is watched`);
    return null;
  }
  const { axis, signal } = options;
  const threshold = options.threshold ?? DEFAULT_RESIZE_THRESHOLD;
  const quietMs = options.quietMs ?? RESIZE_QUIET_MS;
  const view = options.view ?? window;
  const listeners: Record<ResizeEventName, Set<ResizeListener>> = {
    [RESIZE_START]: new Set(),
    [RESIZE_END]: new Set(),
  };
  const size = (): ResizeSize => ({ width: view.innerWidth, height: view.innerHeight });
  const emit = (name: ResizeEventName, now: ResizeSize) => {
    for (const listener of Array.from(listeners[name])) {
      try {
        listener(now);
      } catch (error) {
        log.error(`A ${name} listener threw`, error);
      }
    }
  };

  let rest = size();
  let resizing = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;

  const change = (now: ResizeSize): number => {
    const dx = Math.abs(now.width - rest.width);
    const dy = Math.abs(now.height - rest.height);
    if (axis === 'x') return dx;
    if (axis === 'y') return dy;
    return Math.max(dx, dy);
  };

  const end = () => {
    quiet = undefined;
    resizing = false;
    rest = size();
    emit(RESIZE_END, rest);
  };

  const onResize = () => {
    const now = size();
    if (!resizing) {
      if (change(now) <= threshold) return;
      resizing = true;
      emit(RESIZE_START, now);
    }
    clearTimeout(quiet);
    quiet = setTimeout(end, quietMs);
  };

  view.addEventListener('resize', onResize, { signal });
  signal.addEventListener(
    'abort',
    () => {
      clearTimeout(quiet);
      listeners[RESIZE_START].clear();
      listeners[RESIZE_END].clear();
    },
    { once: true },
  );

  return {
    on(name, listener) {
      const set = Object.hasOwn(listeners, name) ? listeners[name] : undefined;
      if (!set || typeof listener !== 'function') {
        log.error(`Resize emitter: on() takes "${RESIZE_START}" or "${RESIZE_END}" and a function`);
        return;
      }
      if (!signal.aborted) set.add(listener);
    },
  };
}

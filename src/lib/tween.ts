// Tween (widgets.md sections 5 and 9): calls a function with the progress of a change, from 0 to 1,
// once a frame, for what CSS transitions and the Web Animations API cannot move themselves (a
// scroll position, a number in a text). "Tween default 300 ms"; "Tween requires a function as first
// argument and a finite duration": anything else is logged and nothing moves. A visitor who asked
// for less motion gets the end at once, as does a duration of 0 or less.
import { createLogger } from '../runtime/logger';
import { prefersReducedMotion } from './motion';
import { describeValue } from './parsed';

/** widgets.md section 9, "Tween default 300 ms". */
export const TWEEN_DEFAULT_MS = 300;

/** The spec gives no wording for these two errors; these are ours. */
export const TWEEN_ERRORS = {
  notAFunction: 'Tween requires a function as first argument',
  notFinite: 'Tween requires a finite duration',
} as const;

/** Maps the time elapsed (0 to 1) to the progress reported (0 to 1). */
export type Easing = (time: number) => number;

/** Slow at both ends, like CSS `ease-in-out`. */
export const easeInOut: Easing = (time) => 0.5 - Math.cos(Math.PI * time) / 2;

export const linear: Easing = (time) => time;

export interface TweenOptions {
  easing?: Easing;
  /** Stops the tween where it is: `step` is not called again. */
  signal?: AbortSignal;
}

const log = createLogger('tween');
const STEP_THREW = 'The tween step threw; the tween stops';

type FrameRequest = (run: () => void) => () => void;

/** The next frame; a timer where the browser has no requestAnimationFrame (a background frame). */
const nextFrame: FrameRequest = (run) => {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(() => run());
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(run, 16);
  return () => clearTimeout(timer);
};

/**
 * Calls `step` with the progress (eased, 0 to 1) once a frame for `durationMs`, ending with exactly
 * 1. Resolves true once it reached the end, false when `signal` stopped it first or the arguments
 * were refused (logged).
 */
export function tween(
  step: (progress: number) => void,
  durationMs: number = TWEEN_DEFAULT_MS,
  options: TweenOptions = {},
): Promise<boolean> {
  if (typeof step !== 'function') {
    log.error(`${TWEEN_ERRORS.notAFunction}, got ${describeValue(step)}`);
    return Promise.resolve(false);
  }
  if (typeof durationMs !== 'number' || !Number.isFinite(durationMs)) {
    log.error(`${TWEEN_ERRORS.notFinite}, got ${describeValue(durationMs)}`);
    return Promise.resolve(false);
  }
  const { easing = easeInOut, signal } = options;
  if (signal?.aborted) return Promise.resolve(false);
  if (durationMs <= 0 || prefersReducedMotion()) {
    try {
      step(1);
      return Promise.resolve(true);
    } catch (error) {
      log.error(STEP_THREW, error);
      return Promise.resolve(false);
    }
  }
  return new Promise((resolve) => {
    const start = performance.now();
    let cancelFrame: () => void = () => undefined;
    const finish = (reachedEnd: boolean) => {
      cancelFrame();
      signal?.removeEventListener('abort', stopped);
      resolve(reachedEnd);
    };
    const stopped = () => finish(false);
    signal?.addEventListener('abort', stopped, { once: true });
    const frame = () => {
      const elapsed = (performance.now() - start) / durationMs;
      try {
        step(elapsed >= 1 ? 1 : easing(Math.max(0, elapsed)));
      } catch (error) {
        log.error(STEP_THREW, error);
        finish(false);
        return;
      }
      if (elapsed >= 1) finish(true);
      else cancelFrame = nextFrame(frame);
    };
    frame();
  });
}

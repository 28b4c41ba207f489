import { whenIdle } from './scheduler';
import * as dom from '../lib/dom';

/**
 * Calls back once the window's load event has passed, with how many milliseconds ago that was
 * (0 when it is happening now). Nothing happens if `signal` aborts first.
 */
export function afterPageLoad(signal: AbortSignal, callback: (msSinceLoad: number) => void): void {
  if (dom.readyState() !== 'complete') {
    window.addEventListener('load', () => callback(0), { once: true, signal });
    return;
  }
  const [navigation] =
    typeof performance.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])
      : [];
  const loadEnd = navigation?.loadEventEnd ?? 0;
  callback(loadEnd > 0 ? Math.max(0, performance.now() - loadEnd) : 0);
}

/** Runs `callback` once the load event has passed and the browser is idle; not after `signal`. */
export function afterLoadWhenIdle(signal: AbortSignal, callback: () => void): void {
  afterPageLoad(signal, () => {
    if (signal.aborted) return;
    const cancel = whenIdle(() => {
      signal.removeEventListener('abort', cancel);
      if (!signal.aborted) callback();
    });
    signal.addEventListener('abort', cancel, { once: true });
  });
}

// Cooperative scheduling: mount work is cut into slices that yield to the browser, so no task
// runs long enough to delay input.

/** How long one slice of mount work may run before yielding. */
export const SLICE_BUDGET_MS = 8;
/** An idle callback runs at the latest after this long. */
export const IDLE_TIMEOUT_MS = 2000;

interface SchedulerGlobal {
  scheduler?: { yield?: () => Promise<void> };
}

/** Resolves in a new task, letting the browser render and handle input first. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as SchedulerGlobal).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `callback` when the browser is idle (or after the time-out); returns a canceller. */
export function whenIdle(callback: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/** How long `afterNextPaint` waits for a frame that a hidden page may never draw. */
export const NEXT_PAINT_TIMEOUT_MS = 100;

/**
 * Resolves in the task after the browser's next paint (or after 100 ms, when the page draws no
 * frame: a hidden tab), so what starts then does not compete with that paint.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      resolve();
      return;
    }
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, NEXT_PAINT_TIMEOUT_MS);
    // rAF callbacks run just before the frame is painted; a task queued there runs after it.
    requestAnimationFrame(() => setTimeout(finish, 0));
  });
}

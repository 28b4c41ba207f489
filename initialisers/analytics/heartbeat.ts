import { abortableTimeout } from '../../src/lib/timers';
import * as dom from '../../src/lib/dom';

// The heartbeat (spec runtime.md section 3: analytics event type heartbeat 10): while the visitor
// keeps reading, a heartbeat hit now and then says the page is still in use. The spec gives
// neither its interval nor what counts as reading; this runtime's choice: every 30 seconds (the
// spec's other tracking period, the Trace flush, section 9), and only when the page is visible
// and the visitor did something since the last beat (pressed, typed, scrolled or turned the wheel),
// so a tab left open sends nothing.
//
// Cost: the listeners are passive and only set a flag; the timer runs only while the page is
// visible; nothing reads layout.

export const HEARTBEAT_INTERVAL_MS = 30_000;

/** What counts as the visitor reading. Captured: an inner scroller's scroll does not bubble. */
export const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel'] as const;

export interface HeartbeatWatch {
  doc: Document;
  signal: AbortSignal;
  /** Called on each beat, at most once per interval. */
  onBeat: () => void;
  /** Default HEARTBEAT_INTERVAL_MS. */
  intervalMs?: number;
}

/** Beats every interval while the page is visible and the visitor was active, until `signal`. */
export function watchHeartbeat({
  doc,
  signal,
  onBeat,
  intervalMs = HEARTBEAT_INTERVAL_MS,
}: HeartbeatWatch): void {
  if (signal.aborted) return;
  let engaged = false;
  let cancel: (() => void) | null = null;
  const listenerOptions = { capture: true, passive: true, signal };
  for (const type of ENGAGEMENT_EVENTS) {
    dom.on(doc, type, () => (engaged = true), listenerOptions);
  }

  const schedule = (): void => {
    cancel = abortableTimeout(tick, intervalMs, signal);
  };
  function tick(): void {
    cancel = null;
    if (engaged) {
      engaged = false;
      onBeat();
    }
    schedule();
  }

  dom.on(
    doc,
    'visibilitychange',
    () => {
      if (dom.visibilityState(doc) === 'hidden') {
        cancel?.();
        cancel = null;
      } else if (!cancel) schedule();
    },
    { signal },
  );
  if (dom.visibilityState(doc) !== 'hidden') schedule();
}

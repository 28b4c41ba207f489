// Scroll-linked effects (parallax, progress indicators, a header that tucks away) and layouts that
// follow the window do their work once per frame, however many events the browser sends in it.

type FrameEvent = 'scroll' | 'resize';

function onFrame(events: FrameEvent[], update: () => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  let frame = 0;
  const schedule = () => {
    if (frame === 0 && !signal.aborted) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!signal.aborted) update();
      });
    }
  };
  for (const event of events) window.addEventListener(event, schedule, { passive: true, signal });
  signal.addEventListener('abort', () => cancelAnimationFrame(frame), { once: true });
  schedule();
}

/**
 * Calls `update` in the next animation frame after the page scrolls or resizes (once per frame),
 * and once at the start, until `signal` aborts. Listeners are passive: scrolling never waits.
 */
export function onScrollFrame(update: () => void, signal: AbortSignal): void {
  onFrame(['scroll', 'resize'], update, signal);
}

/** The same for the window's size alone: layouts measured again when the window changes. */
export function onResizeFrame(update: () => void, signal: AbortSignal): void {
  onFrame(['resize'], update, signal);
}

/**
 * How far `rect` has crossed the viewport, from 0 (its top at the viewport's bottom edge) to 1
 * (its bottom at the viewport's top edge); below 0 or above 1 outside that range.
 */
export function viewportProgress(rect: DOMRectReadOnly, viewportHeight: number): number {
  const span = viewportHeight + rect.height;
  return span > 0 ? (viewportHeight - rect.top) / span : 0;
}

// A gallery that lays itself out by its width does it again once the window has been resized
// (widgets.md section 9: "window resize handler default wait 150 ms"): after 150 ms without a
// further resize event, not on every one of them.

export const WINDOW_RESIZE_WAIT_MS = 150;

/** Calls `handler` each time the window's resizing has paused for `waitMs`, until `signal` aborts. */
export function afterWindowResize(
  handler: () => void,
  signal: AbortSignal,
  waitMs: number = WINDOW_RESIZE_WAIT_MS,
  view: Window = window,
): void {
  if (signal.aborted) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  view.addEventListener(
    'resize',
    () => {
      clearTimeout(timer);
      timer = setTimeout(handler, waitMs);
    },
    { signal },
  );
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

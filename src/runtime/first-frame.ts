// The first frame: before the browser's first paint. The template includes the core with
// `blocking="render"` (README), so the core has run and the page has not been painted yet. An
// animation-frame callback runs at the start of that frame, before its style and layout: what it
// reads costs the layout the frame would do anyway, and what it writes is laid out again before
// the paint, so the visitor never sees it move. (A ResizeObserver's first report comes later in
// the same frame, but Chromium counts what is written there as a layout shift: measured on the
// gallery sections, a 0.62 shift with it, none with an animation frame.)

/** A page that draws no frame (a hidden tab) gets the first-frame work after this long. */
export const FIRST_FRAME_TIMEOUT_MS = 100;

/** Runs `callback` once, in the first frame (see above); returns a canceller. */
export function onFirstFrame(callback: () => void): () => void {
  let done = false;
  const run = (): void => {
    if (done) return;
    cancel();
    callback();
  };
  const fallback = setTimeout(run, FIRST_FRAME_TIMEOUT_MS);
  const frame = requestAnimationFrame(run);
  const cancel = (): void => {
    done = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
  };
  return cancel;
}

// The first frame: after the browser's first layout of the page, before its first paint. The
// template includes the core with `blocking="render"` (README), so the core has run and the page
// has not been painted yet; a ResizeObserver's first callback comes at exactly that point of the
// frame, with the layout fresh: reading a box then costs no layout of its own, and what is written
// then is laid out again before the paint, so the visitor never sees it move.

/** A page that draws no frame (a hidden tab) gets the first-frame work after this long. */
export const FIRST_FRAME_TIMEOUT_MS = 100;

/** Runs `callback` once, in the first frame (see above); returns a canceller. */
export function onFirstFrame(callback: () => void, root: Element): () => void {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const fallback = setTimeout(run, FIRST_FRAME_TIMEOUT_MS);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(run) : null;
  observer?.observe(root);
  const cancel = (): void => {
    done = true;
    clearTimeout(fallback);
    observer?.disconnect();
  };
  return cancel;
}

// A section the pack lays out shorter than the server's flow left it (a masonry's items stand one
// above the other until then) would pull up what follows it. When that is in view (a visitor who
// scrolled before the pack arrived), it jumps. So the wrapper keeps a min-height that reaches the
// bottom of the view, at most its server height: what follows it stays where it was while it is
// in view, and comes up only below the fold. The space kept is what the server's page showed
// there; once the visitor has scrolled past all of it, it goes, and the browser's scroll anchoring
// keeps what is in view in place.
import type { StyleJournal } from '../../src/images';
import { onScrollFrame } from '../../src/lib/scroll-frame';
import * as dom from '../../src/lib/dom';

export interface HeightHold {
  /** The height a later layout (after a resize) gave the wrapper. */
  laidOut: (height: number) => void;
}

export interface HoldOptions {
  wrapper: HTMLElement;
  /** The wrapper's box before the first layout, read with the space it was laid out in. */
  server: { top: number; height: number };
  /** The height the first layout gave it. */
  laidOutHeight: number;
  styles: StyleJournal;
  signal: AbortSignal;
}

/** What a content-box's min-height leaves out of its box: padding and border, top and bottom. */
function verticalEdges(element: HTMLElement): number {
  const style = getComputedStyle(element);
  if (style.boxSizing === 'border-box') return 0;
  return [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth]
    .map((value) => parseFloat(value) || 0)
    .reduce((sum, value) => sum + value, 0);
}

/**
 * Whether the browser keeps the view in place when content above it changes height (scroll
 * anchoring: not in every browser, and a template can turn it off).
 */
function anchorsScroll(): boolean {
  if (typeof CSS === 'undefined' || !CSS.supports('overflow-anchor', 'auto')) return false;
  return [dom.root(), dom.body()].every(
    (element) => getComputedStyle(element).overflowAnchor !== 'none',
  );
}

/**
 * Holds the wrapper at its server height while the laid-out height is smaller, then lets go of
 * what lies below the fold: in the next frame, with the scroll position that frame is drawn with
 * (a visitor's wheel can move it while the layout runs), and again in each frame that scrolls or
 * resizes.
 * The hold only ever shrinks, and ends once the laid-out height reaches the fold, or once the
 * whole of it is above the view (where scroll anchoring keeps the view still). No decision reads
 * the layout the pack has just written.
 */
export function holdServerHeight(options: HoldOptions): HeightHold {
  const { wrapper, server, styles, signal } = options;
  let laidOutHeight = options.laidOutHeight;
  let heldHeight = server.height;
  const watching = new AbortController();
  signal.addEventListener('abort', () => watching.abort(), { once: true });
  if (laidOutHeight >= heldHeight) {
    watching.abort();
    return { laidOut: () => undefined };
  }
  const edges = verticalEdges(wrapper);
  const hold = (height: number) => {
    heldHeight = height;
    styles.set(wrapper, 'min-height', `${height - edges}px`);
  };
  hold(server.height);

  // `top` is the wrapper's, in the view: it does not move with the wrapper's own height.
  const trim = (top: number) => {
    if (watching.signal.aborted) return;
    const toFold = window.innerHeight - top;
    const scrolledPast = top + heldHeight <= 0;
    if (
      toFold <= laidOutHeight ||
      laidOutHeight >= heldHeight ||
      (scrolledPast && anchorsScroll())
    ) {
      watching.abort();
      styles.set(wrapper, 'min-height', '');
    } else if (toFold < heldHeight) {
      hold(toFold);
    }
  };
  // Once the hold has ended, a later layout (a resize) costs no read of the wrapper's box.
  const trimNow = () => {
    if (!watching.signal.aborted) trim(wrapper.getBoundingClientRect().top);
  };
  // The first frame's top comes from the scroll position, not from the layout just written.
  const pageTop = server.top + window.scrollY;
  let firstFrame = true;
  onScrollFrame(() => {
    if (firstFrame) trim(pageTop - window.scrollY);
    else trimNow();
    firstFrame = false;
  }, watching.signal);

  return {
    laidOut(height) {
      laidOutHeight = height;
      trimNow();
    },
  };
}

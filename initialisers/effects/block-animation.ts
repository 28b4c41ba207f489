// Block animations (runtime.md section 4, "Block animation"): an element gets the marker
// `animation-loaded` once at least half visible, or taller than the viewport and intersecting;
// it waits for a loading image inside it first. Image blocks with an animation of their own
// (`combination-animation-fade-in`, `-collide`…) and quote blocks' `.block-animation` are hidden by
// the template until then. When effects stay still, every one gets `animation-disabled` (the
// template's "no transition") and the marker at once.
import type { DomChanges } from './dom-changes';

export const LOADED_CLASS = 'animation-loaded';
export const DISABLED_CLASS = 'animation-disabled';
/** An image that neither loads nor fails in this long is not waited for any longer. */
export const IMAGE_WAIT_MS = 3000;

/** The images of the element that are loading now. */
function loadingImages(element: Element): HTMLImageElement[] {
  return Array.from(element.querySelectorAll('img')).filter(
    (image) => (image.currentSrc || image.getAttribute('src')) && !image.complete,
  );
}

/** Resolves once every image loading in `element` has loaded or failed (at most 3 s). */
export function whenImagesSettled(element: Element, signal: AbortSignal): Promise<void> {
  const images = loadingImages(element);
  if (images.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let left = images.length;
    const timer = setTimeout(finish, IMAGE_WAIT_MS);
    function finish(): void {
      clearTimeout(timer);
      resolve();
    }
    for (const image of images) {
      const settled = () => {
        left -= 1;
        if (left === 0) finish();
      };
      image.addEventListener('load', settled, { once: true, signal });
      image.addEventListener('error', settled, { once: true, signal });
    }
    signal.addEventListener('abort', finish, { once: true });
  });
}

export function markLoaded(element: Element, changes: DomChanges, signal: AbortSignal): void {
  void whenImagesSettled(element, signal).then(() => {
    if (!signal.aborted) changes.addClass(element, LOADED_CLASS);
  });
}

export function markStill(element: Element, changes: DomChanges): void {
  changes.addClass(element, DISABLED_CLASS, LOADED_CLASS);
}

// The first large image in the viewport is likely the page's largest contentful paint: it is
// fetched at once with high priority rather than lazily (one per page).

/** "Large": it covers at least this share of the viewport. */
export const LARGE_IMAGE_VIEWPORT_SHARE = 0.1;

let holder: Element | null = null;

export interface Viewport {
  width: number;
  height: number;
}

/** The part of `rect` inside the viewport, in square CSS pixels. */
export function visibleArea(rect: DOMRectReadOnly, viewport: Viewport): number {
  const width = Math.min(rect.right, viewport.width) - Math.max(rect.left, 0);
  const height = Math.min(rect.bottom, viewport.height) - Math.max(rect.top, 0);
  return width > 0 && height > 0 ? width * height : 0;
}

export function isLargeInViewport(rect: DOMRectReadOnly, viewport: Viewport): boolean {
  const area = viewport.width * viewport.height;
  return area > 0 && visibleArea(rect, viewport) >= area * LARGE_IMAGE_VIEWPORT_SHARE;
}

interface Request {
  element: Element;
  measure: () => DOMRectReadOnly;
  onClaimed: (box: DOMRectReadOnly) => void;
}

/** The images that asked in this task: measured together once it ends. */
let asking: Request[] = [];

/** Whether the claim is still free (its holder gone from the page frees it). */
function claimFree(): boolean {
  return !holder || !holder.isConnected;
}

/**
 * Every box is read before any image that wins writes, so a block of many images costs one layout,
 * not one per image (each image's classes and sizes would otherwise force the next read to lay out
 * the page again, with the template's whole stylesheet).
 */
function settle(): void {
  const batch = asking;
  asking = [];
  if (!claimFree()) return;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const boxes = batch.map((request) => (request.element.isConnected ? request.measure() : null));
  const winner = batch.findIndex((_, index) => {
    const box = boxes[index];
    return box !== null && box !== undefined && isLargeInViewport(box, viewport);
  });
  const request = batch[winner];
  const box = boxes[winner];
  if (!request || !box) return;
  holder = request.element;
  request.onClaimed(box);
}

/**
 * Asks for the claim for `element`: when the task that asked ends, the first image (in the order
 * they asked) that is then large and in view gets it, and `onClaimed` runs with its box; the
 * others hear nothing. Nothing is measured once the claim is taken. Returns a function that
 * withdraws the request.
 */
export function requestHighPriority(
  element: Element,
  measure: () => DOMRectReadOnly,
  onClaimed: (box: DOMRectReadOnly) => void,
): () => void {
  if (!claimFree()) return () => undefined;
  const request = { element, measure, onClaimed };
  asking.push(request);
  if (asking.length === 1) queueMicrotask(settle);
  return () => {
    asking = asking.filter((other) => other !== request);
  };
}

/** Gives the claim back (the image unmounted), so the next init() can hand it out again. */
export function releaseHighPriority(element: Element): void {
  if (holder === element) holder = null;
}

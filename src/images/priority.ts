// The first large image in the viewport is likely the page's largest contentful paint: it is
// fetched with high priority (one per page).

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

/**
 * Gives the claim to `element` when it is free and `box` (read by the lazy images' observer, as the
 * frame laid the page out: no layout of its own) is large and in view. The observer reports the
 * images of one frame together, in the order they were observed, so the first such image wins.
 */
export function claimHighPriority(element: Element, box: DOMRectReadOnly): boolean {
  if (!claimFree()) return false;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  if (!isLargeInViewport(box, viewport)) return false;
  holder = element;
  return true;
}

/** Whether the claim is still free (its holder gone from the page frees it). */
function claimFree(): boolean {
  return !holder || !holder.isConnected;
}

/** Gives the claim back (the image unmounted), so the next init() can hand it out again. */
export function releaseHighPriority(element: Element): void {
  if (holder === element) holder = null;
}

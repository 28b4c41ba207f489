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

/**
 * True for the first image that asks while it is large and in view; it keeps the claim. The box
 * is measured (a layout) only while the claim is free.
 */
export function claimHighPriority(
  element: Element,
  measure: () => DOMRectReadOnly,
  viewport: Viewport,
): boolean {
  if (holder && holder.isConnected) return false;
  if (!isLargeInViewport(measure(), viewport)) return false;
  holder = element;
  return true;
}

/** Gives the claim back (the image unmounted), so the next init() can hand it out again. */
export function releaseHighPriority(element: Element): void {
  if (holder === element) holder = null;
}

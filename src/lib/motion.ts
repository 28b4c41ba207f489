const QUERY = '(prefers-reduced-motion: reduce)';

/** The reduced-motion media query, where the browser has matchMedia. */
export function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

/** True when the visitor asked for less motion: no autoplay, no tweens. */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

/** The query flag that turns motion off on a page (`?nomotion=true`, widgets.md section 2). */
export const NO_MOTION_FLAG = 'nomotion';

/** True when the page URL carries nomotion=true. */
export function noMotionRequested(location: Pick<Location, 'search'> = window.location): boolean {
  return new URLSearchParams(location.search).get(NO_MOTION_FLAG) === 'true';
}

/**
 * Whether moving content may move on its own: not when the visitor asked for less motion, nor on
 * a page opened with nomotion=true. (Each family adds the site's own setting where it has one.)
 */
export function motionAllowed(location: Pick<Location, 'search'> = window.location): boolean {
  return !prefersReducedMotion() && !noMotionRequested(location);
}

/**
 * Calls `change` with whether motion is allowed whenever the visitor's reduced-motion preference
 * changes, until `signal` aborts.
 */
export function onMotionChange(change: (allowed: boolean) => void, signal: AbortSignal): void {
  reducedMotionQuery()?.addEventListener('change', () => change(motionAllowed()), { signal });
}

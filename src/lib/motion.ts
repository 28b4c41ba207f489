const QUERY = '(prefers-reduced-motion: reduce)';

/** The reduced-motion media query, where the browser has matchMedia. */
export function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

/** True when the visitor asked for less motion: no autoplay, no tweens. */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

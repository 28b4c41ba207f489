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

/**
 * Runs `move` while motion is allowed, with a signal that aborts once it is not (the visitor came
 * to prefer reduced motion), then calls `still`; starts again if motion is welcome again. Until
 * `signal` aborts.
 */
export function whileMotionAllowed(
  move: (signal: AbortSignal) => void,
  still: () => void,
  signal: AbortSignal,
): void {
  let moving: AbortController | null = null;
  const start = () => {
    if (moving || signal.aborted || !motionAllowed()) return;
    const current = new AbortController();
    moving = current;
    signal.addEventListener('abort', () => current.abort(), { once: true });
    move(current.signal);
  };
  onMotionChange((allowed) => {
    if (allowed) start();
    else if (moving) {
      moving.abort();
      moving = null;
      still();
    }
  }, signal);
  start();
}

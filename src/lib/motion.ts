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

/**
 * The shared animation defaults (widgets.md section 9: "Animation default duration 0.3 s in one
 * helper and 0.5 s in another"): `quick` for what answers a visitor's action (a fade, a popup),
 * `slow` for what moves across the screen (a slide). In seconds, as the spec gives them.
 */
export const ANIMATION_DURATION_S = { quick: 0.3, slow: 0.5 } as const;

export type AnimationPace = keyof typeof ANIMATION_DURATION_S;

/** widgets.md section 9, "Scalable hide scale 0.94": what a scaled-out element shrinks to. */
export const HIDDEN_SCALE = 0.94;

/**
 * How long to animate, in milliseconds: the shared default of `pace`, or 0 for a visitor who asked
 * for less motion (the change then shows at once, its end state unchanged).
 */
export function animationDurationMs(pace: AnimationPace = 'quick'): number {
  return prefersReducedMotion() ? 0 : ANIMATION_DURATION_S[pace] * 1000;
}

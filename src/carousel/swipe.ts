// What a drag on a carousel means, by the spec's touch rules (widgets.md section 9, "Gallery"):
// a swipe is at least 50 px of travel within 250 ms (src/lib/touch.ts decides that), or, for a
// slower press, a drag past a third of the width; a tap moves at most 1 px. Embla follows the
// pointer while it is down; on release this decides where it settles, so a gentle slow drag past a
// third still turns the slide.
import { TOUCH_RULES, touchAction } from '../lib/touch';

export const SWIPE_RULES = {
  /** Touch swipe: at least this much horizontal travel… */
  minTravelPx: TOUCH_RULES.swipeMinPx,
  /** …within this long (also the slow-press threshold). */
  maxQuickMs: TOUCH_RULES.swipeMaxMs,
  /** A slower drag turns the slide once it passes this share of the width. */
  widthShare: 1 / 3,
  /** A tap is at most this much movement (also embla's click threshold). */
  tapPx: TOUCH_RULES.tapMaxPx,
} as const;

export type SwipeOutcome = 'next' | 'previous' | 'stay' | 'tap';

export interface SwipeGesture {
  /** Travel from press to release, in CSS pixels (right and down are positive). */
  dx: number;
  dy: number;
  durationMs: number;
  /** The carousel's visible width. */
  width: number;
}

export function swipeOutcome({ dx, dy, durationMs, width }: SwipeGesture): SwipeOutcome {
  const action = touchAction({ dx, dy, durationMs });
  if (action === 'tapped') return 'tap';
  // Mostly vertical: the page scrolls, the slide stays.
  if (Math.abs(dx) < Math.abs(dy)) return 'stay';
  // Dragging leftwards brings the next slide in.
  if (action === 'swipeLeft') return 'next';
  if (action === 'swipeRight') return 'previous';
  const far = width > 0 && Math.abs(dx) >= width * SWIPE_RULES.widthShare;
  if (!far) return 'stay';
  return dx < 0 ? 'next' : 'previous';
}

/** The snap a swipe from `start` settles on, among `count` snaps. */
export function swipeTarget(
  outcome: Exclude<SwipeOutcome, 'tap'>,
  start: number,
  count: number,
  loop: boolean,
): number {
  if (outcome === 'stay' || count <= 0) return start;
  const step = outcome === 'next' ? 1 : -1;
  const target = start + step;
  if (loop) return (target + count) % count;
  return Math.min(Math.max(target, 0), count - 1);
}

/**
 * widgets.md section 9, "Swipe": "animation 0.28 s", and "Slide-swipe easing duration clamped 0.2
 * to 0.4 s under 767 px, 0.3 to 0.5 s wider".
 */
export const SWIPE_TIMING = {
  animationS: 0.28,
  narrowBelowPx: 767,
  narrow: { min: 0.2, max: 0.4 },
  wide: { min: 0.3, max: 0.5 },
} as const;

/**
 * How long a released swipe takes to settle, in seconds: the distance left at the speed the
 * finger had (the spec's 0.28 s when the speed is unknown or nil), clamped to the range of the
 * viewport's width.
 */
export function swipeEasingSeconds(
  remainingPx: number,
  speedPxPerS: number,
  viewportWidth: number,
): number {
  const range =
    viewportWidth < SWIPE_TIMING.narrowBelowPx ? SWIPE_TIMING.narrow : SWIPE_TIMING.wide;
  const travel = Math.abs(remainingPx) / Math.abs(speedPxPerS);
  const seconds = Number.isFinite(travel) && travel > 0 ? travel : SWIPE_TIMING.animationS;
  return Math.min(range.max, Math.max(range.min, seconds));
}

// When a carousel may rotate on its own (widgets.md section 4, Gallery; a11y checklist, Carousel).
import { asNumberIn } from '../lib/coerce';
import { AUTOPLAY_SECONDS } from '../lib/markup-limits';
import { NO_MOTION_FLAG, noMotionRequested, prefersReducedMotion } from '../lib/motion';

/** Widget default when the data gives no seconds (widgets.md section 9). */
export const DEFAULT_AUTOPLAY_MS = 5000;

/**
 * widgets.md section 9: "Another autoplay default pair: timeout 1000, resume 1000". The spec does
 * not say which gallery it belongs to. Every carousel of ours that rotates is given its time by
 * its data (the gallery block's seconds, DEFAULT_AUTOPLAY_MS when it gives none; the 7.1
 * sections' the same), so the pair's timeout has no taker here; its resume time is the wait
 * before the next slide once a pause ends (a pointer leaving the carousel, a video that played;
 * widgets.md section 4: "It resumes after the video state ends"), which the spec gives nowhere
 * else, for every carousel.
 */
export const AUTOPLAY_RESUME_MS = 1000;

/** The query flag that forces autoplay off (`?nomotion=true`). */
export { NO_MOTION_FLAG };

/**
 * Block data gives seconds, kept between 1 and 60 (a carousel turning every millisecond would
 * keep the page busy); anything unusable falls back to the widget default.
 */
export function autoplayDelayMs(seconds: unknown): number {
  return Math.round(asNumberIn(seconds, AUTOPLAY_SECONDS, DEFAULT_AUTOPLAY_MS / 1000) * 1000);
}

export interface AutoplayEnvironment {
  /** The visitor asked for less motion (prefers-reduced-motion: reduce). */
  reducedMotion: boolean;
  /** The page URL carries nomotion=true. */
  noMotion: boolean;
}

/** The environment of this page now. */
export function autoplayEnvironment(location: Pick<Location, 'search'> = window.location) {
  return {
    reducedMotion: prefersReducedMotion(),
    noMotion: noMotionRequested(location),
  };
}

/** Whether a carousel whose data asks for autoplay may offer it at all. */
export function autoplayAllowed(requested: boolean, environment: AutoplayEnvironment): boolean {
  return requested && !environment.reducedMotion && !environment.noMotion;
}

export interface RotationState {
  allowed: boolean;
  /** The visitor's (or keyboard focus's) choice: false once stopped, until started again. */
  rotating: boolean;
  /** A mouse or pen over the carousel (touch never counts). */
  hovered: boolean;
  /** A video of the carousel is playing. */
  mediaPlaying: boolean;
  /** The carousel has somewhere to go (more slides than fit in view). */
  canMove: boolean;
}

/** Whether the rotation timer runs now. */
export function isRotating(state: RotationState): boolean {
  return state.allowed && state.rotating && !state.hovered && !state.mediaPlaying && state.canMove;
}

/**
 * How long until the next slide: the resume time right after a pause ended (never longer than
 * the carousel's own time), the full time otherwise.
 */
export function rotationDelayMs(autoplayMs: number, resumeMs: number, afterPause: boolean): number {
  if (!afterPause || !Number.isFinite(resumeMs) || resumeMs < 0) return autoplayMs;
  return Math.min(resumeMs, autoplayMs);
}

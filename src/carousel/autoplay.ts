// When a carousel may rotate on its own (widgets.md section 4, Gallery; a11y checklist, Carousel).
import { asNumberIn } from '../lib/coerce';
import { AUTOPLAY_SECONDS } from '../lib/markup-limits';
import { NO_MOTION_FLAG, noMotionRequested, prefersReducedMotion } from '../lib/motion';

/** Widget default when the data gives no seconds (widgets.md section 9). */
export const DEFAULT_AUTOPLAY_MS = 5000;

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

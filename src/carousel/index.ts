// The shared carousel (WAI-ARIA APG carousel on embla), for galleries and summaries. The `carousel`
// pack bundles it with embla and puts it on SiteRuntime.shared (key `carousel`, see
// scripts/build.mjs): two packs on one page use one copy.
import './carousel.css';

export {
  Carousel,
  type CarouselControls,
  type CarouselProps,
  type CarouselThumbnail,
} from './Carousel';
export {
  AUTOPLAY_RESUME_MS,
  autoplayAllowed,
  autoplayDelayMs,
  autoplayEnvironment,
  DEFAULT_AUTOPLAY_MS,
  isRotating,
  NO_MOTION_FLAG,
  rotationDelayMs,
  type AutoplayEnvironment,
  type RotationState,
} from './autoplay';
export {
  arrowDirection,
  createThrottle,
  isTypingTarget,
  KEY_THROTTLE_MS,
  type Direction,
} from './keyboard';
export { CAROUSEL_SLIDES_PER_ROW, slideLabel, slidesPerWidth } from './per-width';
export { slidesAround } from './preload';
export {
  clickDirection,
  randomOtherIndex,
  STACKED_DEFAULTS,
  STACKED_TRANSITIONS,
  type StackedClickBehavior,
  type StackedTransition,
} from './stacked';
export { swipeEasingSeconds, SWIPE_TIMING } from './swipe';
export {
  readSnapPoints,
  readSwipeBoundary,
  SWIPE_DEFAULTS,
  type SnapPoints,
  type SwipeOptions,
} from './swipe-options';
export { EMBLA_DEFAULT_DURATION, emblaDuration } from './glide';
export { useServerCarousel, type ServerCarousel } from './server-carousel';
export {
  carouselStrings,
  REACHED_BEGINNING_EVENT,
  REACHED_END_EVENT,
  thumbnailLabel,
} from './strings';

// What the effects act on (runtime.md sections 4 and 9, widgets.md sections 3, 4 and 9), as the
// platform's templates mark it: their CSS (../shared/real-pages/assets/) keys on these.

/** Elements the template's global animation style ("fade", "slide"…) brings in on scroll. */
export const SCROLL_IN_SELECTOR = '[data-animation-role]';
/**
 * Blocks with an animation of their own, which the template hides until they get the
 * `animation-loaded` marker (image blocks' `combination-animation-*`, quote blocks').
 */
export const BLOCK_ANIMATION_SELECTOR =
  '.image-block-outer-wrapper[class*="-animation-"], .block-animation';
/** 7.1 sections with an entrance animation: hidden until they get `data-active`. */
export const SECTION_ANIMATION_SELECTOR =
  '.page-section[data-animation]:not([data-animation=""]):not([data-animation="none"])';
/** Text highlights drawn from a block's `script.TextAttributes-props`. */
export const TEXT_EFFECT_SELECTOR = 'script.TextAttributes-props';

export const EFFECTS_SELECTOR = [
  SCROLL_IN_SELECTOR,
  BLOCK_ANIMATION_SELECTOR,
  SECTION_ANIMATION_SELECTOR,
  TEXT_EFFECT_SELECTOR,
].join(', ');

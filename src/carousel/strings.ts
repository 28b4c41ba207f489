// The carousel's own control labels (WAI-ARIA APG carousel pattern).
export const carouselStrings = {
  previous: 'Previous slide',
  next: 'Next slide',
  stopRotation: 'Stop slide rotation',
  startRotation: 'Start slide rotation',
  slideRoleDescription: 'slide',
  carouselRoleDescription: 'carousel',
} as const;

/** DOM events a carousel dispatches on its region (they bubble). */
export const REACHED_END_EVENT = 'sr-carousel:reached-end';
export const REACHED_BEGINNING_EVENT = 'sr-carousel:reached-beginning';

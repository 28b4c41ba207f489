// The carousel's own control labels (WAI-ARIA APG carousel pattern).
export const carouselStrings = {
  previous: 'Previous slide',
  next: 'Next slide',
  stopRotation: 'Stop slide rotation',
  startRotation: 'Start slide rotation',
  slideRoleDescription: 'slide',
  carouselRoleDescription: 'carousel',
  thumbnails: 'Choose a slide',
} as const;

/** DOM events a carousel dispatches on its region (they bubble). */
export const REACHED_END_EVENT = 'sr-carousel:reached-end';
export const REACHED_BEGINNING_EVENT = 'sr-carousel:reached-beginning';

/** A thumbnail button's name: the image's alt, else its place ("Show slide 2 of 5"). */
export function thumbnailLabel(index: number, count: number, alt: string): string {
  const name = alt.trim();
  return name ? `Show ${name}` : `Show slide ${index + 1} of ${count}`;
}

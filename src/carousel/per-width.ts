// Carousel slides per row by width (widgets.md section 9: 3 per row; 2 below 480 px, 3 below 724 px).

export const CAROUSEL_SLIDES_PER_ROW = 3;
const NARROW = 480;
const MEDIUM = 724;

/** How many slides show side by side at `width` when the data asks for `perRow`. */
export function slidesPerWidth(perRow: number, width: number): number {
  const wanted =
    Number.isFinite(perRow) && perRow >= 1 ? Math.floor(perRow) : CAROUSEL_SLIDES_PER_ROW;
  if (width < NARROW) return Math.min(wanted, 2);
  if (width < MEDIUM) return Math.min(wanted, 3);
  return wanted;
}

/** The media queries at which the count can change. */
export const PER_WIDTH_QUERIES = {
  narrow: `(max-width: ${NARROW - 0.02}px)`,
  medium: `(max-width: ${MEDIUM - 0.02}px)`,
} as const;

/** The slide label the a11y checklist asks for: "3 of 10". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

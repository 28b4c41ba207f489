// Where each slide of a list carousel sits, in slide widths from the first visible place: the
// visible ones at 0 … perView - 1, the others beyond either edge. In an infinite carousel the
// slides wrap, so the one before the first shows at -1 (beside an adjacent-slide edge) rather
// than at the far end.

/** The first slide a carousel of `count` slides, `perView` visible, may start from: the last page. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** Each slide's place relative to `current`, wrapped in an infinite carousel. */
export function slidePositions(
  count: number,
  current: number,
  perView: number,
  infinite: boolean,
): number[] {
  return Array.from({ length: count }, (_, index) => {
    const place = index - current;
    if (!infinite || count <= perView) return place;
    // Wrapped into -1 … count - 2: one slide stays ready on the left.
    return ((((place + 1) % count) + count) % count) - 1;
  });
}

/** The slide to start from after moving `step` (±1) from `current`. */
export function nextStart(
  current: number,
  step: number,
  count: number,
  perView: number,
  infinite: boolean,
): number {
  if (count <= perView) return 0;
  if (infinite) return (((current + step) % count) + count) % count;
  return Math.min(lastStart(count, perView), Math.max(0, current + step));
}

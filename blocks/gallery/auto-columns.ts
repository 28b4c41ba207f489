// How many columns an autocolumns or autogrid gallery draws (widgets.md section 9: "column width
// behaviour min (floor) or max (ceil)"). With `min`, columnWidth is the columns' least width: as
// many as fit, the count rounded down (what CSS `column-width` and `auto-fill` do by themselves,
// gallery.css). With `max`, it is their greatest: the count rounded up, worked out here and again
// when the window's size changes.
import type { ColumnWidthBehavior } from './read-gallery';

/** Never more columns than this, however wide the page or narrow the columns. */
export const MAX_AUTO_COLUMNS = 100;

/**
 * The number of columns `columnWidth` wide, `gap` apart, in `width` pixels: rounded down for `min`,
 * up for `max`; at least 1.
 */
export function autoColumnCount(
  width: number,
  columnWidth: number,
  gap: number,
  behavior: ColumnWidthBehavior,
): number {
  if (!(width > 0) || !(columnWidth > 0)) return 1;
  const room = Math.max(0, gap);
  const fit = (width + room) / (columnWidth + room);
  // A width that holds exactly n columns is n under either rule (not n + 1 for a rounding error).
  const count = behavior === 'max' ? Math.ceil(fit - 1e-9) : Math.floor(fit + 1e-9);
  return Math.min(MAX_AUTO_COLUMNS, Math.max(1, count));
}

// Where each item of a gallery section goes, computed from the images' proportions alone (and
// the captions' heights), so every box is known before any image arrives. Pure: no DOM.
import type { GalleryKind, GalleryLayoutProps, ItemBox, Layout } from './gallery-box';

/**
 * Up to this viewport width the platform draws two columns (its masonry images say so in their
 * `sizes`: `(max-width:768px)49.5vw,32.67vw`, which also shows a gutter of 20 as 1vw).
 */
export const NARROW_VIEWPORT = 768;

/** What a layout needs of each item. */
export interface LayoutItem {
  /** Width over height of the image. */
  ratio: number;
  /** Height of the caption under the frame at the item's width (0: none). */
  captionHeight: number;
}

export interface LayoutSpace {
  /** The wrapper's width in CSS pixels. */
  width: number;
  /** The viewport's width: the gutter and the column count follow it. */
  viewportWidth: number;
}

/** The platform's gutter unit: 20 is 1 % of the viewport's width. */
export function gutterPixels(gutter: number, viewportWidth: number): number {
  return (gutter / 20) * (viewportWidth / 100);
}

/** Columns at this viewport width: the props' count, at most two on narrow screens. */
export function columnCount(numColumns: number, viewportWidth: number): number {
  const columns = Math.max(1, Math.round(numColumns));
  return viewportWidth <= NARROW_VIEWPORT ? Math.min(2, columns) : columns;
}

/** Each item in the shortest column (the leftmost of equals), in order: the platform's masonry. */
export function masonryLayout(
  items: readonly LayoutItem[],
  columns: number,
  gap: number,
  width: number,
): Layout {
  const columnWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const heights = Array<number>(columns).fill(0);
  const boxes = items.map(({ ratio, captionHeight }) => {
    const column = heights.indexOf(Math.min(...heights));
    const height = columnWidth / ratio;
    const box = {
      left: column * (columnWidth + gap),
      top: heights[column] ?? 0,
      width: columnWidth,
      height,
    };
    heights[column] = box.top + height + captionHeight + gap;
    return box;
  });
  return { boxes, height: Math.max(0, Math.max(...heights) - gap) };
}

/** Rows of `columns` frames of one proportion (or each image's own, the row as high as its tallest). */
export function gridLayout(
  items: readonly LayoutItem[],
  columns: number,
  gap: number,
  width: number,
  aspectRatio: number | null,
): Layout {
  const columnWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const boxes: ItemBox[] = [];
  let top = 0;
  for (let start = 0; start < items.length; start += columns) {
    const row = items.slice(start, start + columns);
    let rowHeight = 0;
    row.forEach(({ ratio, captionHeight }, index) => {
      const height = columnWidth / (aspectRatio ?? ratio);
      boxes.push({ left: index * (columnWidth + gap), top, width: columnWidth, height });
      rowHeight = Math.max(rowHeight, height + captionHeight);
    });
    top += rowHeight + gap;
  }
  return { boxes, height: Math.max(0, top - gap) };
}

/**
 * Justified rows: items join a row at the target height until the row is as wide as the space,
 * then the row is scaled to fill it exactly. The last, unfilled row keeps the target height.
 */
export function stripsLayout(
  items: readonly LayoutItem[],
  rowHeight: number,
  gap: number,
  width: number,
): Layout {
  const boxes: ItemBox[] = [];
  let top = 0;
  let row: LayoutItem[] = [];
  const placeRow = (height: number) => {
    let left = 0;
    let tallest = 0;
    for (const { ratio, captionHeight } of row) {
      const itemWidth = height * ratio;
      boxes.push({ left, top, width: itemWidth, height });
      left += itemWidth + gap;
      tallest = Math.max(tallest, height + captionHeight);
    }
    top += tallest + gap;
    row = [];
  };
  let ratios = 0;
  for (const item of items) {
    row.push(item);
    ratios += item.ratio;
    const gaps = gap * (row.length - 1);
    if (ratios * rowHeight + gaps >= width) {
      placeRow((width - gaps) / ratios);
      ratios = 0;
    }
  }
  if (row.length > 0) placeRow(rowHeight);
  return { boxes, height: Math.max(0, top - gap) };
}

/** The layout of a section of `kind` in `space`. */
export function layoutFor(
  kind: GalleryKind,
  props: GalleryLayoutProps,
  items: readonly LayoutItem[],
  { width, viewportWidth }: LayoutSpace,
): Layout {
  const gap = gutterPixels(props.gutter, viewportWidth);
  const columns = columnCount(props.numColumns, viewportWidth);
  switch (kind) {
    case 'masonry':
      return masonryLayout(items, columns, gap, width);
    case 'grid':
      return gridLayout(items, columns, gap, width, props.aspectRatio);
    case 'strips':
      // Half the row height on narrow screens, so a row holds more than one portrait image.
      return stripsLayout(
        items,
        viewportWidth <= NARROW_VIEWPORT ? props.rowHeight / 2 : props.rowHeight,
        gap,
        width,
      );
  }
}

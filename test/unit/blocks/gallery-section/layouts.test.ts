// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  columnCount,
  gridLayout,
  gutterPixels,
  layoutFor,
  masonryLayout,
  stripsLayout,
} from '../../../../src/boxes/gallery-layouts';
import type { GalleryProps } from '../../../../blocks/gallery-section/types';

const items = (...ratios: number[]) => ratios.map((ratio) => ({ ratio, captionHeight: 0 }));

describe('Gallery sections: masonry placement', () => {
  it('puts each item in the shortest column, the leftmost of equals', () => {
    // Columns 100 wide with a gap of 10: heights 50 (2:1), 200 (1:2), 100 (1:1)...
    const { boxes, height } = masonryLayout(items(2, 0.5, 1, 1, 2), 3, 10, 320);
    expect(boxes.map(({ left, top, width }) => ({ left, top, width }))).toEqual([
      { left: 0, top: 0, width: 100 },
      { left: 110, top: 0, width: 100 },
      { left: 220, top: 0, width: 100 },
      // Column 0 ends at 50 (+10 gap), the shortest.
      { left: 0, top: 60, width: 100 },
      // Column 2 ends at 110, column 0 at 170, column 1 at 210.
      { left: 220, top: 110, width: 100 },
    ]);
    expect(boxes.map((box) => box.height)).toEqual([50, 200, 100, 100, 50]);
    // The tallest column: 0 + 200 in column 1.
    expect(height).toBe(200);
  });

  it('counts a caption under the frame before the next item of the column', () => {
    const { boxes, height } = masonryLayout(
      [
        { ratio: 1, captionHeight: 30 },
        { ratio: 1, captionHeight: 0 },
        { ratio: 1, captionHeight: 0 },
      ],
      2,
      10,
      210,
    );
    expect(boxes[2]).toEqual({ left: 110, top: 110, width: 100, height: 100 });
    expect(height).toBe(210);
  });

  it('has two columns on narrow screens, the props count on wide ones', () => {
    expect(columnCount(3, 1280)).toBe(3);
    expect(columnCount(3, 768)).toBe(2);
    expect(columnCount(1, 375)).toBe(1);
    expect(columnCount(0, 1280)).toBe(1);
  });

  it('turns the gutter into pixels: 20 is 1 % of the viewport', () => {
    expect(gutterPixels(20, 1280)).toBeCloseTo(12.8);
    expect(gutterPixels(0, 1280)).toBe(0);
  });

  it('changes the column count with the viewport (what resizing does)', () => {
    const props = { numColumns: 3, gutter: 0 } as GalleryProps;
    const wide = layoutFor('masonry', props, items(1, 1, 1, 1), {
      width: 900,
      viewportWidth: 1280,
    });
    const narrow = layoutFor('masonry', props, items(1, 1, 1, 1), {
      width: 600,
      viewportWidth: 600,
    });
    expect(new Set(wide.boxes.map((box) => box.left)).size).toBe(3);
    expect(new Set(narrow.boxes.map((box) => box.left))).toEqual(new Set([0, 300]));
  });
});

describe('Gallery sections: grid and strips', () => {
  it('grid: rows of frames of one proportion', () => {
    const { boxes, height } = gridLayout(items(2, 0.5, 1, 1), 3, 10, 320, 4 / 3);
    expect(boxes.map(({ left, top, height: h }) => [left, top, h])).toEqual([
      [0, 0, 75],
      [110, 0, 75],
      [220, 0, 75],
      [0, 85, 75],
    ]);
    expect(height).toBe(160);
  });

  it('strips: each full row fills the width exactly; the last keeps the target height', () => {
    const { boxes } = stripsLayout(items(1, 1, 1, 2, 1), 100, 10, 250);
    // 1 + 1 at 100 high with a gap is 210 < 250; the third makes 320: the row is scaled to fit.
    const firstRow = boxes.slice(0, 3);
    const rowHeight = (250 - 20) / 3;
    expect(firstRow.every((box) => box.top === 0 && box.height === rowHeight)).toBe(true);
    const last = firstRow[2];
    expect((last?.left ?? 0) + (last?.width ?? 0)).toBeCloseTo(250);
    // 2 + 1 at 100 high: 310 >= 250, scaled again; nothing is left for a last row.
    expect(boxes[3]?.top).toBeCloseTo(rowHeight + 10);
    expect((boxes[4]?.left ?? 0) + (boxes[4]?.width ?? 0)).toBeCloseTo(250);
    const [only] = stripsLayout(items(1), 100, 10, 250).boxes;
    expect(only).toEqual({ left: 0, top: 0, width: 100, height: 100 });
  });

  it('strips: an image wider than the space at the target height gets a row of its own', () => {
    const { boxes } = stripsLayout(items(4, 1), 100, 10, 200);
    expect(boxes[0]).toEqual({ left: 0, top: 0, width: 200, height: 50 });
    expect(boxes[1]).toEqual({ left: 0, top: 60, width: 100, height: 100 });
  });
});

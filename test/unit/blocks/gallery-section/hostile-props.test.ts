import { describe, expect, it, vi } from 'vitest';
import { layoutFor, type LayoutItem } from '../../../../src/boxes/gallery-layouts';
import { readGalleryProps } from '../../../../blocks/gallery-section/read-props';

// Issue 17, row 5: a masonry section whose data-props asked for 100,000 columns over 1,500 items
// took 16 s to lay out, and larger counts threw. Numbers from markup are bounded.

function section(props: Record<string, unknown>): HTMLElement {
  document.body.innerHTML = `<div data-controller="GalleryMasonry" data-section-id="s1"></div>`;
  const element = document.body.firstElementChild as HTMLElement;
  element.setAttribute('data-props', JSON.stringify(props));
  return element;
}

const ITEMS: LayoutItem[] = Array.from({ length: 1500 }, (_, index) => ({
  ratio: [1.5, 0.75, 1][index % 3] as number,
  captionHeight: 0,
}));

const SPACE = { width: 1200, viewportWidth: 1280 };

describe('a gallery section with absurd numbers in its data-props (issue 17, row 5)', () => {
  it('draws 1,500 items in at most 12 columns, however many it asks for', () => {
    for (const numColumns of [100_000, 1e7, Number.MAX_VALUE, '1e9']) {
      const props = readGalleryProps(section({ numColumns }));
      const { boxes, height } = layoutFor('masonry', props, ITEMS, SPACE);
      const columns = new Set(boxes.map((box) => box.left));
      expect(columns.size, String(numColumns)).toBe(12);
      expect(
        boxes.every((box) => box.width > 80),
        String(numColumns),
      ).toBe(true);
      expect(Number.isFinite(height)).toBe(true);
    }
  });

  it('keeps rows, gutters and autoplay within sane bounds; nonsense takes the defaults', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      readGalleryProps(
        section({ rowHeight: 1e9, gutter: 1e9, autoplayDuration: 1e12, numColumns: 4 }),
      ),
    ).toMatchObject({ rowHeight: 2000, gutter: 100, autoplayDuration: 60, numColumns: 4 });
    expect(
      readGalleryProps(section({ rowHeight: 5, gutter: 0, autoplayDuration: 0.001 })),
    ).toMatchObject({ rowHeight: 20, gutter: 0, autoplayDuration: 1 });
    expect(
      readGalleryProps(
        section({ rowHeight: -1, gutter: 'wide', autoplayDuration: -3, numColumns: 0 }),
      ),
    ).toMatchObject({ rowHeight: 250, gutter: 20, autoplayDuration: 5, numColumns: 3 });
  });
});

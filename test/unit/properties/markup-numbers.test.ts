import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFields, readFormats } from '../../../blocks/form/read-fields';
import { readGalleryProps } from '../../../blocks/gallery-section/read-props';
import { readSlideshowProps } from '../../../blocks/gallery-slideshow/read-slideshow';
import { readGalleryData } from '../../../blocks/gallery/read-gallery';
import { readSummaryData } from '../../../blocks/summary/read-summary';
import { readVideoBlock } from '../../../blocks/video/read-video-block';
import { fixtureBlock, galleryBlock } from '../blocks/gallery/gallery-markup';
import { disableFrameLoading } from '../support/no-frame-loading';

// Issue 17: every number read from markup (columns, gutters, items per row, sizes, autoplay
// intervals) lands in a sane range, whatever the markup says: huge, tiny, negative, not finite,
// or a numeric string. Nonsense (unreadable, zero or below the range) gives the default; too much
// gives the largest sane value. The ranges are ours (the spec gives defaults, not limits).

beforeAll(disableFrameLoading);

/** Any number a JSON attribute can carry, as a number or as a string. */
const markupNumber = fc.oneof(
  fc.double({ noNaN: true }),
  fc.integer(),
  fc.constantFrom(0, -1, 1e-9, 1e9, 1e308, Number.MAX_SAFE_INTEGER, 100_000),
  fc.double({ noNaN: true }).map(String),
  fc.constantFrom('1e9', 'Infinity', '-Infinity', 'NaN', '', 'wide'),
);

function within(value: number | null | undefined, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

const SAMPLE = { numRuns: 60 };

describe('numbers from markup stay in range (issue 17)', () => {
  it('gallery sections: 1-12 columns, rows 20-2000 px, gutter 0-100, autoplay 1-60 s', () => {
    document.body.innerHTML = '<div data-controller="GalleryMasonry" data-section-id="s"></div>';
    const element = document.body.firstElementChild as HTMLElement;
    fc.assert(
      fc.property(markupNumber, markupNumber, markupNumber, markupNumber, (a, b, c, d) => {
        element.setAttribute(
          'data-props',
          JSON.stringify({ numColumns: a, rowHeight: b, gutter: c, autoplayDuration: d }),
        );
        const props = readGalleryProps(element);
        expect(within(props.numColumns, 1, 12) && Number.isInteger(props.numColumns)).toBe(true);
        expect(within(props.rowHeight, 20, 2000)).toBe(true);
        expect(within(props.gutter, 0, 100)).toBe(true);
        expect(within(props.autoplayDuration, 1, 60)).toBe(true);
      }),
      SAMPLE,
    );
  });

  it('slideshow sections: autoplay every 1-60 s, gutter 0-100', () => {
    document.body.innerHTML = '<div data-controller="GalleryReel" data-section-id="s"></div>';
    const element = document.body.firstElementChild as HTMLElement;
    fc.assert(
      fc.property(markupNumber, markupNumber, (seconds, gutter) => {
        element.setAttribute(
          'data-props',
          JSON.stringify({ autoplay: true, autoplayDuration: seconds, gutter }),
        );
        const props = readSlideshowProps(element);
        expect(within(props.autoplayMs, 1000, 60_000)).toBe(true);
        expect(within(props.gutter, 0, 100)).toBe(true);
      }),
      SAMPLE,
    );
  });

  it('gallery blocks: 1-12 per row, gaps 0-200 px, columns 20-2000 px, strip and autoplay bounded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('carousel', 'grid', 'slideshow', 'autocolumns', 'list'),
        fc.array(markupNumber, { minLength: 8, maxLength: 8 }),
        (design, [perRow, padding, columnWidth, list, duration, height, margin, slides]) => {
          const data = readGalleryData(
            galleryBlock({
              design,
              'thumbnails-per-row': perRow,
              slidesPerRow: slides,
              padding,
              columnWidth,
              listImageSize: list,
              autoplay: true,
              'autoplay-duration': duration,
              thumbnails: true,
              'thumbnail-strip-height': height,
              'thumbnail-strip-margin': margin,
            }),
          );
          expect(within(data.perRow, 1, 12) && Number.isInteger(data.perRow)).toBe(true);
          expect(within(data.gap, 0, 200)).toBe(true);
          expect(within(data.columnWidth, 20, 2000)).toBe(true);
          expect(within(data.listImageSize, 1, 100)).toBe(true);
          if (data.autoplayMs !== null) expect(within(data.autoplayMs, 1000, 60_000)).toBe(true);
          if (data.thumbnailStrip) {
            expect(within(data.thumbnailStrip.height, 16, 400)).toBe(true);
            expect(within(data.thumbnailStrip.margin, 0, 100)).toBe(true);
          }
        },
      ),
      SAMPLE,
    );
  });

  it('summary blocks: 1-12 per row, columns 20-2000 px, gutter 0-200 px', () => {
    const block = fixtureBlock('summary-7.0.html', 'block-yui_3_17_2_3_1454451851814_16857');
    const json = JSON.parse(block.getAttribute('data-block-json') ?? '{}') as object;
    fc.assert(
      fc.property(markupNumber, markupNumber, markupNumber, markupNumber, (a, b, c, d) => {
        block.setAttribute(
          'data-block-json',
          JSON.stringify({ ...json, slidesPerRow: a, columnWidth: b, gutter: c, listImageSize: d }),
        );
        const data = readSummaryData(block);
        expect(within(data.perRow, 1, 12) && Number.isInteger(data.perRow)).toBe(true);
        expect(within(data.columnWidth, 20, 2000)).toBe(true);
        expect(within(data.gutter, 0, 200)).toBe(true);
        expect(within(data.listImageSize, 1, 100)).toBe(true);
      }),
      SAMPLE,
    );
  });

  it('video blocks: a size of 1-10,000 px or none', () => {
    const block = fixtureBlock('video-7.0.html', 'block-video-vimeo-fill');
    fc.assert(
      fc.property(markupNumber, markupNumber, (width, height) => {
        block.setAttribute(
          'data-block-json',
          JSON.stringify({ url: 'https://vimeo.com/76979871', width, height }),
        );
        const data = readVideoBlock(block);
        for (const size of [data.width, data.height]) {
          expect(size === null || within(size, 1, 10_000)).toBe(true);
        }
      }),
      SAMPLE,
    );
  });

  it('form fields: a character limit of 0-100,000, formatted parts of 0-100 characters', () => {
    fc.assert(
      fc.property(markupNumber, markupNumber, (maxLength, length) => {
        const [field] = readFields([{ type: 'textarea', id: 'message', maxLength }]);
        expect(within(field?.maxLength, 0, 100_000) && Number.isInteger(field?.maxLength)).toBe(
          true,
        );
        const formats = readFormats({
          initialPhoneFormat: { fields: [{ type: 'FIELD', identifier: 'Area', length }] },
        });
        const [part] = formats.phoneParts;
        expect(within(part?.length, 0, 100) && Number.isInteger(part?.length)).toBe(true);
      }),
      SAMPLE,
    );
  });
});

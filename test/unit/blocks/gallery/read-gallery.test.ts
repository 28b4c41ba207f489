import { beforeAll, describe, expect, it } from 'vitest';
import {
  GALLERY_ERRORS,
  readGalleryData,
  slideIndexFromHash,
} from '../../../../blocks/gallery/read-gallery';
import { aspectRatioOf } from '../../../../src/lib/gallery-aspect';
import { BlockSkip } from '../../../../src/runtime/types';
import { fixtureBlock, galleryBlock, REAL_GALLERY_ID } from './gallery-markup';
import { disableFrameLoading } from '../../support/no-frame-loading';

// Reading a video slide parses its embed HTML, whose frame happy-dom would otherwise load.
beforeAll(disableFrameLoading);

function skipReason(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof BlockSkip) return error.message;
    throw error;
  }
  throw new Error('the block was not skipped');
}

describe('readGalleryData', () => {
  it('reads the real 7.0 gallery: stacked, no lightbox, three image slides with ids', () => {
    const data = readGalleryData(fixtureBlock('gallery-7.0.html', REAL_GALLERY_ID));
    expect(data.design).toBe('stacked');
    expect(data.layout).toBe('stacked');
    expect(data.lightbox).toBe(false);
    expect(data.gap).toBe(10);
    expect(data.autoplayMs).toBeNull();
    expect(data.slides.map((slide) => [slide.id, slide.type, slide.dimensions])).toEqual([
      ['577152bb5016e160e907ce94', 'image', { width: 2448, height: 2448 }],
      ['5772c5bac534a5ec1dc2e3ca', 'image', { width: 2000, height: 1333 }],
      ['5772c5d9c534a5ec1dc2e56c', 'image', { width: 3430, height: 3430 }],
    ]);
    expect(data.slides[1]?.alt).toBe('Bild Make up Brenner .jpeg');
    expect(data.slides[0]?.image?.settings.source).toMatch(/IMG_8535\.JPG$/);
    // Never the <noscript> copy.
    expect(data.slides.every((slide) => !slide.image?.image.closest('noscript'))).toBe(true);
  });

  it('skips bad JSON with the spec message, and a block without JSON with the other one', () => {
    expect(skipReason(() => readGalleryData(galleryBlock('{"design":"grid",')))).toBe(
      'Error decoding gallery block data.',
    );
    expect(GALLERY_ERRORS.decoding).toBe('Error decoding gallery block data.');
    expect(skipReason(() => readGalleryData(galleryBlock(undefined)))).toBe(
      'Error evaluating gallery block data.',
    );
    expect(skipReason(() => readGalleryData(galleryBlock('[1,2]')))).toBe(
      'Error evaluating gallery block data.',
    );
  });

  it('skips a design it does not know, by name', () => {
    expect(skipReason(() => readGalleryData(galleryBlock({ design: 'kaleidoscope' })))).toBe(
      'Gallery design "kaleidoscope" not found',
    );
  });

  it('maps the 8 designs to their layouts (slideshow is base, slider is strip)', () => {
    const layouts = Object.fromEntries(
      ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list'].map(
        (design) => [design, readGalleryData(galleryBlock({ design })).layout],
      ),
    );
    expect(layouts).toEqual({
      stacked: 'stacked',
      slider: 'strip',
      slideshow: 'base',
      grid: 'grid',
      autogrid: 'autogrid',
      autocolumns: 'autocolumns',
      carousel: 'carousel',
      list: 'list',
    });
  });

  it('gives grids square frames, carousels the data ratio, stacks and columns none', () => {
    const ratio = (json: Record<string, unknown>) => readGalleryData(galleryBlock(json)).frameRatio;
    expect(ratio({ design: 'grid' })).toBe(1);
    expect(ratio({ design: 'grid', 'square-thumbs': false, 'aspect-ratio': 'widescreen' })).toBe(
      16 / 9,
    );
    expect(ratio({ design: 'carousel', imageAspectRatio: 1.5 })).toBe(1.5);
    expect(ratio({ design: 'carousel', imageAspectRatio: 'Auto' })).toBe(1);
    expect(ratio({ design: 'stacked', imageAspectRatio: 1.5 })).toBeNull();
    expect(ratio({ design: 'autocolumns' })).toBeNull();
    expect(aspectRatioOf({ imageAspectRatio: '0.75' })).toBe(0.75);
  });

  it('takes the spec defaults: grid 4 per row and padding 20, carousel 3, columns 250 wide', () => {
    const grid = readGalleryData(galleryBlock({ design: 'grid' }));
    expect([grid.perRow, grid.gap]).toEqual([4, 20]);
    const carousel = readGalleryData(galleryBlock({ design: 'carousel' }));
    expect(carousel.perRow).toBe(3);
    expect(readGalleryData(galleryBlock({ design: 'carousel', slidesPerRow: 5 })).perRow).toBe(5);
    expect(readGalleryData(galleryBlock({ design: 'autogrid' })).columnWidth).toBe(250);
  });

  it('reads autoplay seconds for the moving layouts only, and loops the slideshow', () => {
    const slideshow = readGalleryData(
      galleryBlock({ design: 'slideshow', autoplay: true, 'autoplay-duration': 3 }),
    );
    expect(slideshow.autoplayMs).toBe(3000);
    expect(slideshow.loop).toBe(true);
    expect(readGalleryData(galleryBlock({ design: 'carousel', autoplay: true })).autoplayMs).toBe(
      5000,
    );
    expect(readGalleryData(galleryBlock({ design: 'grid', autoplay: true })).autoplayMs).toBeNull();
    expect(readGalleryData(galleryBlock({ design: 'carousel' })).loop).toBe(false);
  });

  it('reads a slideshow’s thumbnail strip with its height and margin; other designs have none', () => {
    const strip = (json: Record<string, unknown>) =>
      readGalleryData(galleryBlock(json)).thumbnailStrip;
    expect(strip({ design: 'slideshow' })).toBeNull();
    expect(strip({ design: 'slideshow', thumbnails: true })).toEqual({ height: 64, margin: 8 });
    expect(
      strip({
        design: 'slideshow',
        thumbnails: true,
        'thumbnail-strip-height': '80',
        'thumbnail-strip-margin': 0,
      }),
    ).toEqual({ height: 80, margin: 0 });
    // Unreadable numbers fall back to the defaults rather than drawing a strip 0 px tall.
    expect(strip({ design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': -5 })).toEqual({
      height: 64,
      margin: 8,
    });
    expect(strip({ design: 'grid', thumbnails: true })).toBeNull();
    expect(strip({ design: 'carousel', thumbnails: true })).toBeNull();
  });

  it('reads a video slide: its thumbnail, and its https embed URL from data-html', () => {
    const html =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc?rel=0&amp;x=1" allowfullscreen></iframe>';
    const video = `<div class="image-wrapper" id="v1" data-type="video" data-provider-name="YouTube" data-html="${html.replace(/"/g, '&quot;')}"><img data-src="/thumb.jpg" data-image-dimensions="640x360" alt="Clip"></div>`;
    const data = readGalleryData(galleryBlock({ design: 'grid' }, 1, video));
    const slide = data.slides[1];
    expect(slide?.type).toBe('video');
    expect(slide?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/abc?rel=0&x=1');
    expect(slide?.provider).toBe('YouTube');
    expect(slide?.image?.settings.source).toBe('/thumb.jpg');
  });

  it("plays only an https embed on a video host, from the slide's own data-html", () => {
    const embedOf = (html: string, where: 'slide' | 'inside' = 'slide') => {
      const attribute = `data-html="${html.replace(/"/g, '&quot;')}"`;
      const video =
        where === 'slide'
          ? `<div class="image-wrapper" data-type="video" ${attribute}><img data-src="/t.jpg" alt=""></div>`
          : `<div class="image-wrapper" data-type="video"><div ${attribute}></div><img data-src="/t.jpg" alt=""></div>`;
      return readGalleryData(galleryBlock({ design: 'grid' }, 1, video)).slides[1]?.embedUrl;
    };
    expect(embedOf('<iframe src="//player.vimeo.com/video/1"></iframe>', 'inside')).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(embedOf('<p>Watch</p><iframe title="x" src="//player.vimeo.com/video/2">')).toBe(
      'https://player.vimeo.com/video/2',
    );
    for (const refused of [
      '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="https://other.example/embed"></iframe>',
      '<a href="https://www.youtube.com/embed/abc">not a frame</a>',
    ]) {
      expect(embedOf(refused), refused).toBeNull();
    }
    // A slide with no embed of its own does not take the block's (nor parse it).
    const block = galleryBlock(
      { design: 'grid' },
      1,
      '<div class="image-wrapper" data-type="video"><img data-src="/t.jpg" alt=""></div>',
    );
    block.setAttribute('data-html', '<iframe src="https://www.youtube.com/embed/abc"></iframe>');
    expect(readGalleryData(block).slides[1]?.embedUrl).toBeNull();
  });

  it('reads what a click on the current strip slide does; stay unless the data says', () => {
    const click = (json: Record<string, unknown>) =>
      readGalleryData(galleryBlock({ design: 'slider', ...json })).activeSlideClick;
    expect(click({})).toBe('stay');
    expect(click({ activeSlideClickBehavior: 'next' })).toBe('next');
    expect(click({ activeSlideClickBehavior: 'previous' })).toBe('previous');
    expect(click({ activeSlideClickBehavior: 'sideways' })).toBe('stay');
  });

  it('finds the slide named by the history hash itemId', () => {
    const data = readGalleryData(galleryBlock({ design: 'slideshow' }));
    expect(slideIndexFromHash(data.slides, '#itemId=slide-3')).toBe(2);
    expect(slideIndexFromHash(data.slides, '#itemId=nope')).toBe(-1);
    expect(slideIndexFromHash(data.slides, '')).toBe(-1);
  });
});

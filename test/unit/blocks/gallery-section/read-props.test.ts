import { describe, expect, it, vi } from 'vitest';
import {
  readGalleryProps,
  readGallerySection,
} from '../../../../blocks/gallery-section/read-props';
import { describeSection } from '../../../../src/lib/section-props';
import { GRID, MASONRY, STRIPS, loadSection } from './fixture';

function section(props: string | null, attributes = ''): HTMLElement {
  document.body.innerHTML = `<div data-controller="GalleryMasonry" data-section-id="abc123" ${attributes}></div>`;
  const element = document.body.firstElementChild as HTMLElement;
  if (props !== null) element.setAttribute('data-props', props);
  return element;
}

describe('Gallery sections: reading data-props', () => {
  it('reads the real masonry section: 3 columns, gutter 20, no lightbox, no captions', () => {
    const props = readGalleryProps(loadSection(MASONRY));
    expect(props).toMatchObject({
      numColumns: 3,
      gutter: 20,
      lightbox: false,
      captions: false,
      aspectRatio: null,
      width: 'full',
    });
    expect(props.raw).toEqual({
      scrollAnimation: 'site-default',
      gutter: 20,
      numColumns: 3,
      width: 'full',
      lightboxEnabled: false,
    });
  });

  it('reads the real strips section: rows 500 px high, gutter 20', () => {
    expect(readGalleryProps(loadSection(STRIPS))).toMatchObject({ rowHeight: 500, gutter: 20 });
  });

  it('reads the grid: its aspect ratio by name, the lightbox and captions on', () => {
    expect(readGalleryProps(loadSection(GRID))).toMatchObject({
      numColumns: 3,
      aspectRatio: 4 / 3,
      lightbox: true,
      captions: true,
    });
  });

  it('fills every default when data-props is missing or empty, and reads data- attributes', () => {
    expect(readGalleryProps(section(null))).toMatchObject({
      numColumns: 3,
      gutter: 20,
      rowHeight: 250,
      aspectRatio: null,
      lightbox: false,
      autoplay: false,
      autoplayDuration: 5,
    });
    expect(
      readGalleryProps(
        section(
          '',
          'data-columns="5" data-gutter="40" data-aspect-ratio="square" data-lightbox="true"',
        ),
      ),
    ).toMatchObject({ numColumns: 5, gutter: 40, aspectRatio: 1, lightbox: true });
  });

  it('ignores values of the wrong kind, and warns about an unknown aspect ratio', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const props = readGalleryProps(
      section(
        '{"numColumns": "many", "gutter": -4, "rowHeight": 0, "aspectRatio": "golden", "autoplay": "true", "autoplayDuration": 3}',
      ),
    );
    expect(props).toMatchObject({
      numColumns: 3,
      gutter: 20,
      rowHeight: 250,
      aspectRatio: null,
      autoplay: true,
      autoplayDuration: 3,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown aspectRatio "golden"'));
  });

  it('bad JSON skips the section with a reason that names it', () => {
    expect(() => readGalleryProps(section('{"gutter": 20,'))).toThrow(
      /^Gallery GalleryMasonry section abc123: data-props is not valid JSON \(/,
    );
    expect(() => readGalleryProps(section('[1, 2]'))).toThrow(
      'Gallery GalleryMasonry section abc123: data-props is not an object',
    );
    expect(describeSection(section(null))).toBe('GalleryMasonry section abc123');
  });
});

describe('Gallery sections: reading the items', () => {
  it('reads every item of the real masonry: frame, image, proportions', () => {
    const data = readGallerySection(loadSection(MASONRY), 'masonry');
    expect(data.sectionId).toBe('69dae5e6a0a8f2548ec626c3');
    expect(data.wrapper.className).toBe('gallery-masonry-wrapper');
    expect(data.items).toHaveLength(6);
    const [first, second] = data.items;
    expect(first?.frame.className).toBe('gallery-masonry-item-wrapper');
    expect(first?.ratio).toBeCloseTo(2000 / 1333);
    expect(second?.ratio).toBeCloseTo(1333 / 2000);
    // 7.1 masonry images already carry a srcset: the loader follows them.
    expect(first?.image?.settings.serverSized).toBe(true);
    expect(first?.image?.settings.crop).toBe('cover');
    expect(first?.link).toBeNull();
    expect(first?.caption).toBeNull();
  });

  it('reads the real strips (data-src only) and the grid captions', () => {
    const strips = readGallerySection(loadSection(STRIPS), 'strips');
    expect(strips.items).toHaveLength(10);
    expect(strips.items[0]?.image?.settings.serverSized).toBe(false);
    const grid = readGallerySection(loadSection(GRID), 'grid');
    expect(grid.items.map((item) => item.caption?.textContent?.trim())).toContain(
      'Elf at the window',
    );
  });

  it('skips a section without its wrapper or without items', () => {
    const empty = section('{}');
    expect(() => readGallerySection(empty, 'masonry')).toThrow(
      'Gallery GalleryMasonry section abc123: no .gallery-masonry-wrapper',
    );
    empty.innerHTML = '<div class="gallery-masonry-wrapper"></div>';
    expect(() => readGallerySection(empty, 'masonry')).toThrow('no items');
  });
});

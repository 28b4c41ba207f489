import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  gallerySlideshowBlocks,
  slideshowSelector,
} from '../../../../blocks/gallery-slideshow/index';
import {
  readSlideshowProps,
  readSlideshowSection,
} from '../../../../blocks/gallery-slideshow/read-slideshow';
import { BlockSkip } from '../../../../src/runtime/types';
import { FULL, REEL, SIMPLE, loadSection, slideshowFixture } from './fixture';

function section(props: string | null, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-controller', 'GallerySlideshowSimple');
  element.setAttribute('data-section-id', 'abc123');
  if (props !== null) element.setAttribute('data-props', props);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Slideshow sections: which elements', () => {
  it('each definition claims its own kind of the fixture, and none of the laid-out kinds', () => {
    document.body.innerHTML = slideshowFixture();
    const claimed = gallerySlideshowBlocks.map((definition) =>
      Array.from(document.querySelectorAll(definition.selector), (element) =>
        element.getAttribute('data-controller'),
      ),
    );
    expect(claimed).toEqual([
      ['GalleryReel'],
      ['GalleryFullscreenSlideshow'],
      ['GallerySlideshowSimple'],
    ]);
    expect(gallerySlideshowBlocks.map((definition) => definition.pack)).toEqual([
      'gallery-slideshow',
      'gallery-slideshow',
      'gallery-slideshow',
    ]);
  });

  it('matches the controller in a list ("A B" or "A, B") and, failing that, the class', () => {
    document.body.innerHTML = `
      <div id="list" data-controller="GalleryReel, Other"></div>
      <div id="spaced" data-controller="Other GalleryReel"></div>
      <div id="renamed" class="gallery-reel" data-controller="ReelController"></div>
      <div id="other" class="gallery-reel-list" data-controller="GalleryReelish"></div>`;
    const selector = slideshowSelector('GalleryReel', 'gallery-reel');
    expect(Array.from(document.querySelectorAll(selector), (element) => element.id)).toEqual([
      'list',
      'spaced',
      'renamed',
    ]);
  });
});

describe('Slideshow sections: data-props', () => {
  it('reads autoplay in seconds, the lightbox, the 7.1 aspect-ratio name and the gutter', () => {
    const props = readSlideshowProps(
      section(
        '{"autoplay": true, "autoplayDuration": 3, "lightboxEnabled": true, "aspectRatio": "sixteen-nine", "gutter": 40}',
        { 'data-show-captions': 'true' },
      ),
    );
    expect(props).toMatchObject({
      autoplayMs: 3000,
      lightbox: true,
      aspectRatio: 16 / 9,
      gutter: 40,
      captions: true,
      loop: false,
    });
  });

  it('autoplay without a usable duration waits the widget default of 5000 ms; no autoplay, none', () => {
    expect(readSlideshowProps(section('{"autoplay": "true"}')).autoplayMs).toBe(5000);
    expect(
      readSlideshowProps(section('{"autoplay": true, "autoplayDuration": "soon"}')).autoplayMs,
    ).toBe(5000);
    expect(readSlideshowProps(section('{"autoplayDuration": 3}')).autoplayMs).toBeNull();
  });

  it('a missing attribute means every default; an unknown aspect ratio is logged and ignored', () => {
    expect(readSlideshowProps(section(null))).toMatchObject({
      autoplayMs: null,
      lightbox: false,
      aspectRatio: null,
      gutter: 20,
      captions: false,
    });
    expect(readSlideshowProps(section('{"aspectRatio": "golden"}')).aspectRatio).toBeNull();
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining(
        'GallerySlideshowSimple section abc123: unknown aspectRatio "golden"',
      ),
    );
    // Older markup says data-lightbox="true".
    expect(readSlideshowProps(section('{}', { 'data-lightbox': 'true' })).lightbox).toBe(true);
  });

  it('bad JSON, or JSON that is not an object, skips the section with a reason naming it', () => {
    expect(() => readSlideshowProps(section('{"autoplay": true,'))).toThrow(BlockSkip);
    expect(() => readSlideshowProps(section('{"autoplay": true,'))).toThrow(
      /^Gallery GallerySlideshowSimple section abc123: data-props is not valid JSON/,
    );
    expect(() => readSlideshowProps(section('[1, 2]'))).toThrow(
      'Gallery GallerySlideshowSimple section abc123: data-props is not an object',
    );
  });
});

describe('Slideshow sections: markup', () => {
  it('reads the reel: five figures in its list, each framed by its image wrapper', () => {
    const element = loadSection(REEL);
    const data = readSlideshowSection(element, 'reel');
    expect(data.kind).toBe('reel');
    expect(data.list.className).toBe('gallery-reel-list');
    expect(data.items).toHaveLength(5);
    expect(data.items.map((item) => item.slide === item.item)).toEqual(Array(5).fill(true));
    expect(data.items.map((item) => item.frame.className)).toEqual(
      Array(5).fill('gallery-reel-item-src'),
    );
    expect(data.items.map((item) => item.ratio?.toFixed(3))).toEqual([
      (4016 / 6016).toFixed(3),
      (5760 / 3840).toFixed(3),
      (3885 / 5820).toFixed(3),
      (3264 / 4928).toFixed(3),
      (3772 / 5840).toFixed(3),
    ]);
    // 7.1 images come with the server's srcset: the browser chooses among them.
    expect(data.items.every((item) => item.image?.settings.serverSized)).toBe(true);
    expect(data.controls.map((control) => control.className)).toEqual(['gallery-reel-controls']);
    // Named after the heading of the section it sits in.
    expect(data.label).toBe('Image reel: Wedding dresses');
  });

  it('reads the full slideshow: its controls and its bullets are the server’s to hide', () => {
    const data = readSlideshowSection(loadSection(FULL), 'full');
    expect(data.items).toHaveLength(4);
    expect(data.items[0]?.frame.className).toBe('gallery-fullscreen-slideshow-item-img');
    expect(data.controls.map((control) => control.className)).toEqual([
      'gallery-fullscreen-slideshow-controls',
      'gallery-fullscreen-slideshow-bullet-list',
    ]);
    expect(data.props).toMatchObject({ autoplayMs: 6000, aspectRatio: 3 / 2, lightbox: false });
  });

  it('reads the simple slideshow: each item’s wrapper is its slide, its caption kept', () => {
    const data = readSlideshowSection(loadSection(SIMPLE), 'simple');
    expect(data.items.map((item) => item.slide.className)).toEqual(
      Array(4).fill('gallery-slideshow-item-wrapper'),
    );
    expect(data.items.map((item) => item.caption?.textContent?.trim())).toEqual([
      'Masha, in the studio',
      'The dress, from the back',
      'Masha, by the window',
      'Masha, looking away',
    ]);
    expect(data.items.map((item) => item.alt)).toEqual([
      'Masha_01.jpg',
      'Wedding_Dress_04.jpg',
      'Masha_02.jpg',
      'Masha_03.jpg',
    ]);
    expect(data.props).toMatchObject({ lightbox: true, aspectRatio: 4 / 3, captions: true });
  });

  it('a section without items is skipped; an item without an image is kept and logged', () => {
    const empty = section('{}');
    empty.innerHTML = '<div class="gallery-slideshow-list"></div>';
    expect(() => readSlideshowSection(empty, 'simple')).toThrow(
      'Gallery GallerySlideshowSimple section abc123: no .gallery-slideshow-item',
    );
    const bare = section('{}');
    bare.innerHTML =
      '<div class="gallery-slideshow-list"><figure class="gallery-slideshow-item"><p>Text</p></figure></div>';
    const data = readSlideshowSection(bare, 'simple');
    expect(data.items[0]?.image).toBeNull();
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('an item has no image'));
  });

  it('an element’s own aria-label names it; with no heading around, its kind does', () => {
    const element = section('{}', { 'aria-label': 'Our studio' });
    element.innerHTML =
      '<div class="gallery-slideshow-list"><figure class="gallery-slideshow-item"></figure></div>';
    expect(readSlideshowSection(element, 'simple').label).toBe('Our studio');
    element.removeAttribute('aria-label');
    expect(readSlideshowSection(element, 'simple').label).toBe('Image slideshow');
  });
});

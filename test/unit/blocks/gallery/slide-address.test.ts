import { afterEach, describe, expect, it } from 'vitest';
import { readGalleryData, slideIndexFromHash } from '../../../../blocks/gallery/read-gallery';
import {
  inEditingBackend,
  slideAddress,
  writeSlideAddress,
} from '../../../../blocks/gallery/slide-address';
import { galleryBlock } from './gallery-markup';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a slide in the address bar (widgets.md 2)', () => {
  it('finds a slide by its slide URL (data-slide-url) or its id in #itemId', () => {
    const block = galleryBlock({ design: 'slideshow' });
    block.querySelectorAll('.image-wrapper')[2]?.setAttribute('data-slide-url', 'harbour-at-dusk');
    const { slides } = readGalleryData(block);
    expect(slides[2]?.slideUrl).toBe('harbour-at-dusk');
    expect(slideIndexFromHash(slides, '#itemId=harbour-at-dusk')).toBe(2);
    expect(slideIndexFromHash(slides, '#itemId=slide-2')).toBe(1);
    expect(slideIndexFromHash(slides, '#itemId=nowhere')).toBe(-1);
    expect(slideIndexFromHash(slides, '#other=1')).toBe(-1);
  });

  it('is the collection’s full URL plus the slide’s URL, else its id', () => {
    const here = { pathname: '/here', search: '?a=1' };
    expect(slideAddress({ id: 'x1', slideUrl: 'dunes' }, '/gallery', here)).toBe(
      '/gallery#itemId=dunes',
    );
    expect(slideAddress({ id: 'x1', slideUrl: null }, '/gallery', here)).toBe('/gallery#itemId=x1');
    expect(slideAddress({ id: 'a b', slideUrl: null }, '', here)).toBe('/here?a=1#itemId=a%20b');
    expect(slideAddress({ id: null, slideUrl: null }, '/gallery', here)).toBeNull();
    // Never another site's address: only a path is taken from the context.
    expect(slideAddress({ id: 'x1', slideUrl: null }, 'https://evil.example/', here)).toBe(
      '/here?a=1#itemId=x1',
    );
    expect(slideAddress({ id: 'x1', slideUrl: null }, '//evil.example/', here)).toBe(
      '/here?a=1#itemId=x1',
    );
  });

  it('replaces the address (no new history entry) on the top page', () => {
    const before = window.history.length;
    expect(writeSlideAddress({ id: 'x1', slideUrl: 'dunes' }, '/gallery')).toBe(true);
    expect(window.location.pathname + window.location.hash).toBe('/gallery#itemId=dunes');
    expect(window.history.length).toBe(before);
  });

  it('is never touched inside the editing backend', () => {
    expect(inEditingBackend(window)).toBe(false);
    const framed = (pathname: string | null) =>
      ({
        self: {},
        get top() {
          return {
            get location() {
              if (pathname === null) throw new DOMException('cross-origin', 'SecurityError');
              return { pathname };
            },
          };
        },
      }) as unknown as Window;
    expect(inEditingBackend(framed('/config/pages'))).toBe(true);
    expect(inEditingBackend(framed(null))).toBe(true);
    expect(inEditingBackend(framed('/blog'))).toBe(false);
  });
});

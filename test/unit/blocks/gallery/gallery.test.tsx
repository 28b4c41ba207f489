import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryBlockDefinition } from '../../../../blocks/gallery/definition';
import type { LightboxApi, LightboxOptions } from '../../../../src/lightbox/types';
import { windowNavigation } from '../../../../src/lib/navigation';
import { LIGHTBOX_PACK } from '../../../../src/runtime/shared-packs';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { galleryBlock } from './gallery-markup';
import { mountBlock } from '../../support/mount-block';
import { disableFrameLoading } from '../../support/no-frame-loading';

beforeAll(disableFrameLoading);
beforeEach(() => {
  FakeIntersectionObserver.install();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A loadPack that serves a fake lightbox and remembers what was asked. */
function fakeLightbox() {
  const opened: LightboxOptions[] = [];
  const asked: string[] = [];
  const api: LightboxApi = {
    openLightbox: (options) => {
      opened.push(options);
      return { close: () => undefined };
    },
  };
  const loadPack = <Exports,>(name: string): Promise<Exports> => {
    asked.push(name);
    return name === LIGHTBOX_PACK
      ? Promise.resolve(api as Exports)
      : Promise.reject(new Error(`no ${name}`));
  };
  return { opened, asked, loadPack };
}

const frames = (block: HTMLElement) =>
  Array.from(block.querySelectorAll<HTMLElement>('.sr-gallery__frame'));

describe('Gallery block', () => {
  it('lays a grid out with CSS, each frame reserved at its ratio before any image loads', () => {
    const block = galleryBlock({ design: 'grid', 'thumbnails-per-row': 3, padding: 10 });
    mountBlock(galleryBlockDefinition, block);
    const container = block.querySelector<HTMLElement>('.sqs-gallery-container');
    expect(container?.classList.contains('sr-gallery--grid')).toBe(true);
    expect(container?.style.getPropertyValue('--sr-gallery-per-row')).toBe('3');
    expect(container?.style.getPropertyValue('--sr-gallery-gap')).toBe('10px');
    expect(frames(block).map((frame) => frame.style.getPropertyValue('aspect-ratio'))).toEqual([
      '1 / 1',
      '1 / 1',
      '1 / 1',
    ]);
    // Nothing is fetched before the frames come near the viewport.
    expect(block.querySelectorAll('img[data-src][src]')).toHaveLength(0);
  });

  it('draws a slideshow’s thumbnail strip: small CDN copies named after each image', () => {
    const block = galleryBlock({
      design: 'slideshow',
      thumbnails: true,
      'thumbnail-strip-height': 48,
    });
    mountBlock(galleryBlockDefinition, block);
    const buttons = Array.from(block.querySelectorAll('.sr-carousel__thumbnails button'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show Photo 1',
      'Show Photo 2',
      'Show Photo 3',
    ]);
    expect(buttons.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual([
      '/i/1.jpg?format=300w',
      '/i/2.jpg?format=300w',
      '/i/3.jpg?format=300w',
    ]);
    const container = block.querySelector<HTMLElement>('.sqs-gallery-container');
    expect(container?.style.getPropertyValue('--sr-carousel-thumbnail-height')).toBe('48px');
  });

  it('keeps each image’s own shape in the stacked layout', () => {
    const block = galleryBlock({ design: 'stacked' });
    mountBlock(galleryBlockDefinition, block);
    expect(frames(block).map((frame) => frame.style.getPropertyValue('aspect-ratio'))).toEqual([
      '1 / 1',
      '1.5 / 1',
      '2 / 1',
    ]);
  });

  it('loads an image once its frame comes near, through the image loader', () => {
    const block = galleryBlock({ design: 'grid' });
    mountBlock(galleryBlockDefinition, block);
    const [first, second] = frames(block);
    act(() => FakeIntersectionObserver.enter(second as HTMLElement));
    const img = (frame?: HTMLElement) => frame?.querySelector('img[data-src]');
    expect(img(second)?.getAttribute('src')).toMatch(/^\/i\/2\.jpg\?format=\d+w$/);
    expect(img(second)?.getAttribute('srcset')).toContain('/i/2.jpg?format=100w 100w');
    expect(img(first)?.hasAttribute('src')).toBe(false);
  });

  it('loads one image at a time on mobile', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 432px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const block = galleryBlock({ design: 'grid' });
    mountBlock(galleryBlockDefinition, block);
    act(() => FakeIntersectionObserver.enter(...frames(block)));
    const images = frames(block).map((frame) => frame.querySelector('img[data-src]'));
    expect(images.map((img) => img?.hasAttribute('src'))).toEqual([true, false, false]);
    act(() => {
      images[0]?.dispatchEvent(new Event('load'));
    });
    expect(images.map((img) => img?.hasAttribute('src'))).toEqual([true, true, false]);
  });

  it('opens the lightbox on click with every item and the clicked index', async () => {
    const { opened, asked, loadPack } = fakeLightbox();
    const block = galleryBlock({ design: 'grid', lightbox: true, lightboxTheme: 'light' });
    mountBlock(galleryBlockDefinition, block, loadPack);
    const frame = frames(block)[1] as HTMLElement;
    expect(frame.getAttribute('role')).toBe('button');
    expect(frame.getAttribute('tabindex')).toBe('0');
    expect(frame.getAttribute('aria-label')).toBe('Photo 2');
    fireEvent.click(frame.querySelector('img[data-src]') as HTMLElement);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(asked).toEqual([LIGHTBOX_PACK]);
    const options = opened[0] as LightboxOptions;
    expect(options.index).toBe(1);
    expect(options.opener).toBe(frame);
    expect(options.theme).toBe('light');
    expect(options.label).toBe('Gallery');
    // Full size from the CDN: every width up to the one that covers the original, the browser picks.
    expect(options.items).toEqual([
      {
        kind: 'image',
        src: '/i/1.jpg?format=300w',
        srcset: '/i/1.jpg?format=100w 100w, /i/1.jpg?format=300w 300w',
        alt: 'Photo 1',
        width: 200,
        height: 200,
      },
      {
        kind: 'image',
        src: '/i/2.jpg?format=300w',
        srcset: '/i/2.jpg?format=100w 100w, /i/2.jpg?format=300w 300w',
        alt: 'Photo 2',
        width: 300,
        height: 200,
      },
      {
        kind: 'image',
        src: '/i/3.jpg?format=500w',
        srcset: '/i/3.jpg?format=100w 100w, /i/3.jpg?format=300w 300w, /i/3.jpg?format=500w 500w',
        alt: 'Photo 3',
        width: 400,
        height: 200,
      },
    ]);
    expect(options.historyHash?.(2)).toBe('itemId=slide-3');
  });

  it('opens the lightbox with Enter or Space on a focused image', async () => {
    const { opened, loadPack } = fakeLightbox();
    const block = galleryBlock({ design: 'autogrid', lightbox: true });
    mountBlock(galleryBlockDefinition, block, loadPack);
    const [, , third] = frames(block);
    fireEvent.keyDown(third as HTMLElement, { key: 'Enter' });
    // A second press while the lightbox is still on its way opens it only once.
    fireEvent.keyDown(third as HTMLElement, { key: 'Enter' });
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    // Space as on a native button: its key down is kept from scrolling, its key up opens.
    expect(fireEvent.keyDown(third as HTMLElement, { key: ' ' })).toBe(false);
    expect(opened).toHaveLength(1);
    fireEvent.keyUp(third as HTMLElement, { key: ' ' });
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened.map((options) => options.index)).toEqual([2, 2]);
  });

  it('passes a video slide with an embed URL as a video item; a click on it opens nothing', async () => {
    const { opened, loadPack } = fakeLightbox();
    const html = '<iframe src="https://player.vimeo.com/video/76979871"></iframe>';
    const video = `<div class="image-wrapper" id="v1" data-type="video" data-provider-name="Vimeo" data-html="${html.replace(/"/g, '&quot;')}"><img data-src="/v.jpg" data-image-dimensions="640x360" alt="Clip"></div>`;
    const block = galleryBlock({ design: 'grid', lightbox: true }, 1, video);
    mountBlock(galleryBlockDefinition, block, loadPack);
    // The video slide plays in place: it is no lightbox opener.
    fireEvent.click(frames(block)[1] as HTMLElement);
    expect(frames(block)[1]?.hasAttribute('role')).toBe(false);
    fireEvent.click(frames(block)[0] as HTMLElement);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.index).toBe(0);
    expect(opened[0]?.items[1]).toEqual({
      kind: 'video',
      embedUrl: 'https://player.vimeo.com/video/76979871',
      provider: 'Vimeo',
      title: 'Clip',
      thumbnail: '/v.jpg',
    });
  });

  it('does nothing on click when the data does not ask for a lightbox', () => {
    const { asked, loadPack } = fakeLightbox();
    const block = galleryBlock({ design: 'grid' });
    mountBlock(galleryBlockDefinition, block, loadPack);
    const frame = frames(block)[0] as HTMLElement;
    expect(frame.hasAttribute('role')).toBe(false);
    fireEvent.click(frame);
    expect(asked).toEqual([]);
  });

  it('follows a slide’s click-through URL when there is no lightbox; never a javascript: one', () => {
    const assign = vi.spyOn(windowNavigation, 'assign').mockImplementation(() => undefined);
    const extra =
      '<div class="image-wrapper" id="s4" data-type="image" data-click-through-url="/shop"><img data-src="/i/4.jpg" data-image-dimensions="200x200" alt="Shop"></div>' +
      '<div class="image-wrapper" id="s5" data-type="image" data-click-through-url="javascript:alert(1)"><img data-src="/i/5.jpg" data-image-dimensions="200x200" alt="Bad"></div>';
    const block = galleryBlock({ design: 'grid' }, 0, extra);
    mountBlock(galleryBlockDefinition, block);
    const [shop, bad] = frames(block);
    expect(shop?.getAttribute('role')).toBe('link');
    expect(bad?.hasAttribute('role')).toBe(false);
    fireEvent.click(bad as HTMLElement);
    expect(assign).not.toHaveBeenCalled();
    // A link answers Enter only.
    fireEvent.keyDown(shop as HTMLElement, { key: ' ' });
    fireEvent.keyUp(shop as HTMLElement, { key: ' ' });
    expect(assign).not.toHaveBeenCalled();
    fireEvent.keyDown(shop as HTMLElement, { key: 'Enter' });
    fireEvent.click(shop as HTMLElement);
    expect(assign.mock.calls).toEqual([['/shop'], ['/shop']]);
  });

  it('puts the server HTML back exactly on unmount', () => {
    const block = galleryBlock({ design: 'grid', lightbox: true });
    const { container, serverHtml, unmount } = mountBlock(galleryBlockDefinition, block);
    act(() => FakeIntersectionObserver.enter(...frames(block)));
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });
});

import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  galleryFullscreenSlideshowDefinition,
  galleryReelDefinition,
  gallerySlideshowDefinitions,
  gallerySlideshowSimpleDefinition,
} from '../../../../blocks/gallery-slideshow/definition';
import type { LightboxApi, LightboxOptions } from '../../../../src/lightbox/types';
import { createRuntime } from '../../../../src/runtime/runtime';
import { LIGHTBOX_PACK } from '../../../../src/runtime/shared-packs';
import type { SiteRuntimeApi } from '../../../../src/runtime/types';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { packLoaderWithReact } from '../../support/pack-loader';
import { runtimeReady } from '../../support/runtime-ready';
import { FULL, REEL, SIMPLE, loadSection, slideshowFixture } from './fixture';
import { mountBlock } from '../../support/mount-block';

beforeEach(() => {
  FakeIntersectionObserver.install();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A loadPack that serves a fake lightbox and remembers what it was asked to show. */
function fakeLightbox() {
  const opened: LightboxOptions[] = [];
  const api: LightboxApi = {
    openLightbox: (options) => {
      opened.push(options);
      return { close: () => undefined };
    },
  };
  const loadPack = <Exports,>(name: string): Promise<Exports> =>
    name === LIGHTBOX_PACK ? Promise.resolve(api as Exports) : Promise.reject(new Error(name));
  return { opened, loadPack };
}

const slides = (element: HTMLElement) =>
  Array.from(element.querySelectorAll<HTMLElement>('.sr-carousel__slide'));
const images = (element: HTMLElement) => Array.from(element.querySelectorAll('img'));

describe('Slideshow sections: mounted', () => {
  it('the reel becomes a named carousel of five slides, "n of m", with its own controls', () => {
    const element = loadSection(REEL);
    mountBlock(galleryReelDefinition, element);
    const region = element.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region?.getAttribute('aria-label')).toBe('Image reel: Wedding dresses');
    expect(slides(element).map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    // Each slide holds the server's own figure, moved in (not copied).
    expect(slides(element).map((slide) => slide.firstElementChild?.className)).toEqual(
      Array(5).fill('gallery-reel-item sr-slideshow__item'),
    );
    const buttons = Array.from(region?.querySelectorAll('button') ?? []);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous slide',
      'Next slide',
    ]);
    // The server's dead controls are hidden.
    const serverControls = element.querySelector<HTMLElement>('.gallery-reel-controls');
    expect(serverControls?.hidden).toBe(true);
  });

  it('reserves every frame before any image loads: reel widths from each shape, one stage ratio otherwise', () => {
    const reel = loadSection(REEL);
    mountBlock(galleryReelDefinition, reel);
    const reelFrames = Array.from(reel.querySelectorAll<HTMLElement>('.sr-slideshow__frame'));
    expect(reelFrames.map((frame) => frame.style.getPropertyValue('width'))).toEqual(
      [4016 / 6016, 5760 / 3840, 3885 / 5820, 3264 / 4928, 3772 / 5840].map(
        (ratio) => `calc(var(--sr-slideshow-reel-height) * ${ratio})`,
      ),
    );
    // Gutter 20 is 1 % of the viewport's width.
    expect(reel.style.getPropertyValue('--sr-slideshow-reel-gap')).toBe('max(1px, 1vw)');

    const full = loadSection(FULL);
    mountBlock(galleryFullscreenSlideshowDefinition, full);
    const fullFrames = Array.from(full.querySelectorAll<HTMLElement>('.sr-slideshow__frame'));
    expect(fullFrames.map((frame) => frame.style.getPropertyValue('aspect-ratio'))).toEqual(
      Array(4).fill(expect.stringMatching(/^1\.5( \/ 1)?$/)),
    );
    expect(full.classList.contains('sr-slideshow--full')).toBe(true);
    expect(images(full).map((img) => img.getAttribute('data-sr-image'))).toEqual(
      Array(4).fill(null),
    );
  });

  it('the full slideshow offers a rotation button first; its bullets give way to the carousel', () => {
    const element = loadSection(FULL);
    mountBlock(galleryFullscreenSlideshowDefinition, element);
    const buttons = Array.from(element.querySelectorAll('[role="region"] button'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Stop slide rotation',
      'Previous slide',
      'Next slide',
    ]);
    expect(
      element.querySelector<HTMLElement>('.gallery-fullscreen-slideshow-bullet-list')?.hidden,
    ).toBe(true);
    expect(element.querySelector('.sr-carousel__thumbnails')).toBeNull();
  });

  it('loads the images of the slides in view and the next once the section comes near', () => {
    const element = loadSection(SIMPLE);
    mountBlock(gallerySlideshowSimpleDefinition, element);
    const list = element.querySelector<HTMLElement>('.gallery-slideshow-list') as HTMLElement;
    expect(FakeIntersectionObserver.watching()).toContain(list);
    expect(images(element).map((img) => img.getAttribute('loading'))).toEqual(
      Array(4).fill('lazy'),
    );
    act(() => FakeIntersectionObserver.enter(list));
    // Slide 1 is in view: it and slide 2 are asked for at once (the browser would wait for
    // a lazy image clipped by the carousel); slides 3 and 4 wait.
    expect(images(element).map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images(element).map((img) => img.hasAttribute('data-sr-image'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('unmount puts the server’s section back exactly as it was', () => {
    const element = loadSection(SIMPLE);
    const served = element.outerHTML;
    const { unmount } = mountBlock(gallerySlideshowSimpleDefinition, element);
    act(() => FakeIntersectionObserver.enter(element.querySelector('.gallery-slideshow-list')!));
    expect(element.outerHTML).not.toBe(served);
    const figure = element.querySelector('figure');
    unmount();
    expect(element.outerHTML).toBe(served);
    // The very same nodes, not copies.
    expect(element.querySelector('figure')).toBe(figure);
  });
});

describe('Slideshow sections: lightbox', () => {
  it('simple slideshow images are buttons named from their alt: Enter opens the lightbox there', async () => {
    const element = loadSection(SIMPLE);
    const { opened, loadPack } = fakeLightbox();
    mountBlock(gallerySlideshowSimpleDefinition, element, loadPack);
    const frames = Array.from(element.querySelectorAll<HTMLElement>('[role="button"]'));
    expect(frames.map((frame) => frame.getAttribute('aria-label'))).toEqual([
      'Masha_01.jpg',
      'Wedding_Dress_04.jpg',
      'Masha_02.jpg',
      'Masha_03.jpg',
    ]);
    expect(frames.every((frame) => frame.getAttribute('aria-haspopup') === 'dialog')).toBe(true);
    fireEvent.keyDown(frames[0] as HTMLElement, { key: 'Enter' });
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const [options] = opened;
    expect(options?.index).toBe(0);
    expect(options?.label).toBe('Image slideshow: Masha');
    expect(options?.opener).toBe(frames[0]);
    expect(options?.items.map((item) => (item.kind === 'image' ? item.caption : null))).toEqual([
      'Masha, in the studio',
      'The dress, from the back',
      'Masha, by the window',
      'Masha, looking away',
    ]);
    // The server's srcset goes with each item, for the browser to choose from.
    expect(options?.items[0]).toMatchObject({ kind: 'image', width: 3264, height: 4928 });
  });

  it('a click on the second image opens it at the second; Space opens on key up', async () => {
    const element = loadSection(SIMPLE);
    const { opened, loadPack } = fakeLightbox();
    mountBlock(gallerySlideshowSimpleDefinition, element, loadPack);
    const frames = Array.from(element.querySelectorAll<HTMLElement>('[role="button"]'));
    fireEvent.click(frames[1]?.querySelector('img') as HTMLElement);
    await vi.waitFor(() => expect(opened.map((options) => options.index)).toEqual([1]));
    fireEvent.keyDown(frames[0] as HTMLElement, { key: ' ' });
    expect(opened).toHaveLength(1);
    fireEvent.keyUp(frames[0] as HTMLElement, { key: ' ' });
    await vi.waitFor(() => expect(opened.map((options) => options.index)).toEqual([1, 0]));
  });

  it('with lightboxEnabled false, no image is a button', () => {
    const element = loadSection(REEL);
    mountBlock(galleryReelDefinition, element);
    expect(element.querySelectorAll('[role="button"], [aria-haspopup]')).toHaveLength(0);
  });
});

describe('Slideshow sections in the runtime', () => {
  let runtime: SiteRuntimeApi | null = null;

  afterEach(() => {
    runtime?.destroy();
    runtime = null;
  });

  it('bad data-props JSON: logged with the section named, that section skipped and left as served', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = slideshowFixture();
    const reel = document.querySelector<HTMLElement>(REEL);
    reel?.setAttribute('data-props', '{"gutter": 20,');
    const served = reel?.outerHTML;

    const ready = runtimeReady();
    // The whole definitions, as the pack registers them, with nothing left to fetch.
    const blocks = gallerySlideshowDefinitions.map(
      ({ pack: _pack, preload: _preload, ...definition }) => definition,
    );
    runtime = createRuntime({ version: 'test', packs: packLoaderWithReact(), blocks });
    runtime.init();
    await ready;
    await vi.waitFor(() =>
      expect(runtime?.blocks().map(({ type, state }) => [type, state])).toEqual([
        ['gallery-reel', 'skipped'],
        ['gallery-fullscreen-slideshow', 'mounted'],
        ['gallery-slideshow-simple', 'mounted'],
      ]),
    );
    expect(runtime.blocks()[0]?.error).toMatch(
      /^Gallery GalleryReel section 6a11c0de5e7a0b1d2c3e4f51: data-props is not valid JSON/,
    );
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/6a11c0de5e7a0b1d2c3e4f51: data-props is not valid JSON/),
    );
    // Apart from the state the runtime marks, the server's markup is untouched.
    reel?.removeAttribute('data-sr-state');
    expect(reel?.outerHTML).toBe(served);
    // The others are carousels now.
    expect(
      document.querySelectorAll('[role="region"][aria-roledescription="carousel"]'),
    ).toHaveLength(2);
  });
});

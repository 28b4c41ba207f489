import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  galleryGridDefinition,
  galleryMasonryDefinition,
  galleryStripsDefinition,
} from '../../../../blocks/gallery-section/definition';
import { RESIZE_DEBOUNCE_MS } from '../../../../blocks/gallery-section/attach-gallery-section';
import type { LightboxApi, LightboxOptions } from '../../../../src/lightbox/types';
import { LIGHTBOX_PACK } from '../../../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { GRID, MASONRY, STRIPS, loadSection } from './fixture';

/** happy-dom lays nothing out: every wrapper is `width` wide, every other box empty. */
function wrapperWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const w = /-wrapper$/.test(this.className) && this.className.startsWith('gallery-') ? width : 0;
    return {
      x: 0,
      y: 2000,
      left: 0,
      top: 2000,
      right: w,
      bottom: 2000,
      width: w,
      height: 0,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

function viewport(width: number) {
  vi.stubGlobal('innerWidth', width);
}

const mounted: Array<() => void> = [];

function mount<Data>(
  definition: BlockDefinition<Data>,
  section: HTMLElement,
  loadPack?: <Exports>(name: string) => Promise<Exports>,
) {
  const result = attachBlock(definition, section, loadPack);
  mounted.push(result.unmount);
  return result;
}

const figures = (section: HTMLElement) =>
  Array.from(section.querySelectorAll<HTMLElement>('figure'));

beforeEach(() => {
  FakeIntersectionObserver.install();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Gallery sections: layout on mount', () => {
  it('places the real masonry in three columns from the image dimensions, before any image loads', () => {
    viewport(1000);
    wrapperWidth(920);
    const section = loadSection(MASONRY);
    mount(galleryMasonryDefinition, section);
    // Gutter 20 at a 1000 px viewport is 10 px: columns (920 - 20) / 3 = 300 wide.
    const placed = figures(section).map((figure) => [
      figure.style.left,
      figure.style.top,
      figure.style.width,
      (figure.firstElementChild as HTMLElement).style.height,
    ]);
    expect(placed.slice(0, 4)).toEqual([
      ['0px', '0px', '300px', `${Math.round(((300 * 1333) / 2000) * 100) / 100}px`],
      ['310px', '0px', '300px', '450.11px'],
      ['620px', '0px', '300px', `${Math.round(((300 * 1333) / 2000) * 100) / 100}px`],
      // The first and third columns end at 199.95 (+10): the leftmost of them gets the fourth.
      ['0px', '209.95px', '300px', expect.stringMatching(/px$/)],
    ]);
    expect(figures(section).every((figure) => figure.style.position === 'absolute')).toBe(true);
    const wrapper = section.querySelector<HTMLElement>('.gallery-masonry-wrapper');
    expect(wrapper?.style.position).toBe('relative');
    expect(Number.parseFloat(wrapper?.style.height ?? '')).toBeGreaterThan(450);
    expect(section.classList.contains('sr-gallery')).toBe(true);
  });

  it('hands every image to the loader, which waits until it comes near', () => {
    viewport(1000);
    wrapperWidth(920);
    const section = loadSection(STRIPS);
    mount(galleryStripsDefinition, section);
    const images = Array.from(section.querySelectorAll('img'));
    expect(images).toHaveLength(10);
    expect(images.every((img) => img.getAttribute('data-sr-image') === 'waiting')).toBe(true);
    expect(images.every((img) => !img.hasAttribute('src'))).toBe(true);
    FakeIntersectionObserver.enter(...images);
    expect(images.every((img) => img.getAttribute('srcset')?.includes('?format=100w 100w'))).toBe(
      true,
    );
    expect(images.every((img) => img.getAttribute('src')?.includes('?format='))).toBe(true);
  });

  it('lays out again 100 ms after the width changes, in the new column count', () => {
    vi.useFakeTimers();
    viewport(1000);
    wrapperWidth(920);
    const section = loadSection(MASONRY);
    mount(galleryMasonryDefinition, section);
    const lefts = () => new Set(figures(section).map((figure) => figure.style.left));
    expect(lefts().size).toBe(3);

    viewport(600);
    wrapperWidth(580);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(lefts().size).toBe(3);
    // Another resize restarts the wait.
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(lefts().size).toBe(3);
    vi.advanceTimersByTime(1);
    // Gutter 20 at 600 px is 6 px: two columns of 287.
    expect(lefts()).toEqual(new Set(['0px', '293px']));
  });

  it("scales a loaded image's sizes with its box when the layout changes", () => {
    vi.useFakeTimers();
    viewport(1000);
    let wrapper = 920;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      // The wrapper has the space; an image, the box the layout gave its figure and frame.
      const figure = this.tagName === 'IMG' ? this.closest('figure') : null;
      const width = this.classList.contains('gallery-strips-wrapper')
        ? wrapper
        : Number.parseFloat(figure?.style.width ?? '0') || 0;
      const height = Number.parseFloat(this.parentElement?.style.height ?? '0') || 0;
      return {
        x: 0,
        y: 0,
        left: 0,
        top: 0,
        right: width,
        bottom: height,
        width,
        height,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const section = loadSection(STRIPS);
    mount(galleryStripsDefinition, section);
    const img = section.querySelector('img') as HTMLImageElement;
    FakeIntersectionObserver.enter(img);
    const figure = img.closest('figure') as HTMLElement;
    const drawn = Number.parseFloat(figure.style.width);
    const sizes = () => Number.parseFloat(img.getAttribute('sizes') ?? '');
    expect(sizes()).toBe(Math.ceil(drawn));

    viewport(600);
    wrapper = 580;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    const narrower = Number.parseFloat(figure.style.width);
    expect(narrower).toBeLessThan(drawn);
    expect(sizes()).toBe(Math.ceil((Math.ceil(drawn) * narrower) / drawn));
  });

  it("gives a grid frame its height alone, without the template's aspect padding", () => {
    viewport(1000);
    wrapperWidth(920);
    const section = loadSection(GRID);
    // The template's stylesheet: .gallery-grid[data-aspect-ratio="four-three"] frames get
    // padding-bottom: 75% (happy-dom applies no stylesheet, so inline here).
    for (const frame of section.querySelectorAll<HTMLElement>('.gallery-grid-item-wrapper')) {
      frame.style.paddingBottom = '75%';
    }
    mount(galleryGridDefinition, section, () => new Promise(() => undefined));
    const frames = figures(section).map((figure) => figure.firstElementChild as HTMLElement);
    // 300 wide at 4:3: 225 high, and no padding to double it.
    expect(frames.map((frame) => [frame.style.height, frame.style.paddingBottom])).toEqual(
      Array(6).fill(['225px', '0px']),
    );
  });

  it('puts every server attribute and inline style back on unmount', () => {
    viewport(1000);
    wrapperWidth(920);
    const section = loadSection(GRID);
    const served = section.outerHTML;
    const { unmount } = mount(galleryGridDefinition, section, () => new Promise(() => undefined));
    expect(section.outerHTML).not.toBe(served);
    unmount();
    expect(section.outerHTML).toBe(served);
  });
});

describe('Gallery sections: captions', () => {
  it('places the next row of the grid below the tallest caption of the row above', () => {
    viewport(1000);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      // The wrapper is 920 wide; each figure is its frame plus a caption 40 high.
      const frame = this.querySelector<HTMLElement>(':scope > .gallery-grid-item-wrapper');
      const width = this.classList.contains('gallery-grid-wrapper') ? 920 : 0;
      const height =
        this.tagName === 'FIGURE' ? Number.parseFloat(frame?.style.height ?? '0') + 40 : 0;
      return {
        x: 0,
        y: 0,
        left: 0,
        top: 0,
        right: width,
        bottom: height,
        width,
        height,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const section = loadSection(GRID);
    mount(galleryGridDefinition, section, () => new Promise(() => undefined));
    const tops = figures(section).map((figure) => figure.style.top);
    // Frames 300 wide at 4:3 are 225 high; with the caption and the 10 px gutter, 275.
    expect(tops).toEqual(['0px', '0px', '0px', '275px', '275px', '275px']);
    const wrapper = section.querySelector<HTMLElement>('.gallery-grid-wrapper');
    expect(wrapper?.style.height).toBe('540px');
  });
});

describe('Gallery sections: lightbox', () => {
  function fakeLightbox() {
    const opened: LightboxOptions[] = [];
    const api: LightboxApi = {
      openLightbox: (options) => {
        opened.push(options);
        return { close: () => undefined };
      },
    };
    const requested: string[] = [];
    const loadPack = <Exports>(name: string): Promise<Exports> => {
      requested.push(name);
      return Promise.resolve(api as Exports);
    };
    return { opened, loadPack, requested };
  }

  it('makes each grid image a button named from its alt text', () => {
    viewport(1000);
    wrapperWidth(920);
    const section = loadSection(GRID);
    mount(galleryGridDefinition, section, fakeLightbox().loadPack);
    const frames = Array.from(section.querySelectorAll<HTMLElement>('.gallery-grid-item-wrapper'));
    expect(frames).toHaveLength(6);
    expect(frames.map((frame) => frame.getAttribute('role'))).toEqual(Array(6).fill('button'));
    expect(frames.every((frame) => frame.tabIndex === 0)).toBe(true);
    expect(frames.map((frame) => frame.getAttribute('aria-label'))).toEqual([
      'Elf_01.jpg',
      'Elf_05.jpg',
      'Elf_02.jpg',
      'Elf_04.jpg',
      'Elf_03.jpg',
      'Elf Sketch.jpg',
    ]);
  });

  it('a click loads the lightbox pack and opens it at that image; Enter and Space too', async () => {
    viewport(1000);
    wrapperWidth(920);
    const section = loadSection(GRID);
    const { opened, loadPack, requested } = fakeLightbox();
    mount(galleryGridDefinition, section, loadPack);
    const frames = Array.from(section.querySelectorAll<HTMLElement>('.gallery-grid-item-wrapper'));

    frames[2]?.click();
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(requested).toEqual([LIGHTBOX_PACK]);
    const [options] = opened;
    expect(options?.index).toBe(2);
    expect(options?.opener).toBe(frames[2]);
    expect(options?.label).toBe('Image gallery');
    expect(options?.items).toHaveLength(6);
    expect(options?.items[2]).toMatchObject({
      kind: 'image',
      src: expect.stringContaining('/cdn-stand-in/images.squarespace-cdn.com/'),
      srcset: expect.stringContaining('?format=2500w 2500w'),
      alt: 'Elf_02.jpg',
      caption: 'Elf at the window',
    });

    frames[4]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]?.index).toBe(4);

    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    frames[0]?.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    frames[0]?.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    await vi.waitFor(() => expect(opened).toHaveLength(3));
    expect(opened[2]?.index).toBe(0);
  });

  it('a lightbox pack that does not load is logged; the next click asks again', async () => {
    viewport(1000);
    wrapperWidth(920);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const section = loadSection(GRID);
    const requested: string[] = [];
    mount(galleryGridDefinition, section, (name) => {
      requested.push(name);
      return Promise.reject(new Error(`Pack "${name}" failed to load`));
    });
    const frame = section.querySelector<HTMLElement>('.gallery-grid-item-wrapper');
    frame?.click();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('The lightbox could not open: Pack "lightbox" failed to load'),
      ),
    );
    frame?.click();
    expect(requested).toEqual([LIGHTBOX_PACK, LIGHTBOX_PACK]);
  });

  it('with the lightbox off (the real masonry), images are not buttons and nothing loads', () => {
    viewport(1000);
    wrapperWidth(920);
    const section = loadSection(MASONRY);
    const { loadPack, requested } = fakeLightbox();
    mount(galleryMasonryDefinition, section, loadPack);
    expect(section.querySelector('[role="button"], [tabindex]')).toBeNull();
    section.querySelector<HTMLElement>('.gallery-masonry-item-wrapper')?.click();
    expect(requested).toEqual([]);
  });
});

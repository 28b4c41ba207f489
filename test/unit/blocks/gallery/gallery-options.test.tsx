import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryBlockDefinition } from '../../../../blocks/gallery/definition';
import { readGalleryData } from '../../../../blocks/gallery/read-gallery';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { mountBlock } from '../../support/mount-block';
import { disableFrameLoading } from '../../support/no-frame-loading';
import { galleryBlock } from './gallery-markup';

beforeAll(disableFrameLoading);
beforeEach(() => {
  FakeIntersectionObserver.install();
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const region = (block: HTMLElement) => block.querySelector<HTMLElement>('.sr-carousel');
const slides = (block: HTMLElement) =>
  Array.from(block.querySelectorAll<HTMLElement>('.sqs-gallery .image-wrapper, .image-wrapper'));

describe('the slideshow design: a stacked slideshow', () => {
  it('is drawn stacked with a fade of the spec’s 1 s, the first slide current and marked', () => {
    const block = galleryBlock({ design: 'slideshow' });
    mountBlock(galleryBlockDefinition, block);
    const carousel = region(block);
    expect(carousel?.classList.contains('sr-carousel--fade')).toBe(true);
    expect(carousel?.style.getPropertyValue('--sr-carousel-fade-ms')).toBe('1000ms');
    // Only the current slide is exposed; the others are hidden from everyone until shown.
    const groups = Array.from(block.querySelectorAll('[aria-roledescription="slide"]'));
    expect(groups.map((group) => group.getAttribute('aria-hidden'))).toEqual([
      null,
      'true',
      'true',
    ]);
    expect(slides(block).map((slide) => slide.classList.contains('sqs-active-slide'))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('zooms the current image to 1.075 with the kenburns transition (not with fade)', () => {
    const zooming = galleryBlock({ design: 'slideshow', transition: 'kenburns' });
    mountBlock(galleryBlockDefinition, zooming);
    expect(region(zooming)?.classList.contains('sr-carousel--ken-burns')).toBe(true);
    expect(region(zooming)?.style.getPropertyValue('--sr-carousel-ken-burns')).toBe('1.075');
    document.body.innerHTML = '';
    const plain = galleryBlock({ design: 'slideshow' });
    mountBlock(galleryBlockDefinition, plain);
    expect(region(plain)?.classList.contains('sr-carousel--ken-burns')).toBe(false);
  });

  it('slides instead of fading with the scroll transition', () => {
    const block = galleryBlock({ design: 'slideshow', transition: 'scroll' });
    mountBlock(galleryBlockDefinition, block);
    expect(region(block)?.classList.contains('sr-carousel--fade')).toBe(false);
  });

  it('skips the block for an unknown transition, with the name in the reason', () => {
    const block = galleryBlock({ design: 'slideshow', transition: 'spin' });
    expect(() => readGalleryData(block)).toThrow('Transition "spin" not found');
  });

  it('does not advance on a click on a link inside a slide', () => {
    const block = galleryBlock({ design: 'slideshow', clickBehavior: 'auto' }, 3);
    mountBlock(galleryBlockDefinition, block);
    const link = document.createElement('a');
    link.href = '#elsewhere';
    link.textContent = 'More';
    slides(block)[0]?.appendChild(link);
    const click = fireEvent.click(link);
    // Not prevented: the link is followed as the browser would.
    expect(click).toBe(true);
  });
});

describe('gallery data the stylesheet and the layout use', () => {
  it('puts vSize and meta-position on as the platform’s classes', () => {
    const block = galleryBlock({ design: 'slideshow', vSize: 12, 'meta-position': 'bottom-left' });
    mountBlock(galleryBlockDefinition, block);
    expect(block.classList.contains('vsize-12')).toBe(true);
    const container = block.querySelector('.sqs-gallery-container');
    expect(container?.classList.contains('sqs-gallery-block-meta-position-bottom-left')).toBe(true);
  });

  it('ignores a meta-position the stylesheet does not know, and a vSize that is not a step', () => {
    const block = galleryBlock({ design: 'grid', vSize: 'tall', 'meta-position': 'under' });
    const data = readGalleryData(block);
    expect(data.vSize).toBeNull();
    expect(data.metaPosition).toBeNull();
  });

  it('takes every child as a slide with mixedContent, and stretches none to the ratio', () => {
    const text = '<div class="text-slide"><p>Words between pictures</p></div>';
    const mixed = galleryBlock({ design: 'grid', mixedContent: true }, 2, text);
    const data = readGalleryData(mixed);
    expect(data.slides.map((slide) => slide.type)).toEqual(['image', 'image', 'content']);
    expect(data.frameRatio).toBeNull();
    const plain = galleryBlock({ design: 'grid' }, 2, text);
    expect(readGalleryData(plain).slides).toHaveLength(2);
    expect(readGalleryData(plain).frameRatio).toBe(1);
  });

  it('warns about a strip alignment or an autocolumns width it cannot use', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    readGalleryData(galleryBlock({ design: 'slider', 'active-alignment': 'diagonal' }));
    readGalleryData(galleryBlock({ design: 'autocolumns', columnWidth: 'wide' }));
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[site-runtime] gallery: Gallery active-alignment "diagonal" is not start, middle or end: middle is used',
      '[site-runtime] gallery: Gallery columnWidth "wide" is not a positive number: 250 is used',
    ]);
    warn.mockClear();
    // Strings are parsed; start, middle and end (and left and right) are fine.
    expect(
      readGalleryData(galleryBlock({ design: 'autocolumns', columnWidth: '300' })).columnWidth,
    ).toBe(300);
    readGalleryData(galleryBlock({ design: 'slider', 'active-alignment': 'middle' }));
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads autoplay randomise and the history option', () => {
    const data = readGalleryData(
      galleryBlock({
        design: 'slideshow',
        autoplayOptions: { randomize: true },
        historyHash: true,
      }),
    );
    expect(data.randomize).toBe(true);
    expect(data.history).toBe(true);
    const plain = readGalleryData(galleryBlock({ design: 'slideshow' }));
    expect([plain.randomize, plain.history]).toEqual([false, false]);
  });
});

describe('the slider', () => {
  it('is 50 % as high as wide by default (widgets.md 9), or as its data says', () => {
    const plain = galleryBlock({ design: 'slider' });
    mountBlock(galleryBlockDefinition, plain);
    const container = plain.querySelector<HTMLElement>('.sqs-gallery-container');
    expect(container?.style.getPropertyValue('--sr-gallery-slider-aspect')).toBe('50');
    const set = galleryBlock({ design: 'slider', aspectRatio: 30 });
    expect(readGalleryData(set).sliderAspect).toBe(30);
    // The real slider writes it on the block too (fixtures/real-pages/commerce/*).
    const attribute = galleryBlock({ design: 'slider' });
    attribute.setAttribute('data-aspect-ratio', '75');
    expect(readGalleryData(attribute).sliderAspect).toBe(75);
    expect(
      readGalleryData(galleryBlock({ design: 'slider', aspectRatio: 'tall' })).sliderAspect,
    ).toBe(50);
  });
});

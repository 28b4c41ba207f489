// "Strip: speed 0.5 s" (widgets.md section 9): the slider's glide, from Gallery2's
// `designOptions.speed` in seconds; the slideshow's scroll takes its own speed; the carousel
// design keeps embla's glide. Also the swipe options handed to the carousel.
import type { EmblaOptionsType } from 'embla-carousel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryBlockDefinition } from '../../../../blocks/gallery/definition';
import { readGalleryData, STRIP_SPEED } from '../../../../blocks/gallery/read-gallery';
import { emblaDuration } from '../../../../src/carousel/glide';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { mountBlock } from '../../support/mount-block';
import { galleryBlock } from './gallery-markup';

const embla = vi.hoisted(() => ({ options: [] as EmblaOptionsType[] }));
vi.mock('embla-carousel-react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel-react')>();
  return {
    default: (options?: EmblaOptionsType) => {
      embla.options.push(options ?? {});
      return actual.default(options);
    },
  };
});

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  embla.options = [];
});

const glideOf = (json: Record<string, unknown>) => {
  mountBlock(galleryBlockDefinition, galleryBlock(json));
  return embla.options.at(-1)?.duration;
};

describe('the strip’s speed', () => {
  it('is read in seconds from designOptions, 0.5 s by default, kept between 0 and 10 s', () => {
    const speed = (designOptions?: Record<string, unknown>) =>
      readGalleryData(galleryBlock({ design: 'slider', designOptions })).stripSpeedMs;
    expect(STRIP_SPEED.defaultMs).toBe(500);
    expect(speed()).toBe(500);
    expect(speed({ speed: 0.4 })).toBe(400);
    expect(speed({ speed: '0.6' })).toBe(600);
    expect(speed({ speed: 60 })).toBe(10_000);
    expect(speed({ speed: -1 })).toBe(500);
    expect(speed({ speed: 'fast' })).toBe(500);
    expect(readGalleryData(galleryBlock({ design: 'carousel' })).stripSpeedMs).toBeNull();
  });

  it('is the glide the carousel asks embla for; other designs keep theirs', () => {
    expect(glideOf({ design: 'slider' })).toBe(emblaDuration(500));
    expect(glideOf({ design: 'slider', designOptions: { speed: 0.4 } })).toBe(emblaDuration(400));
    expect(glideOf({ design: 'carousel' })).toBe(25);
    expect(
      glideOf({ design: 'slideshow', designOptions: { transition: 'scroll', speed: 1 } }),
    ).toBe(emblaDuration(1000));
  });

  it('hands the swipe options on: snap points none glide free', () => {
    mountBlock(
      galleryBlockDefinition,
      galleryBlock({ design: 'slider', designOptions: { snapPoints: 'none' } }),
    );
    expect(embla.options.at(-1)?.dragFree).toBe(true);
  });
});

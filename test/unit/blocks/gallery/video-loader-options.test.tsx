// A gallery video slide under the video loader's options (widgets.md section 3: forceAutoplay,
// inactive, load; src/video/loader-options.ts): loaded now or later, playable or not from here,
// started by a press or on its own.
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryBlockDefinition } from '../../../../blocks/gallery/definition';
import { readGalleryData } from '../../../../blocks/gallery/read-gallery';
import { attachVideoSlide, type VideoSlideOptions } from '../../../../blocks/gallery/video-slide';
import { ServerDom } from '../../../../src/runtime/server-dom';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { mountBlock } from '../../support/mount-block';
import { disableFrameLoading } from '../../support/no-frame-loading';
import { reducedMotion } from '../../support/reduced-motion';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';
import { galleryBlock } from './gallery-markup';

const EMBED = 'https://player.vimeo.com/video/76979871';
const VIDEO = `<div class="image-wrapper" id="v1" data-type="video" data-html="${`<iframe src="${EMBED}"></iframe>`.replace(/"/g, '&quot;')}"><img data-src="/v.jpg" data-image-dimensions="640x360" alt="Harbour"></div>`;

beforeAll(disableFrameLoading);
beforeEach(() => {
  FakeIntersectionObserver.install();
  reducedMotion(false);
});
afterEach(() => {
  forgetRuntime();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The video slide of a grid gallery, attached on its own with `loader`. */
function videoSlide(loader: VideoSlideOptions['loader']) {
  const block = galleryBlock({ design: 'grid' }, 0, VIDEO);
  const slide = readGalleryData(block).slides[0];
  if (!slide) throw new Error('no slide');
  const frame = slide.element;
  const server = new ServerDom(block.querySelector('.sqs-block-content') as HTMLElement);
  const controller = new AbortController();
  const active: boolean[] = [];
  const video = attachVideoSlide(slide, {
    frame,
    server,
    signal: controller.signal,
    id: 'test',
    onActiveChange: (value) => active.push(value),
    loader,
  });
  const layer = () => frame.querySelector<HTMLElement>('.sr-gallery-video');
  const playButton = () => frame.querySelector<HTMLButtonElement>('button.sr-video-play');
  return { video, frame, layer, playButton, active, stop: () => controller.abort() };
}

describe('load', () => {
  it('false leaves the slide as the server drew it until load()', () => {
    const { video, frame, layer, playButton } = videoSlide({ load: false });
    expect(video.state()).toBe('unloaded');
    expect(layer()).toBeNull();
    video.load();
    expect(video.state()).toBe('thumbnail');
    expect(playButton()?.getAttribute('aria-label')).toBe('Play video: Harbour');
    // Once is enough.
    video.load();
    expect(frame.querySelectorAll('.sr-gallery-video')).toHaveLength(1);
  });
});

describe('inactive', () => {
  it('shows the thumbnail with no play button, and gives it back when made active', () => {
    const { video, layer, playButton } = videoSlide({ inactive: true });
    expect(video.state()).toBe('inactive');
    expect(layer()?.dataset.srVideoState).toBe('inactive');
    expect(playButton()).toBeNull();
    video.setInactive(false);
    expect(playButton()).not.toBeNull();
  });

  it('puts a playing video back to its thumbnail, play button gone, when made inactive', () => {
    const { video, frame, playButton, active } = videoSlide({});
    act(() => playButton()?.click());
    expect(frame.querySelector('iframe')?.getAttribute('src')).toBe(`${EMBED}?autoplay=1`);
    video.setInactive(true);
    expect(frame.querySelector('iframe')).toBeNull();
    expect(playButton()).toBeNull();
    expect(active).toEqual([true, false]);
  });

  it('is what a strip’s slides that are not current start as', () => {
    const block = galleryBlock({ design: 'slider' }, 1, VIDEO);
    mountBlock(galleryBlockDefinition, block);
    const layer = block.querySelector<HTMLElement>('#v1 .sr-gallery-video');
    expect(layer?.dataset.srVideoState).toBe('inactive');
    expect(block.querySelector('#v1 button.sr-video-play')).toBeNull();
    // In a grid every video can be played where it is.
    const grid = galleryBlock({ design: 'grid' }, 1, VIDEO);
    mountBlock(galleryBlockDefinition, grid);
    expect(grid.querySelector('#v1 button.sr-video-play')).not.toBeNull();
  });
});

describe('forceAutoplay', () => {
  it('puts the player in place at once, without taking focus', () => {
    const { video, frame, active } = videoSlide({ forceAutoplay: true });
    expect(video.state()).toBe('playing');
    const player = frame.querySelector('iframe');
    expect(player?.getAttribute('src')).toBe(`${EMBED}?autoplay=1`);
    expect(document.activeElement).not.toBe(player);
    expect(active).toEqual([true]);
  });

  it('waits for a press under reduced motion, under nomotion=true, and while consent is waited for', () => {
    reducedMotion(true);
    expect(videoSlide({ forceAutoplay: true }).video.state()).toBe('thumbnail');
    reducedMotion(false);
    window.history.replaceState(null, '', '/?nomotion=true');
    expect(videoSlide({ forceAutoplay: true }).video.state()).toBe('thumbnail');
    window.history.replaceState(null, '', '/');
    runtimeWithConsent(true, null);
    expect(videoSlide({ forceAutoplay: true }).video.state()).toBe('thumbnail');
  });

  it('never starts an inactive video', () => {
    expect(videoSlide({ forceAutoplay: true, inactive: true }).video.state()).toBe('inactive');
  });
});

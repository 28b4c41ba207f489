import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { galleryBlockDefinition } from '../../../../blocks/gallery/definition';
import { videoBlockDefinition } from '../../../../blocks/video/definition';
import { attachBlock } from '../../support/attach-block';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { disableFrameLoading } from '../../support/no-frame-loading';
import { galleryBlock } from './gallery-markup';
import { mountBlock } from '../../support/mount-block';

const EMBED = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
const embedHtml = `<iframe src="${EMBED}" width="854" height="480"></iframe>`.replace(
  /"/g,
  '&quot;',
);
const VIDEO_SLIDE = `<div class="image-wrapper" id="v1" data-slide-id="v1" data-type="video" data-provider-name="YouTube" data-html="${embedHtml}"><img class="thumb-image" data-src="/v.jpg" data-image-dimensions="640x360" alt="Surfers" data-type="video"></div>`;

function videoGallery(json: Record<string, unknown>) {
  const block = galleryBlock({ lightbox: true, ...json }, 2, VIDEO_SLIDE);
  mountBlock(galleryBlockDefinition, block);
  return block;
}

const playButtonIn = (root: ParentNode) =>
  root.querySelector<HTMLButtonElement>('button[aria-label="Play video: Surfers"]');
const rotation = (block: HTMLElement) =>
  block.querySelector('.sr-carousel__container')?.getAttribute('aria-live');

beforeAll(disableFrameLoading);
beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  forgetRuntime();
});

describe('Gallery video slides', () => {
  it('show the thumbnail with a real play button; pressing it puts the player in place', () => {
    const block = videoGallery({ design: 'grid' });
    const slide = block.querySelector('#v1') as HTMLElement;
    const button = playButtonIn(slide);
    expect(button?.tagName).toBe('BUTTON');
    expect(button?.type).toBe('button');
    // The thumbnail stays under the button; the frame keeps its reserved box.
    const frame = slide.closest<HTMLElement>('.sr-gallery__frame');
    const ratio = frame?.style.getPropertyValue('aspect-ratio');
    expect(ratio).toBe('1 / 1');
    expect(slide.querySelector('.sr-gallery-video')).not.toBeNull();
    act(() => button?.click());
    const player = slide.querySelector('iframe');
    expect(player?.getAttribute('src')).toBe(`${EMBED}?autoplay=1`);
    expect(player?.title).toBe('Surfers');
    expect(document.activeElement).toBe(player);
    expect(playButtonIn(slide)).toBeNull();
    expect(slide.querySelector('img.thumb-image')).not.toBeNull();
    expect(frame?.style.getPropertyValue('aspect-ratio')).toBe(ratio);
  });

  it('never builds a player from a host that is not a known video provider', () => {
    const block = galleryBlock(
      { design: 'grid' },
      1,
      VIDEO_SLIDE.replace(EMBED, 'https://evil.example/embed/x'),
    );
    mountBlock(galleryBlockDefinition, block);
    expect(playButtonIn(block)).toBeNull();
  });

  it('under a restrictive cookie policy, names the provider first; only "Load video" loads it', () => {
    runtimeWithConsent(true, null);
    const block = videoGallery({ design: 'grid' });
    act(() => playButtonIn(block)?.click());
    expect(block.querySelector('iframe')).toBeNull();
    expect(block.querySelector('.sr-video-card-text')?.textContent).toContain(
      'This video is hosted by YouTube.',
    );
    const load = block.querySelector<HTMLButtonElement>('button.sr-video-load');
    expect(document.activeElement).toBe(load);
    act(() => load?.click());
    expect(block.querySelector('iframe')?.getAttribute('src')).toBe(`${EMBED}?autoplay=1`);
  });

  it('stops slide autoplay while the video plays; it resumes once the video is back to its thumbnail', () => {
    const block = videoGallery({ design: 'slideshow', autoplay: true, 'autoplay-duration': 3 });
    expect(rotation(block)).toBe('off');
    act(() => playButtonIn(block)?.click());
    expect(rotation(block)).toBe('polite');
    // Another player on the page starts: this one goes back to its thumbnail, rotation resumes.
    act(() => document.dispatchEvent(new CustomEvent('site-runtime:video-play', { detail: {} })));
    expect(block.querySelector('iframe')).toBeNull();
    expect(playButtonIn(block)).not.toBeNull();
    expect(rotation(block)).toBe('off');
  });

  it('one video at a time across packs: a video block and a gallery stop each other', () => {
    const fixture = readFileSync(
      path.resolve(__dirname, '../../../../fixtures/blocks/video-7.0.html'),
      'utf8',
    );
    const gallery = videoGallery({ design: 'grid' });
    const holder = document.createElement('div');
    holder.innerHTML = fixture;
    document.body.appendChild(holder);
    const videoBlock = holder.querySelector<HTMLElement>('[data-block-type="32"]') as HTMLElement;
    const { unmount } = attachBlock(videoBlockDefinition, videoBlock);
    try {
      act(() => playButtonIn(gallery)?.click());
      expect(gallery.querySelector('iframe')).not.toBeNull();
      fireEvent.click(videoBlock.querySelector('button.sr-video-play') as HTMLElement);
      expect(videoBlock.querySelector('iframe')).not.toBeNull();
      expect(gallery.querySelector('iframe')).toBeNull();
      expect(playButtonIn(gallery)).not.toBeNull();
      act(() => playButtonIn(gallery)?.click());
      expect(videoBlock.querySelector('iframe')).toBeNull();
      expect(videoBlock.querySelector('button.sr-video-play')).not.toBeNull();
    } finally {
      unmount();
    }
  });
});

import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoBackgroundDefinitions } from '../../../../controllers/video-background/definition';
import {
  backgroundPlayerUrl,
  nativeVariants,
  variantFor,
} from '../../../../controllers/video-background/read-video-background';
import { coverSize } from '../../../../controllers/video-background/attach-video-background';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { updateSlice } from '../../../../src/store/store';
import { attachAll, attachController } from '../../support/attach-controller';
import { disableFrameLoading } from '../../support/no-frame-loading';
import { reducedMotion } from '../../support/reduced-motion';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';

// Background videos (fixtures/controllers/video-background.html and generated URLs and sizes):
// silent, inline, looping, no controls, decoration only; the server's picture stays the poster;
// nothing plays for a visitor who wants less motion; a provider's player waits for consent.

const VIMEO_PLAYER =
  'https://player.vimeo.com/video/540690435?h=e1ede0d229&background=1&autoplay=1&muted=1&loop=1';
const PLATFORM_VIDEO = '/background-loop.webm?variant=mp4-h264-';

let played: HTMLMediaElement[];
let paused: HTMLMediaElement[];

beforeEach(() => {
  disableFrameLoading();
  played = [];
  paused = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.push(this);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetRuntime();
  document.body.innerHTML = '';
});

/** The fixture, with a width for each holder (happy-dom lays nothing out). */
function page(width = 800) {
  document.body.innerHTML = readControllerFixture('video-background');
  for (const holder of Array.from(
    document.querySelectorAll('.sqs-video-background, .sqs-video-background-native'),
  )) {
    Object.defineProperty(holder, 'clientWidth', { configurable: true, value: width });
    Object.defineProperty(holder, 'clientHeight', { configurable: true, value: width / 3 });
  }
  return document.body.innerHTML;
}

const frames = () => Array.from(document.querySelectorAll('iframe'));

describe('VideoBackground (a provider’s video)', () => {
  it('plays the Vimeo background silently over the kept picture, out of reach; restores', () => {
    runtimeWithConsent(false, null);
    const before = page();
    const { stopAll } = attachAll(videoBackgroundDefinitions);
    const [vimeo, youtube] = frames();
    expect(vimeo?.src).toBe(VIMEO_PLAYER);
    expect(youtube?.src).toMatch(/^https:\/\/www\.youtube\.com\/embed\/TYGIMaP6ukg\?/);
    expect(new URL(youtube?.src ?? '').searchParams.get('playlist')).toBe('TYGIMaP6ukg');
    const holder = vimeo?.parentElement as HTMLElement;
    expect(holder.classList.contains('sqs-video-background')).toBe(true);
    expect(holder.querySelector('img')?.alt).toBe('The harbour at dawn');
    expect([vimeo?.getAttribute('aria-hidden'), vimeo?.inert, vimeo?.title]).toEqual([
      'true',
      true,
      'Background video',
    ]);
    // Covers the 800 × 267 holder at 16:9, shown once loaded.
    expect([vimeo?.style.width, vimeo?.style.height, vimeo?.style.opacity]).toEqual([
      '800px',
      '450px',
      '0',
    ]);
    vimeo?.dispatchEvent(new Event('load'));
    expect(vimeo?.style.opacity).toBe('1');
    expect(holder.style.overflow).toBe('hidden');
    stopAll();
    expect(document.body.innerHTML).toBe(before);
  });

  it('under the restrictive policy loads no player until the visitor accepts', () => {
    const store = runtimeWithConsent(true, null);
    page();
    const { stopAll } = attachAll(videoBackgroundDefinitions);
    expect(frames()).toHaveLength(0);
    expect(document.querySelectorAll('.sqs-video-background img')).toHaveLength(2);
    updateSlice(store, 'consent', { accepted: true });
    expect(frames().map((frame) => frame.src)[0]).toBe(VIMEO_PLAYER);
    stopAll();
  });

  it('loads no player for a visitor who wants less motion, consent or not', () => {
    reducedMotion(true);
    runtimeWithConsent(false, null);
    const before = page();
    const { stopAll } = attachAll(videoBackgroundDefinitions);
    expect(frames()).toHaveLength(0);
    expect(document.body.innerHTML).toBe(before);
    stopAll();
  });

  it('skips markup with no video URL, or a host it does not embed, saying why', () => {
    const [definition] = videoBackgroundDefinitions;
    for (const [markup, reason] of [
      ['<div class="sqs-video-background"></div>', 'No data-config-url'],
      [
        '<div class="sqs-video-background" data-config-url="https://example.org/film.mp4"></div>',
        'Not a YouTube or Vimeo video',
      ],
    ] as const) {
      document.body.innerHTML = `<div data-controller="VideoBackground">${markup}</div>`;
      const element = document.querySelector<HTMLElement>('[data-controller]') as HTMLElement;
      expect(() => definition?.readData?.(element)).toThrow(reason);
    }
  });
});

describe('Save-Data', () => {
  it('keeps every background a picture for a visitor who asked to save data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    runtimeWithConsent(false, null);
    const before = page();
    const { stopAll } = attachAll(videoBackgroundDefinitions);
    expect(document.body.innerHTML).toBe(before);
    expect(played).toEqual([]);
    stopAll();
  });
});

describe('VideoBackgroundNative (a video the platform hosts)', () => {
  it('plays the size that fits, silent, inline, looping, at the site’s speed; restores', () => {
    runtimeWithConsent(false, null);
    const before = page(800);
    const { stopAll } = attachAll(videoBackgroundDefinitions);
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(`${PLATFORM_VIDEO}1920:1080`);
    expect(['muted', 'playsinline', 'loop'].map((name) => video.hasAttribute(name))).toEqual([
      true,
      true,
      true,
    ]);
    expect([video.controls, video.muted, video.playbackRate]).toEqual([false, true, 0.5]);
    expect(video.getAttribute('aria-hidden')).toBe('true');
    expect(played).toEqual([video]);
    // The picture shows until the video plays.
    expect(video.style.opacity).toBe('0');
    video.dispatchEvent(new Event('playing'));
    expect(video.style.opacity).toBe('1');
    stopAll();
    expect(document.body.innerHTML).toBe(before);
  });

  it('makes no video at all for a visitor who wants less motion', () => {
    reducedMotion(true);
    runtimeWithConsent(false, null);
    const before = page();
    const { stopAll } = attachAll(videoBackgroundDefinitions);
    expect(document.querySelector('video')).toBeNull();
    expect(document.body.innerHTML).toBe(before);
    stopAll();
  });

  it('quiets a <video> the server wrote: muted, inline, looping; paused under less motion', () => {
    for (const less of [false, true]) {
      reducedMotion(less);
      played = [];
      paused = [];
      document.body.innerHTML =
        '<div data-controller="VideoBackgroundNative"><div class="sqs-video-background-native"><video autoplay src="/clip.mp4"></video></div></div>';
      const before = document.body.innerHTML;
      const element = document.querySelector<HTMLElement>('[data-controller]') as HTMLElement;
      const { stop } = attachController(videoBackgroundDefinitions[1]!, element);
      const video = document.querySelector('video') as HTMLVideoElement;
      expect([video.controls, video.muted, video.getAttribute('aria-hidden')]).toEqual([
        false,
        true,
        'true',
      ]);
      expect(['muted', 'playsinline', 'loop'].every((name) => video.hasAttribute(name))).toBe(true);
      expect(played).toEqual(less ? [] : [video]);
      expect(paused).toEqual(less ? [video] : []);
      stop();
      expect(document.body.innerHTML).toBe(before);
    }
  });
});

describe('background URLs and sizes, generated', () => {
  const id = fc.stringMatching(/^[\w-]{11}$/);

  it('a YouTube video loops silently as its own playlist, without controls, from any link form', () => {
    fc.assert(
      fc.property(
        id,
        fc.constantFrom(
          (v: string) => `https://www.youtube.com/watch?v=${v}`,
          (v: string) => `https://youtu.be/${v}`,
          (v: string) => `https://www.youtube.com/embed/${v}`,
          (v: string) => `//www.youtube-nocookie.com/embed/${v}`,
        ),
        (video, form) => {
          const url = new URL(backgroundPlayerUrl(form(video)) ?? '');
          expect(url.pathname).toBe(`/embed/${video}`);
          const params = Object.fromEntries(url.searchParams);
          expect(params).toMatchObject({
            autoplay: '1',
            mute: '1',
            loop: '1',
            playlist: video,
            controls: '0',
            playsinline: '1',
          });
        },
      ),
    );
  });

  it('refuses every other host or scheme', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'ftp://vimeo.com/1',
          'javascript:alert(1)',
          'https://example.org/v/1',
          'https://www.dailymotion.com/embed/video/x7',
        ),
        fc.webUrl({ validSchemes: ['https', 'http'] }),
        (fixed, random) => {
          expect(backgroundPlayerUrl(fixed)).toBeNull();
          const host = new URL(random).hostname;
          if (!/(youtube|youtu\.be|vimeo)/.test(host))
            expect(backgroundPlayerUrl(random)).toBeNull();
        },
      ),
    );
    // fast-check's web URLs take seconds to generate: more than the default 5 s on a loaded machine.
  }, 30_000);

  it('picks the narrowest platform size that is wide enough, else the widest', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 10, max: 99_999 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 120_000 }),
        (widths, need) => {
          const variants = nativeVariants({
            alexandriaUrl: 'https://video.example/v/{variant}',
            systemDataVariants: widths
              .map((w) => `${w}:${Math.max(10, Math.round(w / 2))}`)
              .join(','),
          });
          expect(variants.map((v) => v.width)).toEqual([...widths].sort((a, b) => a - b));
          const chosen = variantFor(variants, need);
          const wide = widths.filter((w) => w >= need);
          expect(chosen?.width).toBe(wide.length > 0 ? Math.min(...wide) : Math.max(...widths));
          expect(chosen?.url).toMatch(/^https:\/\/video\.example\/v\/mp4-h264-\d+:\d+$/);
        },
      ),
    );
  });

  it('takes platform files from https hosts or the page’s own origin, nowhere else', () => {
    const variants = (alexandriaUrl: string) =>
      nativeVariants({ alexandriaUrl, systemDataVariants: '640:360' }).map((v) => v.url);
    expect(variants('/media/loop.webm?variant={variant}')).toEqual([
      '/media/loop.webm?variant=mp4-h264-640:360',
    ]);
    expect(variants('http://video.example/{variant}')).toEqual([]);
    expect(variants('javascript:alert(1)//{variant}')).toEqual([]);
    expect(variants('https://video.example/no-variant')).toEqual([]);
  });

  it('a player always covers its holder, keeping 16:9', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (w, h) => {
        const cover = coverSize(w, h);
        expect(cover.width).toBeGreaterThanOrEqual(w - 1e-9);
        expect(cover.height).toBeGreaterThanOrEqual(h - 1e-9);
        expect(cover.width / cover.height).toBeCloseTo(16 / 9, 6);
      }),
    );
  });
});

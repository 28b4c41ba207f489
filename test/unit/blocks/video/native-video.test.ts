import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_PACK_FAILED, type NativeVideoPack } from '../../../../blocks/video/attach-native';
import { videoBlockDefinition } from '../../../../blocks/video/definition';
import { nativeSettings, readNativeVideo } from '../../../../blocks/video/read-native-video';
import { readVideoBlock } from '../../../../blocks/video/read-video-block';
import { BlockSkip } from '../../../../src/runtime/types';
import { FALLBACK_ASPECT_PERCENT } from '../../../../src/video/native-box';
import {
  attachNativePlayer,
  HLS_TYPE,
  NATIVE_PLAYER_TEXT,
} from '../../../../src/video/native-player';
import { readNativeSource, variantFor } from '../../../../src/video/native-source';
import { announceVideoPlay } from '../../../../src/video/playing';
import { attachBlock } from '../../support/attach-block';
import { branchCounter } from '../../support/branches';
import { reducedMotion } from '../../support/reduced-motion';

// Video blocks holding a video the platform hosts (fixtures/blocks/native-video.html): the reader,
// the box reserved from the data, and the browser's own player from the `native-video` pack.

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/native-video.html',
);
const COMPONENT = 'block-cd3e5e89e3db6bb9e5bc';
const AUTOPLAY = 'block-native-autoplay';
const CAPTIONS = 'block-native-captions';
const MISSING = 'block-native-missing';
const BROKEN = 'block-native-broken';

const nativePack: NativeVideoPack = { attachNativePlayer };

function block(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no block ${id}`);
  return element;
}

const mounted: Array<() => void> = [];
function mount(id: string, loadPack: (name: string) => Promise<unknown> = packLoader) {
  const result = attachBlock(
    videoBlockDefinition,
    block(id),
    loadPack as <Exports>(name: string) => Promise<Exports>,
  );
  mounted.push(result.unmount);
  return result;
}

const asked: string[] = [];
function packLoader(name: string): Promise<unknown> {
  asked.push(name);
  return name === 'native-video'
    ? Promise.resolve(nativePack)
    : Promise.reject(new Error(`no pack ${name}`));
}

/** Lets the pack's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const videoIn = (id: string) => block(id).querySelector('video');

/** A box's CSS aspect ratio as one number ("16 / 9" → 1.777…), NaN when none. */
function boxRatio(box: HTMLElement | null | undefined): number {
  const [width, height = '1'] = (box?.style.aspectRatio ?? '').split('/');
  return Number(width) / Number(height);
}

let played: HTMLVideoElement[] = [];
let paused: HTMLVideoElement[] = [];

beforeEach(() => {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
  asked.length = 0;
  played = [];
  paused = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this as HTMLVideoElement);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.push(this as HTMLVideoElement);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Native video: reading', () => {
  it("reads the 2026 component: the files, the platform's poster frame, its own sized box", () => {
    const data = readVideoBlock(block(COMPONENT));
    expect(data.embedUrl).toBeNull();
    expect(data.message).toBeNull();
    const native = data.native;
    expect(native?.source).toEqual({
      pattern: '/background-loop.webm?variant={variant}',
      hls: '/background-loop.webm?variant=playlist.m3u8',
      thumbnail: '/background-loop.webm?variant=thumbnail',
      aspectRatio: 1.7777777777777777,
      variants: [
        { width: 640, height: 360, url: '/background-loop.webm?variant=mp4-h264-640:360' },
        { width: 1920, height: 1080, url: '/background-loop.webm?variant=mp4-h264-1920:1080' },
      ],
    });
    expect(native?.poster).toBe('/background-loop.webm?variant=thumbnail');
    expect(native?.box?.classList.contains('native-video-player')).toBe(true);
    expect(native?.settings).toEqual({ autoPlay: false, loop: false, muted: false });
    expect(native?.title).toBe('Video');
    expect([native?.tracks, native?.caption, native?.video]).toEqual([[], null, null]);
  });

  it("reads the 7.0 block: the chosen poster, the site's settings, its title and caption", () => {
    const native = readVideoBlock(block(AUTOPLAY)).native;
    expect(native?.poster).toBe(
      `${window.location.origin}/cdn-stand-in/images.squarespace-cdn.com/content/v1/demo-native/harbour-poster.jpg`,
    );
    expect(native?.settings).toEqual({ autoPlay: true, loop: true, muted: true });
    expect(native?.title).toBe('Harbour at dawn');
    expect(native?.caption?.textContent).toBe('The harbour at first light, a twelve-second loop.');
    expect(native?.box).toBeNull();
  });

  it('keeps the caption tracks the markup has, and only those a browser may fetch', () => {
    const holder = block(CAPTIONS).querySelector('.sqs-native-video') as HTMLElement;
    holder.insertAdjacentHTML(
      'beforeend',
      '<track kind="subtitles" src="javascript:alert(1)"><track kind="metadata" src="/m.vtt">' +
        '<track src="/plain.vtt">',
    );
    const tracks = readVideoBlock(block(CAPTIONS)).native?.tracks ?? [];
    expect(tracks.map((track) => track.getAttribute('src'))).toEqual([
      '/native-video-captions.vtt',
      '/plain.vtt',
    ]);
  });

  it('skips a block whose video config is not JSON, or names no file', () => {
    expect(() => readVideoBlock(block(BROKEN))).toThrow(BlockSkip);
    expect(() => readVideoBlock(block(BROKEN))).toThrow('data-config-video is not JSON');
    block(BROKEN)
      .querySelector('.sqs-native-video')
      ?.setAttribute('data-config-video', '{"alexandriaUrl":"javascript:alert(1)//{variant}"}');
    expect(() => readVideoBlock(block(BROKEN))).toThrow('names no video file');
  });

  it('a block without .sqs-native-video is a provider embed, as before', () => {
    block(COMPONENT).querySelector('.sqs-native-video')?.remove();
    expect(readVideoBlock(block(COMPONENT)).native).toBeNull();
  });
});

describe('Native video: the player', () => {
  it('fetches the native-video pack and draws the browser player in the server box', async () => {
    const box = block(COMPONENT).querySelector<HTMLElement>('.native-video-player');
    const { unmount, serverHtml, container } = mount(COMPONENT);
    expect(asked).toEqual(['native-video']);
    // Sized by the server (aspect-ratio 16/9): left as it is.
    expect(boxRatio(box)).toBe(16 / 9);
    // The file of the box's size: 1000 px is wider than the 640 px file.
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 1000 });
    await settle();
    const video = videoIn(COMPONENT);
    expect(video?.parentElement).toBe(box);
    expect([video?.controls, video?.getAttribute('aria-label'), video?.preload]).toEqual([
      true,
      'Video',
      'none',
    ]);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('poster')).toBe('/background-loop.webm?variant=thumbnail');
    const sources = Array.from(video?.querySelectorAll('source') ?? []);
    expect(sources.map((source) => [source.getAttribute('src'), source.type])).toEqual([
      ['/background-loop.webm?variant=playlist.m3u8', HLS_TYPE],
      ['/background-loop.webm?variant=mp4-h264-1920:1080', 'video/mp4'],
    ]);
    expect(played).toEqual([]);
    unmount();
    mounted.length = 0;
    expect(container.innerHTML).toBe(serverHtml);
  });

  it("reserves an unsized box at the video's aspect, or the spec's 56.3% fallback", async () => {
    mount(AUTOPLAY);
    const box = block(AUTOPLAY).querySelector<HTMLElement>('.native-video-player');
    expect(boxRatio(box)).toBeCloseTo(16 / 9, 10);
    mount(CAPTIONS);
    const fallback = block(CAPTIONS).querySelector<HTMLElement>('.native-video-player');
    // 640:360 is the only size: its shape is the aspect.
    expect(boxRatio(fallback)).toBeCloseTo(640 / 360, 10);
    block(MISSING)
      .querySelector('.sqs-native-video')
      ?.setAttribute('data-config-video', '{"alexandriaUrl":"/v/{variant}"}');
    mount(MISSING);
    expect(boxRatio(block(MISSING).querySelector<HTMLElement>('.native-video-player'))).toBeCloseTo(
      100 / FALLBACK_ASPECT_PERCENT,
      10,
    );
    await settle();
  });

  it('names the player, describes it by the caption, carries the caption track over', async () => {
    mount(AUTOPLAY);
    mount(CAPTIONS);
    await settle();
    const autoplay = videoIn(AUTOPLAY);
    const caption = block(AUTOPLAY).querySelector('.video-caption');
    expect(autoplay?.getAttribute('aria-label')).toBe('Harbour at dawn');
    expect(autoplay?.getAttribute('aria-describedby')).toBe(caption?.id);
    expect(caption?.id).toBe(`${AUTOPLAY}-caption`);
    expect(autoplay?.getAttribute('poster')).toContain('harbour-poster.jpg');
    const track = videoIn(CAPTIONS)?.querySelector('track');
    expect([track?.getAttribute('kind'), track?.getAttribute('srclang')]).toEqual([
      'captions',
      'en',
    ]);
  });

  it('starts a video set to autoplay muted, looping, only while motion is welcome', async () => {
    reducedMotion(true);
    mount(AUTOPLAY);
    await settle();
    const video = videoIn(AUTOPLAY);
    expect([video?.loop, video?.muted]).toEqual([true, true]);
    expect(played).toEqual([]);
    mounted.splice(0).forEach((unmount) => unmount());

    reducedMotion(false);
    mount(AUTOPLAY);
    await settle();
    expect(played).toEqual([videoIn(AUTOPLAY)]);
  });

  it('one video at a time: a visitor starting one stops the others; autoplay stops nobody', async () => {
    mount(COMPONENT);
    mount(AUTOPLAY);
    await settle();
    const component = videoIn(COMPONENT) as HTMLVideoElement;
    const autoplay = videoIn(AUTOPLAY) as HTMLVideoElement;
    // The autoplay started on its own: the component was not paused by it.
    expect(paused).not.toContain(component);
    void component.play();
    expect(paused).toContain(autoplay);
    paused = [];
    // A provider's player (or a gallery's) starts: this one stops.
    announceVideoPlay(document.createElement('div'));
    expect(paused).toEqual(expect.arrayContaining([component, autoplay]));
  });

  it('a file that cannot be played says so, with "Try again"; offline it waits for the network', async () => {
    mount(MISSING);
    await settle();
    const video = videoIn(MISSING) as HTMLVideoElement;
    const status = block(MISSING).querySelector('[role="status"]');
    const retry = block(MISSING).querySelector<HTMLButtonElement>('.sr-native-video-retry');
    expect(status?.textContent).toBe('');
    expect(retry?.hidden).toBe(true);
    Object.defineProperty(video, 'networkState', { configurable: true, value: 3 });
    video.querySelector('source')?.dispatchEvent(new Event('error'));
    expect(status?.textContent).toBe(NATIVE_PLAYER_TEXT.failed);
    expect(retry?.hidden).toBe(false);
    retry?.click();
    expect(status?.textContent).toBe('');
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
    expect(played).toEqual([video]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    video.querySelector('source')?.dispatchEvent(new Event('error'));
    expect(status?.textContent).toBe(NATIVE_PLAYER_TEXT.offline);
    expect(retry?.hidden).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(status?.textContent).toBe('');
  });

  it('a pack that cannot be had: the block says so and is unusable, its box still kept', async () => {
    const { unusable } = mount(AUTOPLAY, () => Promise.reject(new Error('offline')));
    await settle();
    expect(block(AUTOPLAY).querySelector('.sr-native-video-status')?.textContent).toBe(
      NATIVE_PACK_FAILED,
    );
    expect(unusable).toEqual([NATIVE_PACK_FAILED]);
    expect(videoIn(AUTOPLAY)).toBeNull();
  });
});

describe('Native video: properties of the readers', () => {
  const pattern = fc.constantFrom(
    'https://video.squarespace-cdn.com/content/v1/a/b/{variant}',
    '/local/{variant}',
    'http://video.example/{variant}',
    'javascript:alert(1)//{variant}',
    'https://video.example/no-variant',
    '',
  );
  const variants = fc.oneof(
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99999 })), {
        maxLength: 5,
      })
      .map((sizes) => sizes.map(([w, h]) => `${w}:${h}`).join(',')),
    fc.string({ maxLength: 30 }),
  );
  const config = fc.oneof(
    fc.record({
      alexandriaUrl: fc.oneof(pattern, fc.string({ maxLength: 20 })),
      systemDataVariants: variants,
      aspectRatio: fc.oneof(fc.double(), fc.string({ maxLength: 5 }), fc.constant(undefined)),
    }),
    fc.anything(),
  );

  it('readNativeSource: never throws; a playable https or site file, sizes in order, a sane ratio', () => {
    const branches = branchCounter(['none', 'source', 'withSizes', 'withRatio']);
    fc.assert(
      fc.property(config, (value) => {
        const source = readNativeSource(value);
        if (!source) {
          branches.reached('none');
          return;
        }
        branches.reached('source');
        const url = new URL(source.hls, window.location.href);
        expect(url.protocol === 'https:' || url.origin === window.location.origin).toBe(true);
        expect(source.pattern).toContain('{variant}');
        expect(source.hls).toBe(source.pattern.replace('{variant}', 'playlist.m3u8'));
        const widths = source.variants.map((variant) => variant.width);
        expect(widths).toEqual([...widths].sort((a, b) => a - b));
        if (source.variants.length > 0) branches.reached('withSizes');
        if (source.aspectRatio !== null) {
          branches.reached('withRatio');
          expect(source.aspectRatio).toBeGreaterThanOrEqual(0.1);
          expect(source.aspectRatio).toBeLessThanOrEqual(10);
        }
        const need = 800;
        const chosen = variantFor(source.variants, need);
        if (chosen && chosen !== source.variants.at(-1)) {
          expect(chosen.width).toBeGreaterThanOrEqual(need);
        }
      }),
    );
    branches.expectEachReached();
  });

  it('nativeSettings: only true or "true" turns a setting on', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ autoPlay: fc.anything(), loop: fc.anything(), muted: fc.anything() }),
          fc.anything(),
        ),
        (value) => {
          const settings = nativeSettings(value);
          const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
            string,
            unknown
          >;
          for (const key of ['autoPlay', 'loop', 'muted'] as const) {
            expect(settings[key]).toBe(record[key] === true || record[key] === 'true');
          }
        },
      ),
    );
  });

  it('readNativeVideo: any attribute text gives data or a BlockSkip, nothing else', () => {
    const branches = branchCounter(['data', 'skip']);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          config.map((value) => JSON.stringify(value) ?? ''),
        ),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constant('{"assetUrl":"/p.jpg"}')),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constant('{"autoPlay":true}')),
        (video, thumbnail, settings) => {
          const element = document.createElement('div');
          const holder = document.createElement('div');
          holder.className = 'sqs-native-video';
          holder.setAttribute('data-config-video', video);
          holder.setAttribute('data-config-thumbnail', thumbnail);
          holder.setAttribute('data-config-settings', settings);
          element.append(holder);
          try {
            const data = readNativeVideo(element, {});
            branches.reached('data');
            expect(data?.holder).toBe(holder);
            expect(typeof data?.poster).toBe('string');
          } catch (error) {
            branches.reached('skip');
            expect(error).toBeInstanceOf(BlockSkip);
          }
        },
      ),
    );
    branches.expectEachReached();
  });
});

// What a background video's markup says: the provider's player (VideoBackground) or the platform's
// video file in its sizes (VideoBackgroundNative), the picture shown meanwhile, and the speed.
import { asNumberIn, asString, isRecord } from '../../src/lib/coerce';
import { BlockSkip } from '../../src/runtime/types';
import { embedUrlFromPageUrl, providerOf, safeEmbedUrl } from '../../src/video/embed';
// The reader of the platform's video files, shared with video blocks (src/video/native-source.ts).
import { nativeVariants, type NativeVariant } from '../../src/video/native-source';

interface Background {
  /** The element that holds the picture and, once it plays, the video. */
  holder: HTMLElement;
  /** The server's picture (the poster), if it has one. */
  poster: HTMLImageElement | null;
  /** The playback rate the site chose (1 where it chose none). */
  speed: number;
}

export interface ProviderBackground extends Background {
  /** The provider's player, asked to play silently in a loop with no controls. */
  playerUrl: string;
  provider: string;
}

export interface NativeBackground extends Background {
  /** A `<video>` the server rendered itself, or null. */
  video: HTMLVideoElement | null;
  /** The file in each size the platform made, narrowest first. */
  variants: NativeVariant[];
}

const SPEEDS = { min: 0.25, max: 4 };

function holderIn(element: HTMLElement, selector: string): HTMLElement {
  return element.matches(selector)
    ? element
    : (element.querySelector<HTMLElement>(selector) ?? element);
}

function background(element: HTMLElement, selector: string): Background {
  const holder = holderIn(element, selector);
  return {
    holder,
    poster: holder.querySelector('img'),
    speed: asNumberIn(holder.getAttribute('data-config-playback-speed'), SPEEDS, 1),
  };
}

function parseJson(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * The provider's player for a background: YouTube or Vimeo, silent, looping, with no controls
 * and no keyboard of its own; null for any other URL.
 */
export function backgroundPlayerUrl(raw: string): string | null {
  // A page URL first: a watch page is on an allowed host too, but it is no player.
  const embed = safeEmbedUrl(embedUrlFromPageUrl(raw)) ?? safeEmbedUrl(raw);
  if (!embed) return null;
  const url = new URL(embed);
  const provider = providerOf(embed);
  if (provider === 'YouTube') {
    const id = /^\/embed\/([\w-]{6,20})$/.exec(url.pathname)?.[1];
    if (!id) return null;
    // A single video loops only as its own playlist.
    const params = { autoplay: '1', mute: '1', loop: '1', playlist: id, controls: '0' };
    for (const [name, value] of Object.entries({ ...params, playsinline: '1', disablekb: '1' })) {
      url.searchParams.set(name, value);
    }
    return url.href;
  }
  if (provider === 'Vimeo') {
    // `background=1`: Vimeo's own background mode (autoplay, loop, muted, no controls).
    for (const name of ['background', 'autoplay', 'muted', 'loop']) url.searchParams.set(name, '1');
    return url.href;
  }
  return null;
}

export function readVideoBackground(element: HTMLElement): ProviderBackground {
  const found = background(element, '.sqs-video-background');
  const { holder } = found;
  // 7.1 writes the page URL in data-config-url; older 7.0 markup data-config-video, a URL or a
  // JSON object with one.
  const raw = holder.getAttribute('data-config-url') ?? holder.getAttribute('data-config-video');
  const json = parseJson(raw);
  const url = isRecord(json) ? asString(json.url) : asString(raw).trim();
  if (!url) throw new BlockSkip('No data-config-url on the video background');
  const playerUrl = backgroundPlayerUrl(url);
  if (!playerUrl) throw new BlockSkip(`Not a YouTube or Vimeo video: ${url.slice(0, 80)}`);
  return { ...found, playerUrl, provider: providerOf(playerUrl) ?? '' };
}

export { nativeVariants, variantFor, type NativeVariant } from '../../src/video/native-source';

export function readVideoBackgroundNative(element: HTMLElement): NativeBackground {
  const found = background(element, '.sqs-video-background-native');
  const video = found.holder.querySelector('video');
  const variants = nativeVariants(parseJson(found.holder.getAttribute('data-config-native-video')));
  if (!video && variants.length === 0) {
    throw new BlockSkip('No <video> and no readable data-config-native-video');
  }
  return { ...found, video, variants };
}

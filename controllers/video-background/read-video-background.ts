// What a background video's markup says: the provider's player (VideoBackground) or the platform's
// video file in its sizes (VideoBackgroundNative), the picture shown meanwhile, and the speed.
import { asNumberIn, asString, isRecord } from '../../src/lib/coerce';
import { BlockSkip } from '../../src/runtime/types';
import { embedUrlFromPageUrl, providerOf, safeEmbedUrl } from '../../src/video/embed';
import * as dom from '../../src/lib/dom';

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

export interface NativeVariant {
  width: number;
  url: string;
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

/** The platform's video files are on https hosts; the page's own origin serves them too (demos). */
function isVideoHost(pattern: string): boolean {
  try {
    const url = new URL(pattern.replace('{variant}', 'v'), dom.baseURI());
    return url.protocol === 'https:' || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The sizes of a platform video: `alexandriaUrl` with `{variant}` for each of its variants. */
export function nativeVariants(config: unknown): NativeVariant[] {
  if (!isRecord(config)) return [];
  const pattern = asString(config.alexandriaUrl);
  if (!pattern.includes('{variant}') || !isVideoHost(pattern)) return [];
  return asString(config.systemDataVariants)
    .split(',')
    .flatMap((variant) => {
      const size = /^(\d{2,5}):(\d{2,5})$/.exec(variant.trim());
      if (!size) return [];
      const url = pattern.replace('{variant}', `mp4-h264-${size[1]}:${size[2]}`);
      return [{ width: Number(size[1]), url }];
    })
    .sort((a, b) => a.width - b.width);
}

/** The narrowest size at least `width` device pixels wide, else the widest. */
export function variantFor(
  variants: readonly NativeVariant[],
  width: number,
): NativeVariant | undefined {
  return variants.find((variant) => variant.width >= width) ?? variants[variants.length - 1];
}

export function readVideoBackgroundNative(element: HTMLElement): NativeBackground {
  const found = background(element, '.sqs-video-background-native');
  const video = found.holder.querySelector('video');
  const variants = nativeVariants(parseJson(found.holder.getAttribute('data-config-native-video')));
  if (!video && variants.length === 0) {
    throw new BlockSkip('No <video> and no readable data-config-native-video');
  }
  return { ...found, video, variants };
}

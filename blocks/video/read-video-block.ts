// Reads a video block (type 32): data-block-json first, the wrapper's data-html and
// data-provider-name as a fallback (both are what the platform rendered).
import { asNumberIn } from '../../src/lib/coerce';
import { MEDIA_SIZE_PX } from '../../src/lib/markup-limits';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { formatMessage } from '../../src/i18n/strings';
import { videoStrings } from '../../src/lightbox/strings';
import {
  embedUrlFromPageUrl,
  iframeSrcOf,
  providerOf,
  safeEmbedUrl,
  unwrappedEmbedUrl,
} from '../../src/video/embed';
import { readNativeVideo } from './read-native-video';
import { VIDEO_MODES, type VideoBlockData, type VideoMode } from './types';
import * as dom from '../../src/lib/dom';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A width or height in pixels, up to 10,000; null when unset. */
function size(value: unknown): number | null {
  const pixels = asNumberIn(value, MEDIA_SIZE_PX, 0);
  return pixels > 0 ? pixels : null;
}

/** An image URL that is http(s) or a path on this site; anything else is dropped. */
function imageUrl(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw, dom.baseURI());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function modeOf(value: unknown): VideoMode {
  return (VIDEO_MODES as readonly unknown[]).includes(value) ? (value as VideoMode) : 'fit';
}

/** A custom featured image was chosen (the key names the platform's editor has used). */
function hasCustomThumbnail(json: Record<string, unknown>): boolean {
  return ['customThumb', 'customThumbnail', 'customThumbnailUrl'].some(
    (key) =>
      json[key] !== undefined && json[key] !== null && json[key] !== '' && json[key] !== false,
  );
}

export function readVideoBlock(element: HTMLElement): VideoBlockData {
  const parsed = readBlockJson(element);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BlockSkip('data-block-json is not an object');
  }
  const json = parsed as Record<string, unknown>;
  // A video the platform hosts plays in the browser's own player (the `native-video` pack).
  const native = readNativeVideo(element, json);
  if (native) {
    const first = native.source.variants[0];
    return {
      embedUrl: null,
      provider: '',
      title: native.title,
      thumbnail: null,
      thumbnailFromProvider: false,
      width: first?.width ?? null,
      height: first?.height ?? null,
      mode: modeOf(json.mode),
      message: null,
      wrapper: null,
      native,
    };
  }
  const wrapper = element.querySelector<HTMLElement>('.sqs-video-wrapper');
  const html = text(json.html) ?? text(wrapper?.getAttribute('data-html'));
  const iframeSrc = iframeSrcOf(html);
  // The embed's own player first (out of a wrapper such as embedly's), else the video's page.
  const embedUrl =
    safeEmbedUrl(unwrappedEmbedUrl(iframeSrc)) ?? safeEmbedUrl(embedUrlFromPageUrl(text(json.url)));
  const provider =
    text(json.providerName) ??
    text(wrapper?.getAttribute('data-provider-name')) ??
    (embedUrl ? providerOf(embedUrl) : null) ??
    videoStrings.defaultProvider;

  let message: string | null = null;
  if (!embedUrl) {
    // A featured image needs a player to stand in front of: a link or rich embed has none.
    message =
      hasCustomThumbnail(json) && iframeSrc === null
        ? videoStrings.customThumbnail
        : videoStrings.invalidEmbed;
  }

  const customThumbnail = imageUrl(json.customThumbnailUrl);
  const thumbnail = customThumbnail ?? imageUrl(json.thumbnailUrl);
  return {
    embedUrl,
    provider,
    title: text(json.title) ?? formatMessage(videoStrings.providerVideo, { provider }),
    thumbnail,
    thumbnailFromProvider: thumbnail !== null && customThumbnail === null,
    width: size(json.width),
    height: size(json.height),
    mode: modeOf(json.mode),
    message,
    wrapper,
    native: null,
  };
}

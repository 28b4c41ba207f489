// Reads a video block that holds a video the platform hosts. Markup, as public copies of real pages
// show it (fixtures/blocks/native-video.html has both, with where each was seen):
//
// 7.1 / 2026 (`website.components.video`, type 1337, class `sqs-block-video`):
//   <div class="intrinsic"><div class="embed-block-wrapper">
//     <div class="sqs-native-video" data-config-settings="" data-config-video="{…alexandriaUrl…}">
//       <div class="native-video-player native-video-player--has-aspect-ratio"
//            style="aspect-ratio: 16/9"></div></div></div></div>
// 7.0 and 7.1 blocks (type 32) carry the same `.sqs-native-video`, with
//   data-config-thumbnail='{"assetUrl": "https://images…/poster.jpg", "mediaFocalPoint": {…}}'
//   data-config-settings='{"autoPlay": true, "loop": true, "muted": true, "controls": "full"}'
// and the block's caption in `.video-caption`.
import { asBoolean, asString, isRecord } from '../../src/lib/coerce';
import { BlockSkip } from '../../src/runtime/types';
import { readNativeSource } from '../../src/video/native-source';
import { videoStrings } from '../../src/lightbox/strings';
import type { NativeVideoData, NativeVideoSettings } from '../../src/video/native-video-types';
import * as dom from '../../src/lib/dom';

/** A JSON attribute: its value, null when absent or empty, `undefined` when it is not JSON. */
function jsonAttribute(element: Element, name: string): unknown {
  const text = element.getAttribute(name)?.trim() ?? '';
  if (text === '' || text === 'null') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An http(s) address, or a path on this site; null for anything else. */
export function mediaUrl(value: unknown): string | null {
  const raw = asString(value).trim();
  if (raw === '') return null;
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw, dom.baseURI());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `data-config-settings`: what the site chose; anything unreadable keeps the quiet default. */
export function nativeSettings(value: unknown): NativeVideoSettings {
  const settings = isRecord(value) ? value : {};
  return {
    autoPlay: asBoolean(settings.autoPlay),
    loop: asBoolean(settings.loop),
    muted: asBoolean(settings.muted),
  };
}

const CAPTION_KINDS = new Set(['captions', 'subtitles']);

/** The markup's caption and subtitle tracks with an address a browser may fetch. */
function captionTracks(holder: HTMLElement): HTMLTrackElement[] {
  return Array.from(holder.querySelectorAll('track')).filter((track) => {
    const kind = (track.getAttribute('kind') ?? 'subtitles').trim().toLowerCase();
    return CAPTION_KINDS.has(kind) && mediaUrl(track.getAttribute('src')) !== null;
  });
}

/** The block's title, else the spec's word for a video. */
function titleOf(json: Record<string, unknown>): string {
  const title = asString(json.title).replace(/\s+/g, ' ').trim();
  return title === '' ? videoStrings.defaultTitle : title.slice(0, 200);
}

/**
 * The platform video of a video block, or null when the block holds none (a provider's embed).
 * A video config that is not JSON, or names no file the runtime may play, skips the block.
 */
export function readNativeVideo(
  element: HTMLElement,
  json: Record<string, unknown>,
): NativeVideoData | null {
  const holder = element.querySelector<HTMLElement>('.sqs-native-video');
  if (!holder) return null;
  const config = jsonAttribute(holder, 'data-config-video');
  if (config === undefined) throw new BlockSkip('data-config-video is not JSON');
  const source = readNativeSource(config);
  if (!source) {
    throw new BlockSkip('data-config-video names no video file (alexandriaUrl with {variant})');
  }
  const thumbnail = jsonAttribute(holder, 'data-config-thumbnail');
  const settings = jsonAttribute(holder, 'data-config-settings');
  return {
    holder,
    box: holder.querySelector<HTMLElement>('.native-video-player'),
    video: holder.querySelector('video'),
    source,
    poster: (isRecord(thumbnail) && mediaUrl(thumbnail.assetUrl)) || source.thumbnail,
    settings: nativeSettings(settings),
    tracks: captionTracks(holder),
    title: titleOf(json),
    caption: element.querySelector<HTMLElement>('.video-caption'),
  };
}

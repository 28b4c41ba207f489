// The platform's own video files (runtime.md section 7: "lazy bundles for … native video"): what a
// video's config says of its files. One reader for background videos
// (controllers/video-background) and video blocks (blocks/video, blocks/native-video).
//
// The config is the JSON of `data-config-video` (blocks) or `data-config-native-video`
// (backgrounds). Keys, as seen in public copies of real pages:
//   {"systemDataSourceType":"mp4","alexandriaUrl":"https://video.squarespace-cdn.com/content/v1/
//    <library>/<id>/{variant}","durationSeconds":95.17,"aspectRatio":1.7777777777777777,
//    "systemDataVariants":"1920:1080,640:360","audioCodec":"aac","videoCodec":"h264",…}
// (a 7.1 `website.components.video`: public code search, a copied page at offset ~57000 of
// id 57371053243; the same keys in fixtures/controllers/video-background.html).
// `{variant}` → `playlist.m3u8` is the HLS stream and `{variant}` → `thumbnail` the poster (seen
// in several public tools that read these pages: ids 62485810891, 70174584527, 53364900559).
// `{variant}` → `mp4-h264-<w>:<h>` is the per-size file the background videos already use
// (controllers/video-background; no public page shows that name: assumed there first).
import { asNumber, asString, isRecord } from '../lib/coerce';
import * as dom from '../lib/dom';

export interface NativeVariant {
  width: number;
  height: number;
  url: string;
}

export interface NativeSource {
  /** `alexandriaUrl`: the files' address with `{variant}` in it. */
  pattern: string;
  /** The file in each size the platform made, narrowest first (may be empty). */
  variants: NativeVariant[];
  /** The HLS stream (Safari, iOS and Android play it natively). */
  hls: string;
  /** The platform's poster frame of the video. */
  thumbnail: string;
  /** Width / height, from `aspectRatio` or the first size; null when neither says. */
  aspectRatio: number | null;
}

/** Aspect ratios a real video can have (1:10 to 10:1); anything else is ignored. */
const RATIO = { min: 0.1, max: 10 };

/** The platform's video files are on https hosts; the page's own origin serves them too (demos). */
function isVideoHost(pattern: string): boolean {
  try {
    const url = new URL(pattern.replace('{variant}', 'v'), dom.baseURI());
    return url.protocol === 'https:' || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** `pattern` with its `{variant}` replaced (as written: a path stays a path). */
function fileUrl(pattern: string, variant: string): string {
  return pattern.replace('{variant}', variant);
}

/** The files' address pattern of a config, when it is one the runtime may play. */
function patternOf(config: unknown): string | null {
  if (!isRecord(config)) return null;
  const pattern = asString(config.alexandriaUrl).trim();
  return pattern.includes('{variant}') && isVideoHost(pattern) ? pattern : null;
}

/** The sizes of a platform video: `alexandriaUrl` with `{variant}` for each of its variants. */
export function nativeVariants(config: unknown): NativeVariant[] {
  const pattern = patternOf(config);
  if (!pattern || !isRecord(config)) return [];
  return asString(config.systemDataVariants)
    .split(',')
    .flatMap((variant) => {
      const size = /^(\d{2,5}):(\d{2,5})$/.exec(variant.trim());
      if (!size) return [];
      const url = fileUrl(pattern, `mp4-h264-${size[1]}:${size[2]}`);
      return [{ width: Number(size[1]), height: Number(size[2]), url }];
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

function ratioOf(
  config: Record<string, unknown>,
  variants: readonly NativeVariant[],
): number | null {
  const given = asNumber(config.aspectRatio, Number.NaN);
  if (given >= RATIO.min && given <= RATIO.max) return given;
  const first = variants[0];
  const fromSize = first && first.height > 0 ? first.width / first.height : Number.NaN;
  return fromSize >= RATIO.min && fromSize <= RATIO.max ? fromSize : null;
}

/** Everything a player needs from a video's config; null when it names no playable file. */
export function readNativeSource(config: unknown): NativeSource | null {
  const pattern = patternOf(config);
  if (!pattern || !isRecord(config)) return null;
  const variants = nativeVariants(config);
  return {
    pattern,
    variants,
    hls: fileUrl(pattern, 'playlist.m3u8'),
    thumbnail: fileUrl(pattern, 'thumbnail'),
    aspectRatio: ratioOf(config, variants),
  };
}

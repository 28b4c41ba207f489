// The CDN's `filename` size format (widgets.md section 3: size format queryString or filename).
// The platform's loader writes the width before the file's extension: `photo.jpg` becomes
// `photo-1000w.jpg`, unless the URL already holds `-1000w` (a saved copy of its ImageLoader
// module, `getUrl`, in public code: find_string "useAdvancedPositioning"; it takes the text
// from the URL's last "." and puts `-<width>w` before it). Image pack only: the core's sources
// (./image-sources.ts) stay in the query-string form, and the loader rewrites them here.
import type { ImageSettings } from './image-settings';
import type { ImageSources } from './image-sources';
import { ladderFor } from './width-ladder';

/**
 * `src` asking for `width` in the filename form. The extension is looked for in the path's last
 * segment only (before any query or hash): a path with no extension there is left as it is, since
 * the platform's form has nowhere to put the width.
 */
export function filenameSizedUrl(src: string, width: number): string {
  const token = `-${width}w`;
  const end = src.search(/[?#]/);
  const path = end >= 0 ? src.slice(0, end) : src;
  const rest = end >= 0 ? src.slice(end) : '';
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/') + 1 || path.includes(token)) return src;
  return `${path.slice(0, dot)}${token}${path.slice(dot)}${rest}`;
}

/**
 * The same sources in the filename form: one candidate per width of the ladder (commas and
 * spaces percent-encoded, as in ./width-ladder.ts), and `src` at the width the core picked.
 */
export function inFilenameForm(sources: ImageSources, settings: ImageSettings): ImageSources {
  const ladder = ladderFor(settings.dimensions?.width ?? null, settings.resolution);
  const url = (width: number) =>
    filenameSizedUrl(settings.source, width).replace(/,/g, '%2C').replace(/\s/g, '%20');
  return {
    ...sources,
    srcset: ladder.map((width) => `${url(width)} ${width}w`).join(', '),
    src: filenameSizedUrl(settings.source, parseInt(sources.resolution, 10)),
  };
}

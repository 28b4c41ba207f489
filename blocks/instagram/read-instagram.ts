// Reads an instagram block: its grid settings from data-block-json and its posts from the markup.
// Captions are free text the server double-encoded (`&amp;rsquo;`): read as text, decoded once.
import { boundedHtml } from '../../src/lib/bounded-html';
import { asBoolean, asNumber, asString, isRecord } from '../../src/lib/coerce';
import { aspectRatioOf } from '../../src/lib/gallery-aspect';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { readImageIfUsable, type LoadableImage } from '../../src/images';
import { iframeSrcOf, safeEmbedUrl } from '../../src/video/embed';

export interface InstagramPost {
  slide: HTMLElement;
  /** The element a visitor presses to open the post (the server's anchor or role=button frame). */
  opener: HTMLElement;
  image: LoadableImage | null;
  /** The caption as plain text, on one line; '' when none. */
  caption: string;
  /** A reel's player (an https embed on instagram.com); null for a photo. */
  embedUrl: string | null;
}

export interface InstagramData {
  posts: InstagramPost[];
  perRow: number;
  /** Width / height of each frame. */
  ratio: number;
  gutter: number;
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark';
  container: HTMLElement;
  list: HTMLElement;
}

/** Text as a visitor reads it: entities decoded (inertly), whitespace on one line. */
export function plainCaption(raw: string | null): string {
  if (!raw) return '';
  const decoded =
    new DOMParser().parseFromString(boundedHtml(raw), 'text/html').body.textContent ?? '';
  return decoded.replace(/\s+/g, ' ').trim();
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

function readPost(slide: HTMLElement): InstagramPost | null {
  const opener = slide.querySelector<HTMLElement>(
    '.js-gallery-lightbox-opener, a, [role="button"]',
  );
  if (!opener) return null;
  const img = slide.querySelector<HTMLImageElement>('img[data-src], img[data-image]');
  const wrapper = slide.querySelector('.sqs-video-wrapper');
  const embedUrl = wrapper ? safeEmbedUrl(iframeSrcOf(wrapper.getAttribute('data-html'))) : null;
  return {
    slide,
    opener,
    image: readImageIfUsable(img ?? undefined, { mode: 'fill' }),
    caption: plainCaption(
      opener.getAttribute('data-description') || opener.getAttribute('data-title'),
    ),
    embedUrl,
  };
}

export function readInstagram(element: HTMLElement): InstagramData {
  const raw = readBlockJson(element);
  if (!isRecord(raw)) throw new BlockSkip('Instagram block data is not an object');
  const container = element.querySelector<HTMLElement>('.sqs-gallery-container');
  const list = container?.querySelector<HTMLElement>('.sqs-gallery');
  if (!container || !list) throw new BlockSkip('Instagram block has no .sqs-gallery');
  const posts = Array.from(list.querySelectorAll<HTMLElement>(':scope > .slide'))
    .map(readPost)
    .filter((post): post is InstagramPost => post !== null);
  if (posts.length === 0) throw new BlockSkip('Instagram block has no post');
  return {
    posts,
    perRow: Math.round(clamp(asNumber(raw['thumbnails-per-row'], 4), 1, 12, 4)),
    // As a 7.0 gallery grid: square thumbnails unless told otherwise.
    ratio: asBoolean(raw['square-thumbs'], true) ? 1 : (aspectRatioOf(raw) ?? 1),
    gutter: clamp(asNumber(raw.padding, 20), 0, 200, 20),
    lightbox: asBoolean(raw.lightbox, true),
    lightboxTheme: asString(raw.lightboxTheme) === 'dark' ? 'dark' : 'light',
    container,
    list,
  };
}

// Provider video embeds are third-party content: the runtime builds the player's iframe itself,
// from an https URL on a known video host, rather than inserting the embed HTML it was given.
// Shared by the lightbox's video items and the video block (blocks/video).
import { boundedHtml } from '../lib/bounded-html';
import * as dom from '../lib/dom';

/** Hosts whose players may be embedded, with the provider name shown to visitors. */
const PROVIDERS: ReadonlyArray<{ hosts: readonly string[]; name: string }> = [
  {
    name: 'YouTube',
    hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
  },
  { name: 'Vimeo', hosts: ['player.vimeo.com'] },
  { name: 'Dailymotion', hosts: ['www.dailymotion.com', 'geo.dailymotion.com'] },
  { name: 'Wistia', hosts: ['fast.wistia.net', 'fast.wistia.com'] },
  // Instagram posts and reels (instagram blocks carry them as `…/reel/<id>/embed/`).
  { name: 'Instagram', hosts: ['www.instagram.com', 'instagram.com'] },
];

function providerFor(host: string): string | null {
  const lower = host.toLowerCase();
  return PROVIDERS.find((provider) => provider.hosts.includes(lower))?.name ?? null;
}

/**
 * The embed URL as an https URL on an allowed host, or null. Protocol-relative URLs (`//host/…`,
 * as real pages store them) count as https; http, other schemes and other hosts are refused.
 */
export function safeEmbedUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (providerFor(url.hostname) === null) return null;
  return url.href;
}

/** The provider's name for an embed URL ("YouTube"), or null for a host we do not embed. */
export function providerOf(embedUrl: string): string | null {
  try {
    return providerFor(new URL(embedUrl).hostname);
  } catch {
    return null;
  }
}

/** Hosts that wrap a provider's player in a page of their own, the player's URL in `src`. */
const WRAPPER_HOSTS = new Set(['cdn.embedly.com']);

/**
 * The provider's player inside a wrapper's URL (embedly's `…/widgets/media.html?src=<player>`, as
 * 7.0 video blocks store many of their embeds); the URL itself otherwise.
 */
export function unwrappedEmbedUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return WRAPPER_HOSTS.has(url.hostname.toLowerCase()) ? url.searchParams.get('src') : value;
  } catch {
    return value;
  }
}

/**
 * The `src` of the first iframe in platform-rendered embed HTML, parsed inertly (nothing in it
 * runs or loads), or null. Only its first tags are parsed (bounded-html.ts).
 */
export function iframeSrcOf(html: string | null | undefined): string | null {
  if (!html || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(boundedHtml(html), 'text/html');
  return dom.query(doc, 'iframe[src]')?.getAttribute('src') ?? null;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/**
 * The embed URL of a video page URL (YouTube watch or short links, Vimeo pages, unlisted ones
 * too), or null.
 */
export function embedUrlFromPageUrl(pageUrl: string | null | undefined): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl ?? '');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtube.com' && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (host === 'youtu.be') id = url.pathname.slice(1);
  if (id !== null) {
    return YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  // An unlisted Vimeo video's page URL carries its key after the id (`vimeo.com/<id>/<key>`); the
  // player wants it as `h`.
  const vimeo =
    host === 'vimeo.com' ? /^\/(\d+)(?:\/([0-9a-f]{6,20}))?\/?$/.exec(url.pathname) : null;
  if (!vimeo) return null;
  return `https://player.vimeo.com/video/${vimeo[1]}${vimeo[2] ? `?h=${vimeo[2]}` : ''}`;
}

/** The embed URL asking the player to start at once (the visitor just asked it to play). */
export function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/** What an iframe of a provider's player may do. */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

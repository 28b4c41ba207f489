import { attributeValue, readStartTag, type StartTag, type TagAttribute } from './html-start-tag';
import { photoStandInUrl } from './photo-stand-in';

// Saved real pages load their own scripts, styles and fonts from a CDN that is not reachable here.
// To boot our runtime on their markup we drop those, keep the inline page context and the JSON data
// the runtime reads, and add the built runtime. Everything else stays byte for byte as it was saved.

/** Deferred, as the platform loads its own scripts: it runs once the document has been parsed. */
export const RUNTIME_SCRIPT_TAG =
  '<script src="/dist/site-runtime.js" defer blocking="render"></script>';

/** The inline script that sets `window.Static.SQUARESPACE_CONTEXT`. */
const CONTEXT_SCRIPT_NAME = 'static-context';
const SETS_CONTEXT = /\bStatic\.SQUARESPACE_CONTEXT\s*=/;
/** Data blocks the browser never runs (form context, localized strings, structured data). */
const JSON_SCRIPT_TYPE = /^\s*application\/(ld\+)?json\s*$/i;
/**
 * The comment a site mirror's owner put before the preview tooling they injected (a stylesheet and
 * a script under /preview/, dropped with the other links and scripts): not part of the page.
 */
const PREVIEW_HELPER_COMMENT = '<!--preview-helper-->';

/** Elements whose content is raw text: a `<` inside them does not start a tag. */
const RAW_TEXT_ELEMENTS = new Set(['style', 'textarea', 'title', 'noscript', 'xmp']);

/** Attributes that make the browser fetch a URL, per element. */
const FETCHING_ATTRIBUTES: Record<string, readonly string[]> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  track: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  input: ['src'],
  object: ['data'],
  // SVG sprites: `<use xlink:href="/assets/ui-icons.svg#icon">` loads the file from the site.
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when the browser would fetch `url` from another machine: absolute http(s) or
 * protocol-relative URLs to any host but this one. Relative paths, data: and blob: URLs stay local.
 */
export function isRemoteUrl(url: string): boolean {
  const trimmed = url.trim();
  const absolute = trimmed.startsWith('//') ? `http:${trimmed}` : trimmed;
  if (!/^https?:/i.test(absolute)) return false;
  try {
    return !LOCAL_HOSTS.has(new URL(absolute).hostname);
  } catch {
    // A malformed absolute URL cannot be fetched from here either way; treat it as remote.
    return true;
  }
}

/**
 * True when loading `url` from the saved page needs a machine we do not have: another host, or the
 * page's own original site (root-relative and relative paths were served by that site). Data,
 * blob and about: URLs and in-page fragments load locally.
 */
export function needsOriginalSite(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return false;
  if (trimmed.startsWith('//') || /^https?:/i.test(trimmed)) return isRemoteUrl(trimmed);
  // Any other scheme (data:, blob:, about:, mailto:...) is not fetched from a server.
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
}

/** Every URL of a `srcset` list (each candidate is `url [descriptor]`). */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/** Attributes holding an image URL the runtime (or, on img and source, the browser) loads. */
const IMAGE_URL_ATTRIBUTES = new Set(['data-src', 'data-image']);
const IMAGE_ELEMENTS = new Set(['img', 'source']);

/** `value` with its image CDN URLs pointed at the stand-in under `imageBase`. */
function withStandInImages(name: string, value: string, imageBase: string): string {
  if (name !== 'srcset') return photoStandInUrl(value, imageBase) ?? value;
  return value
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [photoStandInUrl(url, imageBase) ?? url, ...descriptor].join(' ');
    })
    .join(', ');
}

/** What becomes of an attribute: dropped (null), or its (possibly new) value. */
function rewriteAttribute(tag: StartTag, attribute: TagAttribute, serving: RealPageServing) {
  const { name, value } = attribute;
  const imageUrl =
    IMAGE_URL_ATTRIBUTES.has(name) ||
    (IMAGE_ELEMENTS.has(tag.name) && (name === 'src' || name === 'srcset'));
  const imageBase = imageUrl ? serving.imageBase : undefined;
  const rewritten = imageBase ? withStandInImages(name, value, imageBase) : value;
  const fetching = FETCHING_ATTRIBUTES[tag.name] ?? [];
  // The stand-in is served here, even under a root-relative path.
  const local = (url: string) =>
    (imageBase !== undefined && url.startsWith(imageBase)) || !needsOriginalSite(url);
  const urls = name === 'srcset' ? srcsetUrls(rewritten) : [rewritten];
  if (fetching.includes(name) && !urls.every(local)) return null;
  return rewritten;
}

/**
 * A tag with its image CDN URLs pointed at the stand-in (when `serving` has one) and the other
 * remote fetching attributes dropped; the tag text unchanged otherwise.
 */
function rewriteTag(html: string, tag: StartTag, serving: RealPageServing): string {
  let text = '';
  let cursor = tag.start;
  for (const attribute of tag.attributes) {
    const value = rewriteAttribute(tag, attribute, serving);
    if (value === attribute.value) continue;
    text += html.slice(cursor, attribute.start);
    if (value !== null) text += ` ${attribute.name}="${value.replaceAll('"', '&quot;')}"`;
    cursor = attribute.end;
  }
  return text + html.slice(cursor, tag.end);
}

/** Offset just after the end tag `</name ...>` that closes raw text starting at `from`. */
function endOfElement(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}[\\s/>]`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close === -1 ? html.length : close + 1;
}

/**
 * Whether a script stays: the inline page context (by its name, or by what it sets) and JSON data
 * blocks. Every other script needs the platform's code, which is not here.
 */
function keepsScript(tag: StartTag, content: string): boolean {
  if (attributeValue(tag, 'src') !== null) return false;
  if (JSON_SCRIPT_TYPE.test(attributeValue(tag, 'type') ?? '')) return true;
  return attributeValue(tag, 'data-name') === CONTEXT_SCRIPT_NAME || SETS_CONTEXT.test(content);
}

/** What the server serves beside a transformed page. */
export interface RealPageServing {
  /**
   * Site-root paths served next to the page (the saved stylesheets, `real-page-assets.ts`): a
   * `<link>` to one of them stays, so the page keeps its stylesheet as on the live site.
   */
  assets?: ReadonlySet<string>;
  /**
   * Where the image CDN's URLs go (`photo-stand-in.ts`): `/image-cdn/`, or with an origin before
   * it. Without it they stay, and the images (which the page cannot reach) never load.
   */
  imageBase?: string;
}

/** The path of a site-root URL (`/a/b.css`), decoded and without query or fragment; else null. */
function siteRootPath(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  try {
    return decodeURI(new URL(trimmed, 'http://site').pathname);
  } catch {
    return null;
  }
}

function shouldDropStartTag(tag: StartTag, serving: RealPageServing): boolean {
  if (tag.name === 'link') {
    const href = attributeValue(tag, 'href') ?? '';
    const path = siteRootPath(href);
    if (path !== null && serving.assets?.has(path)) return false;
    return needsOriginalSite(href);
  }
  // A <base> would resolve our own root-relative URLs (the runtime script) against its site.
  if (tag.name === 'base') return needsOriginalSite(attributeValue(tag, 'href') ?? '');
  return false;
}

/**
 * Prepares a saved real page for the demo server and the bench: removes every `<script>` except the
 * inline page context and JSON data blocks, removes `<link>`s (stylesheets, fonts, icons,
 * preconnects) and `<base>` that need the original site or another host, and the preview tooling
 * of a site mirror, drops such URLs from media elements and SVG sprites, and adds `scripts` (the
 * runtime by default; the bench also adds other scripts, or none) at the end of the head. Links to
 * what `serving` says is served beside the page stay, and image CDN URLs go to its image stand-in.
 * Other comments and raw-text elements are copied unchanged.
 */
export function transformRealPage(
  html: string,
  scripts: string = RUNTIME_SCRIPT_TAG,
  serving: RealPageServing = {},
): string {
  let output = '';
  let cursor = 0;
  let position = html.indexOf('<');

  while (position !== -1) {
    if (html.startsWith(PREVIEW_HELPER_COMMENT, position)) {
      output += html.slice(cursor, position);
      cursor = position + PREVIEW_HELPER_COMMENT.length;
      position = html.indexOf('<', cursor);
      continue;
    }
    if (html.startsWith('<!--', position)) {
      const close = html.indexOf('-->', position + 4);
      position = close === -1 ? -1 : html.indexOf('<', close + 3);
      continue;
    }
    const tag = readStartTag(html, position);
    if (!tag) {
      position = html.indexOf('<', position + 1);
      continue;
    }

    if (tag.name === 'script') {
      const end = endOfElement(html, 'script', tag.end);
      if (!keepsScript(tag, html.slice(tag.end, end))) {
        output += html.slice(cursor, tag.start);
        cursor = end;
      }
      position = html.indexOf('<', end);
      continue;
    }

    if (shouldDropStartTag(tag, serving)) {
      output += html.slice(cursor, tag.start);
      cursor = tag.end;
    } else {
      const rewritten = rewriteTag(html, tag, serving);
      if (rewritten !== html.slice(tag.start, tag.end)) {
        output += html.slice(cursor, tag.start) + rewritten;
        cursor = tag.end;
      }
    }

    const next = RAW_TEXT_ELEMENTS.has(tag.name) ? endOfElement(html, tag.name, tag.end) : tag.end;
    position = html.indexOf('<', next);
  }
  output += html.slice(cursor);
  // In the head: a script with blocking="render" holds the first paint only from there.
  return scripts === '' ? output : insertBeforeHeadEnd(output, scripts);
}

/** `html` with `fragment` at the end of its <head> (at the start when it has none). */
export function insertBeforeHeadEnd(html: string, fragment: string): string {
  const headEnd = html.toLowerCase().indexOf('</head');
  if (headEnd === -1) return `${fragment}\n${html}`;
  return `${html.slice(0, headEnd)}${fragment}\n${html.slice(headEnd)}`;
}

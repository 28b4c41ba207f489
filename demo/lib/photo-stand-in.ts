import { crc32, deflateSync } from 'node:zlib';
import type { ImageShapes } from './image-shapes';

// A stand-in for the platform's image CDN on the real pages, where what matters is what a photo
// costs: the real-page transform points the CDN's URLs at /image-cdn/<cdn host>/<path>, and the
// answer is a picture of the asked width (`format=<N>w`; the original's width without it) and the
// shape the page gives the image (`data-image-dimensions`), weighing about what a JPEG photo of
// that size weighs. Its pixels are one flat colour; the weight is a private PNG chunk that every
// decoder skips. So image loads compete for bandwidth as in the field, and an image counts for
// Largest Contentful Paint (Chromium leaves out pictures of under 0.05 bits per shown pixel).

export const PHOTO_STAND_IN_PREFIX = '/image-cdn/';

/** The hosts of the platform's image CDN whose URLs the real pages' images use. */
export const IMAGE_CDN_HOSTS: ReadonlySet<string> = new Set([
  'images.squarespace-cdn.com',
  'static1.squarespace.com',
]);

/** Bytes per pixel of a photo saved as a JPEG for the web: a fair middle. */
export const PHOTO_BYTES_PER_PIXEL = 0.1;
/** The shape of an image no page described: a landscape photo. */
const DEFAULT_SHAPE = { width: 1500, height: 1000 };
/** The CDN serves nothing wider. */
const MAX_WIDTH = 2500;
const FILL = [0xc9, 0xd6, 0xdf];

export interface PhotoAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * A site mirror's copy of a CDN URL: the host as the first folder of a site-root (or `../`)
 * path, and the query after an `@` (`/images.squarespace-cdn.com/a.jpg@format=100w`).
 */
const MIRRORED = /^(?:\.\.)?\/([a-z0-9.-]+\.com)(\/[^@]*)(?:@(.*))?$/i;

/**
 * Another mirror's copy of the image CDN (the rootwork pages): its `content/v1/…` paths under the
 * site's `/files/` folder (`/files/content/v1/…?format=750w`).
 */
const MIRRORED_FILES = /^(?:\.\.)?\/files(\/content\/v1\/.*)$/i;

/** A path naming a picture file. */
const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif)$/i;

/**
 * The stand-in URL for `url` when it is an image CDN URL (`https://images.squarespace-cdn.com/a.jpg`
 * → `<base>images.squarespace-cdn.com/a.jpg`), a site mirror's copy of one, or a picture file on
 * another host, else null. `base`
 * ends with PHOTO_STAND_IN_PREFIX, with an origin before it or not.
 */
export function photoStandInUrl(url: string, base: string): string | null {
  const trimmed = url.trim();
  const mirrored = MIRRORED.exec(trimmed);
  if (mirrored && IMAGE_CDN_HOSTS.has((mirrored[1] ?? '').toLowerCase())) {
    return `${base}${mirrored[1]}${mirrored[2]}${mirrored[3] ? `?${mirrored[3]}` : ''}`;
  }
  const files = MIRRORED_FILES.exec(trimmed);
  if (files) return `${base}images.squarespace-cdn.com${files[1]}`;
  if (!/^(https?:)?\/\//i.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, 'https://site');
  } catch {
    return null;
  }
  // A picture a site keeps on another host (a logo on a file host) costs the same as a photo.
  if (!IMAGE_CDN_HOSTS.has(parsed.hostname) && !IMAGE_FILE.test(parsed.pathname)) return null;
  return `${base}${parsed.hostname}${parsed.pathname}${parsed.search}`;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A one-colour PNG of `width` × `height` pixels, padded to about `bytes` bytes. */
export function flatPng(width: number, height: number, bytes: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 3, 0, 0, 0], 8); // 1 bit per pixel, palette colour, no interlace
  // Each row: filter byte 0, then the row's bits, all 0 (palette entry 0).
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(FILL)),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ];
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  // Ancillary, private, safe to copy: decoders skip it. Filled with bytes that do not compress,
  // so no encoding on the way makes it lighter than a photo.
  const padding = Math.max(0, bytes - size - 12);
  if (padding > 0) parts.splice(3, 0, chunk('wgHt', noise(padding)));
  return Buffer.concat(parts);
}

/** `length` bytes of a fixed pseudo-random sequence (xorshift32). */
function noise(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 0x9e3779b9;
  for (let i = 0; i < length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** Answers already made, by size: the same widths are asked for again and again. */
const made = new Map<string, Buffer>();
const MADE_LIMIT = 64;

/** The answer for `url` (path and query), or null when it is not a photo stand-in URL. */
export function photoStandIn(url: URL, shapes?: ImageShapes): PhotoAnswer | null {
  if (!url.pathname.startsWith(PHOTO_STAND_IN_PREFIX)) return null;
  const shape = shapes?.of(url.pathname) ?? DEFAULT_SHAPE;
  const asked = /^(\d{1,5})w$/.exec(url.searchParams.get('format') ?? '');
  const width = Math.min(MAX_WIDTH, Math.max(1, asked ? Number(asked[1]) : shape.width));
  const height = Math.max(1, Math.round((width * shape.height) / shape.width));
  const key = `${width}x${height}`;
  let body = made.get(key);
  if (!body) {
    body = flatPng(width, height, Math.round(width * height * PHOTO_BYTES_PER_PIXEL));
    if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value as string);
    made.set(key, body);
  }
  return { status: 200, contentType: 'image/png', body };
}

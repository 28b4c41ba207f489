// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ImageShapes } from '../../../demo/lib/image-shapes';
import {
  PHOTO_BYTES_PER_PIXEL,
  PHOTO_STAND_IN_PREFIX,
  photoStandIn,
  photoStandInUrl,
} from '../../../demo/lib/photo-stand-in';

/** The chunks of a PNG file: type and data, each checked against its length field. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const found = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    found.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return found;
}

const PAGE =
  '<img data-src="http://127.0.0.1:4321/image-cdn/images.squarespace-cdn.com/content/v1/a/IMG_1.jpg" data-image-dimensions="2000x3000">';

describe('photo stand-in', () => {
  it('points the image CDN URLs at the stand-in and leaves the others', () => {
    expect(
      photoStandInUrl(
        'https://images.squarespace-cdn.com/content/v1/a/IMG 1.jpg?format=750w',
        '/image-cdn/',
      ),
    ).toBe('/image-cdn/images.squarespace-cdn.com/content/v1/a/IMG%201.jpg?format=750w');
    expect(
      photoStandInUrl('//static1.squarespace.com/static/a/t/b/1/photo', 'http://x:1/image-cdn/'),
    ).toBe('http://x:1/image-cdn/static1.squarespace.com/static/a/t/b/1/photo');
    // A site mirror's copies: the host as a folder, the query after an @.
    expect(
      photoStandInUrl('/images.squarespace-cdn.com/content/a.jpg@format=100w', '/image-cdn/'),
    ).toBe('/image-cdn/images.squarespace-cdn.com/content/a.jpg?format=100w');
    expect(photoStandInUrl('../static1.squarespace.com/static/b.png', '/image-cdn/')).toBe(
      '/image-cdn/static1.squarespace.com/static/b.png',
    );
    expect(
      photoStandInUrl(
        '/files/content/v1/5c17/1558-UW/MultiEtchLogo.png?format=1500w',
        '/image-cdn/',
      ),
    ).toBe(
      '/image-cdn/images.squarespace-cdn.com/content/v1/5c17/1558-UW/MultiEtchLogo.png?format=1500w',
    );
    expect(photoStandInUrl('/files/other/a.jpg', '/image-cdn/')).toBeNull();
    expect(photoStandInUrl('/elsewhere.com/a.jpg', '/image-cdn/')).toBeNull();
    expect(photoStandInUrl('https://example.com/page', '/image-cdn/')).toBeNull();
    expect(photoStandInUrl('https://example.com/script.js', '/image-cdn/')).toBeNull();
    // A picture file on another host (a logo kept on a file host) is a picture all the same.
    expect(photoStandInUrl('https://files.example.com/a%20logo.png?x=1', '/image-cdn/')).toBe(
      '/image-cdn/files.example.com/a%20logo.png?x=1',
    );
  });

  it('answers a PNG of the asked width and the page’s shape, weighing what a JPEG photo does', () => {
    const shapes = new ImageShapes(PHOTO_STAND_IN_PREFIX);
    shapes.learn(PAGE);
    const path = '/image-cdn/images.squarespace-cdn.com/content/v1/a/IMG_1.jpg';
    const sizes = [300, 750, 1500].map((width) => {
      const answer = photoStandIn(new URL(`http://x${path}?format=${width}w`), shapes);
      expect(answer?.contentType).toBe('image/png');
      const body = answer?.body ?? Buffer.alloc(0);
      const parts = chunks(body);
      const header = parts[0]?.data ?? Buffer.alloc(8);
      expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([width, width * 1.5]);
      const rows = inflateSync(parts.find((part) => part.type === 'IDAT')?.data ?? Buffer.alloc(0));
      expect(rows.length).toBe(width * 1.5 * (1 + Math.ceil(width / 8)));
      expect(parts.at(-1)?.type).toBe('IEND');
      return body.length;
    });
    sizes.forEach((bytes, i) => {
      const width = [300, 750, 1500][i] ?? 0;
      expect(bytes).toBeGreaterThanOrEqual(Math.round(width * width * 1.5 * PHOTO_BYTES_PER_PIXEL));
      expect(bytes).toBeLessThan(width * width * 1.5 * PHOTO_BYTES_PER_PIXEL + 400);
    });
  });

  it('answers the original width without a format, a landscape photo for an unknown shape, and nothing elsewhere', () => {
    const shapes = new ImageShapes(PHOTO_STAND_IN_PREFIX);
    shapes.learn(PAGE);
    const size = (url: string) => {
      const header = chunks(photoStandIn(new URL(url), shapes)?.body ?? Buffer.alloc(0))[0]?.data;
      return [header?.readUInt32BE(0), header?.readUInt32BE(4)];
    };
    expect(size('http://x/image-cdn/images.squarespace-cdn.com/content/v1/a/IMG_1.jpg')).toEqual([
      2000, 3000,
    ]);
    expect(size('http://x/image-cdn/static1.squarespace.com/other.jpg?format=300w')).toEqual([
      300, 200,
    ]);
    expect(photoStandIn(new URL('http://x/cdn-stand-in/a.jpg'), shapes)).toBeNull();
  });
});

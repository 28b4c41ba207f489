import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filenameSizedUrl, inFilenameForm } from '../../../src/images/size-format';
import { imageSources } from '../../../src/images/image-sources';
import { readImageSettings } from '../../../src/images/image-settings';

describe('filename size format', () => {
  it('puts -<width>w before the extension, keeping query and hash', () => {
    expect(filenameSizedUrl('https://cdn.example/a/photo.jpg', 1000)).toBe(
      'https://cdn.example/a/photo-1000w.jpg',
    );
    expect(filenameSizedUrl('/s/photo.final.png?v=2#x', 500)).toBe('/s/photo.final-500w.png?v=2#x');
  });

  it('leaves a URL with no extension in its last segment, or already sized, as it is', () => {
    expect(filenameSizedUrl('https://cdn.example/v1.2/photo', 300)).toBe(
      'https://cdn.example/v1.2/photo',
    );
    expect(filenameSizedUrl('/a/.hidden', 300)).toBe('/a/.hidden');
    expect(filenameSizedUrl('/a/photo-300w.jpg', 300)).toBe('/a/photo-300w.jpg');
  });

  it("rewrites the core's sources into that form, at the same width", () => {
    const img = document.createElement('img');
    img.setAttribute('data-src', '/cdn/photo.jpg');
    img.setAttribute('data-image-dimensions', '1200x800');
    const read = readImageSettings(img);
    if (!read.ok) throw new Error(read.error);
    const sources = inFilenameForm(
      imageSources(read.value, { width: 400, height: 0 }, 1),
      read.value,
    );
    expect(sources.src).toBe('/cdn/photo-500w.jpg');
    expect(sources.srcset).toContain('/cdn/photo-1500w.jpg 1500w');
    expect(sources.srcset).not.toContain('format=');
  });

  it('property: the width token appears exactly once and the rest of the URL is kept', () => {
    const segment = fc.stringMatching(/^[a-z0-9_]{1,8}$/);
    fc.assert(
      fc.property(
        segment,
        segment,
        fc.constantFrom('jpg', 'png', 'webp'),
        fc.integer({ min: 1, max: 9999 }),
        (dir, name, ext, width) => {
          const url = `/${dir}/${name}.${ext}?q=1`;
          const sized = filenameSizedUrl(url, width);
          expect(sized.split(`-${width}w.`).length).toBe(2);
          expect(sized.replace(`-${width}w`, '')).toBe(url);
        },
      ),
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  ladderFor,
  parseResolution,
  sizedUrl,
  srcsetFor,
  widthFor,
} from '../../../src/images/width-ladder';

describe('Image width ladder', () => {
  it('lists the spec widths in priority order', () => {
    expect(IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  it('offers every width below the image and the first that covers it, smallest first', () => {
    expect(ladderFor(640)).toEqual([100, 300, 500, 750]);
    expect(ladderFor(750)).toEqual([100, 300, 500, 750]);
    expect(ladderFor(3168)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(ladderFor(80)).toEqual([100]);
    expect(ladderFor(null)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });

  it('caps the widths at a forced resolution, keeping at least one', () => {
    expect(ladderFor(2500, 750)).toEqual([100, 300, 500, 750]);
    expect(ladderFor(2500, 50)).toEqual([100]);
  });

  it('picks the smallest width that covers the pixels, else the largest', () => {
    const ladder = [100, 300, 500, 750];
    expect(widthFor(1, ladder)).toBe(100);
    expect(widthFor(300, ladder)).toBe(300);
    expect(widthFor(301, ladder)).toBe(500);
    expect(widthFor(5000, ladder)).toBe(750);
  });

  it('asks the CDN for a width with a format=Nw query', () => {
    const src = 'https://images.squarespace-cdn.com/content/v1/1/IMG+8299.jpeg';
    expect(sizedUrl(src, 750)).toBe(`${src}?format=750w`);
    expect(sizedUrl(`${src}?a=1`, 300)).toBe(`${src}?a=1&format=300w`);
    expect(sizedUrl(`${src}?format=2500w&a=1`, 500)).toBe(`${src}?a=1&format=500w`);
    expect(sizedUrl(`${src}#frag`, 100)).toBe(`${src}?format=100w#frag`);
    // Only a parameter named format is replaced.
    expect(sizedUrl(`${src}?imageformat=webp`, 300)).toBe(`${src}?imageformat=webp&format=300w`);
  });

  it('writes one srcset candidate per width, with commas and spaces in URLs encoded', () => {
    expect(srcsetFor('/i/a.jpg', [100, 300])).toBe(
      '/i/a.jpg?format=100w 100w, /i/a.jpg?format=300w 300w',
    );
    expect(srcsetFor('/i/a,b c.jpg', [100])).toBe('/i/a%2Cb%20c.jpg?format=100w 100w');
  });

  it('reads a resolution such as 750w; anything else is null', () => {
    expect(parseResolution('750w')).toBe(750);
    expect(parseResolution(' 1500 ')).toBe(1500);
    expect(parseResolution('0w')).toBeNull();
    expect(parseResolution('big')).toBeNull();
    expect(parseResolution('-5w')).toBeNull();
    expect(parseResolution('750px')).toBeNull();
  });
});

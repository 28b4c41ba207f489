import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  lazyImageIn,
  loadableImagesIn,
  readImageGroup,
  readImageIfUsable,
  readLoadableImage,
} from '../../../src/images/read-images';
import { BlockSkip } from '../../../src/runtime/types';

// Finding a block's images and reading them: what is skipped, and what an author reads in the
// console about it.

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  document.body.innerHTML = '';
});

function block(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const warnings = () => warn.mock.calls.map(([message]) => message as string);

describe('finding images', () => {
  it('finds lazy and server-sized images, never the copy inside <noscript>', () => {
    const root = block(
      '<noscript><img data-src="/cdn/n.jpg" alt="n"></noscript>' +
        '<img src="/plain.jpg" alt="plain"><img data-src="/cdn/a.jpg" alt="a">' +
        '<img data-image="/cdn/b.jpg" alt="b"><img srcset="/c.jpg 100w" alt="c">',
    );
    expect(loadableImagesIn(root).map((img) => img.alt)).toEqual(['a', 'b', 'c']);
  });

  it('takes the first image with a lazy source, data-src or data-image, outside <noscript>', () => {
    expect(
      lazyImageIn(block('<noscript><img data-src="/n.jpg"></noscript><img data-image="/b.jpg">'))
        ?.dataset.image,
    ).toBe('/b.jpg');
    expect(lazyImageIn(block('<img src="/p.jpg"><img data-src="/a.jpg">'))?.dataset.src).toBe(
      '/a.jpg',
    );
    expect(lazyImageIn(block('<img src="/p.jpg"><img srcset="/c.jpg 100w">'))).toBeUndefined();
  });
});

describe('reading images', () => {
  it('reads an image, naming it by its alt (40 characters at most) in each warning', () => {
    const alt = 'A very long description of a sunny harbour at dawn';
    const [img] = loadableImagesIn(
      block(`<img data-src="/cdn/a.jpg" data-image-dimensions="wide" alt="${alt}">`),
    );
    const read = readLoadableImage(img as HTMLImageElement);
    expect(read.image).toBe(img);
    expect(read.settings.source).toBe('/cdn/a.jpg');
    expect(warnings()).toEqual([
      `[site-runtime] image: Image "${alt.slice(0, 40)}": ignored data-image-dimensions="wide"`,
    ]);
  });

  it('leaves an unusable optional image as the server drew it, and says so', () => {
    expect(readImageIfUsable(undefined)).toBeNull();
    const [bad] = block('<img data-src="javascript:alert(1)">').querySelectorAll('img');
    expect(readImageIfUsable(bad)).toBeNull();
    expect(warnings()).toEqual([
      '[site-runtime] image: Image <img> left as it is: Image has invalid source "javascript:alert(1)"',
    ]);
    const [good] = block('<img data-src="/cdn/a.jpg">').querySelectorAll('img');
    expect(readImageIfUsable(good, { mode: 'fill' })?.settings.crop).toBe('cover');
  });

  it('reads the usable images of a group, skipping and naming the others', () => {
    const images = readImageGroup(
      block('<img data-src="ftp://x/a.jpg" alt="first"><img data-src="/cdn/b.jpg" alt="second">'),
    );
    expect(images.map(({ image }) => image.alt)).toEqual(['second']);
    expect(warnings()).toEqual([
      '[site-runtime] image: Image "first" skipped: Image has invalid source "ftp://x/a.jpg"',
    ]);
  });

  it('skips a group with no usable image, with every reason, or "No images" when it has none', () => {
    const unusable = block('<img data-src="data:x"><img data-image="javascript:x">');
    expect(() => readImageGroup(unusable)).toThrow(
      new BlockSkip(
        'No images: Image has invalid source "data:x"; Image has invalid source "javascript:x"',
      ),
    );
    expect(() => readImageGroup(block('<p>text</p>'))).toThrow(new BlockSkip('No images'));
    expect(() => readImageGroup(block(''))).toThrow(BlockSkip);
  });
});

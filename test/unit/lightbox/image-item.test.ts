import { describe, expect, it } from 'vitest';
import { readLoadableImage } from '../../../src/images';
import { lightboxImageItem, oneLineText } from '../../../src/lightbox/image-item';

function loadable(html: string) {
  document.body.innerHTML = html;
  const img = document.querySelector('img') as HTMLImageElement;
  return readLoadableImage(img);
}

describe('lightboxImageItem', () => {
  it('offers a loader image at full size: every CDN width up to the original, its size and caption', () => {
    const image = loadable(
      '<figure><img data-src="https://cdn.example/a.jpg" data-image-dimensions="1200x800" alt="Dunes"><figcaption> At  dusk\n</figcaption></figure>',
    );
    expect(lightboxImageItem(image, document.querySelector('figcaption'))).toEqual({
      kind: 'image',
      src: 'https://cdn.example/a.jpg?format=1500w',
      srcset: [100, 300, 500, 750, 1000, 1500]
        .map((width) => `https://cdn.example/a.jpg?format=${width}w ${width}w`)
        .join(', '),
      alt: 'Dunes',
      width: 1200,
      height: 800,
      caption: 'At dusk',
    });
  });

  it('keeps the srcset of a 7.1 image the server already sized', () => {
    const image = loadable(
      '<img src="https://cdn.example/b.jpg?format=750w" srcset="https://cdn.example/b.jpg?format=750w 750w, https://cdn.example/b.jpg?format=1500w 1500w" data-src="https://cdn.example/b.jpg" alt="">',
    );
    expect(lightboxImageItem(image)).toEqual({
      kind: 'image',
      src: 'https://cdn.example/b.jpg',
      srcset:
        'https://cdn.example/b.jpg?format=750w 750w, https://cdn.example/b.jpg?format=1500w 1500w',
      alt: '',
    });
  });
});

describe('oneLineText', () => {
  it('folds white space, and gives nothing for an empty or missing element', () => {
    document.body.innerHTML = '<p id="a">  Two\n\n lines </p><p id="b">   </p>';
    expect(oneLineText(document.getElementById('a'))).toBe('Two lines');
    expect(oneLineText(document.getElementById('b'))).toBeUndefined();
    expect(oneLineText(null)).toBeUndefined();
  });
});

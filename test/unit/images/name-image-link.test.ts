import { afterEach, describe, expect, it } from 'vitest';
import { nameImageLink } from '../../../src/images/name-image-link';
import { ServerDom } from '../../../src/runtime/server-dom';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The aria-label nameImageLink gives the link around the block's image, if any. */
function nameGiven(html: string): string | null {
  document.body.innerHTML = html;
  const block = document.querySelector('.block') as HTMLElement;
  const image = block.querySelector('img') as HTMLImageElement;
  nameImageLink(image, block, new ServerDom(block));
  return document.querySelector('a')?.getAttribute('aria-label') ?? null;
}

describe('naming the link around an image with an empty alt', () => {
  it('names a link inside the block after its destination', () => {
    expect(nameGiven('<div class="block"><a href="/shop/red-mugs"><img alt=""></a></div>')).toBe(
      'Red mugs',
    );
  });

  it('leaves a link outside the block, and one whose destination has no name, unnamed', () => {
    expect(
      nameGiven('<a href="/shop/red-mugs"><div class="block"><img alt=""></div></a>'),
    ).toBeNull();
    expect(
      nameGiven('<div class="block"><a href="tel:+15550100"><img alt=""></a></div>'),
    ).toBeNull();
  });
});

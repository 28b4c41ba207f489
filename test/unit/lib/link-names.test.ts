import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationName, hasAccessibleName } from '../../../src/lib/link-names';

const BASE = 'https://site.example/blog/post';

function link(html: string): Element {
  document.body.innerHTML = html;
  const found = document.body.querySelector('a');
  if (!found) throw new Error('no link');
  return found;
}

describe('link names', () => {
  it('a link is named by its text, its labels or an image alt; an empty alt names nothing', () => {
    expect(hasAccessibleName(link('<a href="/x"><img alt=""></a>'))).toBe(false);
    expect(hasAccessibleName(link('<a href="/x"> <img src="a.jpg"> </a>'))).toBe(false);
    expect(hasAccessibleName(link('<a href="/x" aria-label=" "><img alt=""></a>'))).toBe(false);
    expect(hasAccessibleName(link('<a href="/x"><img alt="A red flower"></a>'))).toBe(true);
    expect(hasAccessibleName(link('<a href="/x">Shop</a>'))).toBe(true);
    expect(hasAccessibleName(link('<a href="/x" aria-label="Shop"></a>'))).toBe(true);
    expect(hasAccessibleName(link('<a href="/x" aria-labelledby="t"></a>'))).toBe(true);
    expect(hasAccessibleName(link('<a href="/x" title="Shop"></a>'))).toBe(true);
    expect(
      hasAccessibleName(link('<a href="/x"><span role="img" aria-label="Cart"></span></a>')),
    ).toBe(true);
  });

  it('names a page of the site by its last path part, another site by its host', () => {
    expect(destinationName('/red-flower-hp.html', BASE)).toBe('Red flower hp');
    expect(destinationName('/shop/l_wire+full/', BASE)).toBe('L wire full');
    expect(destinationName('https://site.example/about-us?x=1#team', BASE)).toBe('About us');
    expect(destinationName('/caf%C3%A9-menu', BASE)).toBe('Café menu');
    expect(destinationName('/bad%E0%A4%A', BASE)).toBe('Bad%E0%A4%A');
    expect(destinationName('https://www.instagram.com/someone', BASE)).toBe('instagram.com');
    expect(destinationName('mailto:hi@site.example', BASE)).toBe('hi@site.example');
    expect(destinationName('/', BASE)).toBeNull();
    expect(destinationName('#top', 'https://site.example/')).toBeNull();
    expect(destinationName('javascript:alert(1)', BASE)).toBeNull();
    expect(destinationName('http://[bad', BASE)).toBeNull();
  });

  it('any href gives words or null, never an empty name', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (href) => {
        const name = destinationName(href, BASE);
        if (name !== null) expect(name.trim()).not.toBe('');
      }),
    );
  });
});

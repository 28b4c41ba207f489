// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findElementSource } from '../../../demo/lib/html-fragment';

describe('findElementSource (one element of a fixture, as its file writes it)', () => {
  it('finds an element by id, nested elements of its own name included', () => {
    const target = '<div id="b" class="x"><div><div>in</div></div><p>after</p></div>';
    const html = `<div id="a"><p>a</p></div>\n${target}\n<div id="c"></div>`;
    expect(findElementSource(html, { id: 'b' })).toBe(target);
  });

  it('finds the first element holding a class', () => {
    const html =
      '<section class="page gallery-section one"><div>1</div></section>' +
      '<section class="gallery-section two"></section>';
    expect(findElementSource(html, { className: 'gallery-section' })).toBe(
      '<section class="page gallery-section one"><div>1</div></section>',
    );
    expect(findElementSource(html, { className: 'gallery' })).toBeNull();
  });

  it('is not misled by tags in attribute values, comments or scripts', () => {
    const target =
      `<div id="t" data-block-json='{"html":"<div><div>"}'>` +
      '<!-- </div> --><script>const s = "</div><div>";</script><div></div></div>';
    expect(findElementSource(`<main>${target}<div id="next"></div></main>`, { id: 't' })).toBe(
      target,
    );
  });

  it('gives a void or self-closing element alone', () => {
    expect(findElementSource('<p><img id="i" src="a.png"><span>x</span></p>', { id: 'i' })).toBe(
      '<img id="i" src="a.png">',
    );
  });

  it('gives null for an element that is absent or never closed', () => {
    expect(findElementSource('<div id="a"></div>', { id: 'b' })).toBeNull();
    expect(findElementSource('<div id="a"><div></div>', { id: 'a' })).toBeNull();
  });
});

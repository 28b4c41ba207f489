import { describe, expect, it } from 'vitest';
import { isSafeLink, sanitiseHtml } from '../../../src/lib/sanitise-html';

function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitiseHtml(html);
  return holder;
}

describe('sanitiseHtml', () => {
  it('keeps text tags, their class and title, and followable links', () => {
    const html =
      '<p class="lead" title="t">Free <strong>delivery</strong> <em>now</em><br>' +
      '<a href="/shop?x=1#y">shop</a> <a href="https://example.com/" target="_blank">out</a> ' +
      '<a href="mailto:a@example.com">mail</a> <a href="tel:+4912345">call</a></p><ul><li>one</li></ul>';
    const holder = parsed(html);
    expect(holder.querySelector('p.lead')?.getAttribute('title')).toBe('t');
    expect(holder.querySelector('strong')?.textContent).toBe('delivery');
    expect(holder.querySelector('li')?.textContent).toBe('one');
    expect([...holder.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/shop?x=1#y',
      'https://example.com/',
      'mailto:a@example.com',
      'tel:+4912345',
    ]);
    expect(holder.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });

  it('drops script, style, iframes, images, svg and forms with everything inside them', () => {
    for (const inside of [
      '<script>alert(1)</script>',
      '<style>p{}</style>',
      '<iframe src="https://x.test"></iframe>',
      '<img src=x onerror="alert(1)">',
      '<svg><circle r="1"></circle></svg>',
      '<form><input value="v"></form>',
      '<template><b>t</b></template>',
      '<noscript><b>n</b></noscript>',
      '<object data="x.swf"></object>',
    ]) {
      expect(sanitiseHtml(`<div>a${inside}b</div>`), inside).toBe('<div>ab</div>');
    }
  });

  it('drops event handlers, style and unknown attributes, keeps the text of unknown tags', () => {
    const holder = parsed(
      '<div onclick="alert(1)" style="color:red" data-x="1" id="hijack"><font color="red">red</font>' +
        '<details open ontoggle="alert(1)"><summary>s</summary>d</details></div>',
    );
    expect(holder.innerHTML).toBe('<div>redsd</div>');
  });

  it('removes the href of javascript:, data: and other links, in every spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ]) {
      const link = parsed(`<a href="${href}">x</a>`).querySelector('a');
      expect(link?.hasAttribute('href'), href).toBe(false);
    }
  });

  it('isSafeLink accepts http(s), mailto, tel and relative links only', () => {
    expect(
      ['https://a.test', 'http://a.test', '/p', 'p/q', '?q', '#f', 'mailto:x@y.z'].map(isSafeLink),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(['javascript:x', 'data:x', 'ftp://x', 'blob:x', 'file:///x'].map(isSafeLink)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('gives an empty string for empty or non-string input', () => {
    expect(sanitiseHtml('')).toBe('');
    expect(sanitiseHtml(undefined as unknown as string)).toBe('');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { MAX_PARSED_TAGS } from '../../../src/lib/bounded-html';
import { isSafeLink, sanitiseHtml } from '../../../src/lib/sanitise-html';

function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitiseHtml(html);
  return holder;
}

/** The spec's text tags (README, "HTML from the context"), links included. */
const TEXT_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'cite',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
];

/** Elements whose content must never reach the page: code, embedded content, forms, foreign markup. */
const DROPPED = [
  'applet',
  'audio',
  'base',
  'button',
  'canvas',
  'embed',
  'form',
  'frame',
  'frameset',
  'iframe',
  'img',
  'input',
  'link',
  'math',
  'meta',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'picture',
  'plaintext',
  'script',
  'select',
  'source',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'track',
  'video',
  'xmp',
];

const VOID = new Set(['base', 'embed', 'img', 'input', 'link', 'meta', 'source', 'track']);

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

  it('keeps every text tag of the allow-list, with its class, title, dir and lang', () => {
    const attributes = 'class="c" title="t" dir="rtl" lang="fr"';
    const kept = (tag: string) =>
      ['br', 'hr'].includes(tag) ? `<${tag} ${attributes}>` : `<${tag} ${attributes}>x</${tag}>`;
    const tags = TEXT_TAGS.filter((tag) => tag !== 'a');
    expect(tags).toHaveLength(33);
    const sanitised = tags.map((tag) => sanitiseHtml(kept(tag)));
    expect(sanitised).toEqual(tags.map(kept));
  });

  it('drops every embedded, form and foreign element of the deny-list with what is inside it', () => {
    expect(DROPPED).toHaveLength(32);
    // A void element holds nothing: the text after it is the page's.
    const html = (tag: string) =>
      VOID.has(tag)
        ? `<div>a<${tag} class="c">b</div>`
        : `<div>a<${tag} class="c">inside</${tag}>b</div>`;
    expect(DROPPED.map((tag) => sanitiseHtml(html(tag)))).toEqual(
      DROPPED.map(() => '<div>ab</div>'),
    );
  });

  it('drops comments, and keeps no link attribute off a link or a target it did not ask for', () => {
    expect(sanitiseHtml('<p>a<!-- note -->b</p>')).toBe('<p>ab</p>');
    expect(sanitiseHtml('<span href="/x" target="_blank">s</span>')).toBe('<span>s</span>');
    expect(sanitiseHtml('<a>plain</a> <a href="contact">page</a>')).toBe(
      '<a>plain</a> <a href="contact">page</a>',
    );
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

  it('shows a field of up to the tag limit whole and quietly; a longer one cut, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Each <br> is one tag.
      const atLimit = `<p>${'<br>'.repeat(MAX_PARSED_TAGS - 2)}end</p>`;
      expect(sanitiseHtml(atLimit)).toBe(atLimit);
      expect(warn).not.toHaveBeenCalled();

      // The closing tag is one too many: cut before it, the paragraph still ends.
      const over = `<p>${'<br>'.repeat(MAX_PARSED_TAGS - 1)}end</p><p>lost</p>`;
      expect(sanitiseHtml(over)).toBe(`<p>${'<br>'.repeat(MAX_PARSED_TAGS - 1)}end</p>`);
      expect(warn.mock.calls).toEqual([
        [`[site-runtime] html: HTML of more than ${MAX_PARSED_TAGS} tags: only its start is shown`],
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

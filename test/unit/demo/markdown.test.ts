// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headingSlug, renderInline, renderMarkdown } from '../../../demo/lib/markdown';

describe('renderMarkdown (docs/ shown as demo pages)', () => {
  it('gives headings the anchors GitHub gives them', () => {
    expect(renderMarkdown('## The script tag\n### `blocks()` and events')).toBe(
      '<h2 id="the-script-tag">The script tag</h2>\n' +
        '<h3 id="blocks-and-events"><code>blocks()</code> and events</h3>',
    );
    expect(headingSlug('Table booking, scheduling and tour dates')).toBe(
      'table-booking-scheduling-and-tour-dates',
    );
  });

  it('joins the lines of a paragraph and escapes what looks like HTML', () => {
    expect(renderMarkdown('A <script> tag\nand "quotes" & more.\n\nNext.')).toBe(
      '<p>A &lt;script&gt; tag and &quot;quotes&quot; &amp; more.</p>\n<p>Next.</p>',
    );
  });

  it('shows fenced code as written, escaped, with its language', () => {
    const html = renderMarkdown(
      'Before:\n\n```html file=demo/x.html\n<div id="a">\n  <p>x</p>\n</div>\n```\nAfter.',
    );
    expect(html).toBe(
      '<p>Before:</p>\n' +
        '<pre class="doc-code"><code class="language-html">&lt;div id=&quot;a&quot;&gt;\n' +
        '  &lt;p&gt;x&lt;/p&gt;\n&lt;/div&gt;</code></pre>\n<p>After.</p>',
    );
  });

  it('does not read Markdown inside a fence', () => {
    expect(renderMarkdown('```\n## not a heading\n- not a list\n```')).toBe(
      '<pre class="doc-code"><code>## not a heading\n- not a list</code></pre>',
    );
  });

  it('makes lists of items, an item going on over its indented lines', () => {
    expect(renderMarkdown('- one\n  more of one\n- two\n\n1. first\n2. second')).toBe(
      '<ul>\n<li>one more of one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>',
    );
  });

  it('makes a table with column headers from a pipe table', () => {
    expect(renderMarkdown('| Import | File |\n| --- | --- |\n| `a` | b |')).toBe(
      '<table class="demo-table"><thead><tr><th scope="col">Import</th><th scope="col">File</th>' +
        '</tr></thead><tbody>\n<tr><td><code>a</code></td><td>b</td></tr>\n</tbody></table>',
    );
  });

  it('renders code, links, strong and emphasised text inline, and nothing inside code', () => {
    expect(renderInline('See [the **guide**](#top), `a_b_c **x**` and _this_.')).toBe(
      'See <a href="#top">the <strong>guide</strong></a>, <code>a_b_c **x**</code> and ' +
        '<em>this</em>.',
    );
    // Underscores inside a word are not emphasis.
    expect(renderInline('snake_case_name')).toBe('snake_case_name');
    expect(renderInline('[a](https://x.test/?a="b") [b](/guide.html#top)')).toBe(
      '<a href="https://x.test/?a=&quot;b&quot;">a</a> <a href="/guide.html#top">b</a>',
    );
    // A link with another scheme stays text.
    expect(renderInline('[run](javascript:void(0)) [data](data:text/html,x)')).toBe('run) data');
  });

  it('hands each comment line to `comment`, and drops it without one', () => {
    const seen: string[] = [];
    const html = renderMarkdown('Text.\n<!-- live a.html#b -->\n\n<!-- other -->', {
      comment: (text) => {
        seen.push(text);
        return text.startsWith('live') ? '<figure>live</figure>' : '';
      },
    });
    expect(seen).toEqual(['live a.html#b', 'other']);
    expect(html).toBe('<p>Text.</p>\n<figure>live</figure>');
    expect(renderMarkdown('<!-- live a.html -->')).toBe('');
  });
});

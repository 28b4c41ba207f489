import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amazonBlockDefinition } from '../../../../blocks/amazon/definition';
import { readAmazon, type AmazonData } from '../../../../blocks/amazon/read-amazon';
import { NEW_TAB_NOTE } from '../../../../src/lib/server-links';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';
import {
  element,
  escapeHtml,
  expectPrototypesUntouched,
  jsonText,
  randomMarkup,
  shapedLike,
  jsonValue,
} from '../../properties/arbitraries';

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/amazon.html',
);

function fixtureBlock(): HTMLElement {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
  return document.getElementById('block-amazon-book') as HTMLElement;
}

function block(content: string, json: string | null = null): HTMLElement {
  const attribute = json === null ? '' : ` data-block-json="${escapeHtml(json)}"`;
  document.body.innerHTML = `<div class="sqs-block amazon-block sqs-block-amazon" id="block-amazon"${attribute}><div class="sqs-block-content">${content}</div></div>`;
  return document.getElementById('block-amazon') as HTMLElement;
}

/** The text a link's aria-describedby points to. */
function description(link: Element): string {
  return (link.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
    .join(' ');
}

const unmounts: Array<() => void> = [];
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  vi.restoreAllMocks();
});

describe('Amazon block: reading', () => {
  it("reads the product's title from the block JSON, and the server's links and bare pictures", () => {
    const data = readAmazon(fixtureBlock());
    expect(data.title).toBe('The Design of Everyday Things');
    expect(data.links.map((link) => link.textContent?.trim())).toEqual([
      '',
      'The Design of Everyday Things',
      'Buy on Amazon',
    ]);
    expect(data.unlabelledImages).toHaveLength(1);
  });

  it("falls back to the server's .title when the JSON has none, and to none at all", () => {
    const links = '<a href="https://www.amazon.com/dp/1">Buy</a>';
    expect(
      readAmazon(
        block(`<div class="amazon-details"><a class="title" href="#"> A  book </a></div>${links}`),
      ).title,
    ).toBe('A book');
    expect(readAmazon(block(links, '{"amazonProduct":{"title":42}}')).title).toBeNull();
  });

  it('skips a block with no link, and one whose JSON does not parse', () => {
    expect(() => readAmazon(block('<img src="x.png">'))).toThrow(
      new BlockSkip('Amazon block has no product link'),
    );
    expect(() => readAmazon(block('<a href="/x">x</a>', '{"amazonProduct":'))).toThrow(BlockSkip);
  });

  const content = randomMarkup({
    tags: ['div', 'a', 'img', 'span', 'p'],
    classes: [
      'image-container',
      'amazon-details',
      'title',
      'price',
      'buy-button',
      'sqs-amazon-button',
    ],
    attributes: [
      ['href', ['https://www.amazon.com/dp/1', 'javascript:alert(1)', '']],
      ['alt', ['', 'Cover']],
      ['target', ['_blank', '_self']],
    ],
  });
  const json = fc.oneof(
    jsonText,
    shapedLike({ amazonProduct: { title: 'A book', detailPageUrl: 'https://a' } }, jsonValue).map(
      (value) => JSON.stringify(value) ?? 'null',
    ),
  );

  it('gives links inside the block and a trimmed title, or a BlockSkip, on any markup and JSON (property)', () => {
    fc.assert(
      fc.property(content, fc.option(json, { nil: null }), (markup, blockJson) => {
        const element = block(markup, blockJson);
        const before = document.body.innerHTML;
        let data: AmazonData;
        try {
          data = readAmazon(element);
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
          expect(document.body.innerHTML).toBe(before);
          return;
        }
        expect(data.links.length).toBeGreaterThan(0);
        for (const link of data.links) expect(element.contains(link)).toBe(true);
        for (const image of data.unlabelledImages) expect(image.hasAttribute('alt')).toBe(false);
        expect(data.title === null || (data.title !== '' && data.title === data.title.trim())).toBe(
          true,
        );
        expect(document.body.innerHTML).toBe(before);
      }),
    );
    expectPrototypesUntouched();
  });
});

describe('Amazon block: on the page', () => {
  it('names the picture link after the product, and every new-tab link says so and keeps the opener away', () => {
    const mounted = attachBlock(amazonBlockDefinition, fixtureBlock());
    unmounts.push(mounted.unmount);
    const links = Array.from(mounted.container.querySelectorAll('a'));
    expect(
      links.map((link) => [
        link.getAttribute('aria-label'),
        link.getAttribute('rel'),
        description(link),
      ]),
    ).toEqual([
      ['The Design of Everyday Things', 'noopener', NEW_TAB_NOTE],
      [null, 'noopener', NEW_TAB_NOTE],
      [null, 'noopener', NEW_TAB_NOTE],
    ]);
    // The picture inside the named link is not read twice.
    expect(mounted.container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('names a picture link by its destination when no title is known, and a lone picture by the title', () => {
    const plain = block(
      `${element('a', [['href', 'https://www.amazon.com/dp/0465050654']], ['<img src="a.png">'])}<img src="b.png">`,
    );
    const mounted = attachBlock(amazonBlockDefinition, plain);
    unmounts.push(mounted.unmount);
    expect(mounted.container.querySelector('a')?.getAttribute('aria-label')).toBe('amazon.com');
    expect(Array.from(mounted.container.querySelectorAll('img'), (img) => img.alt)).toEqual([
      '',
      '',
    ]);
    mounted.unmount();
    unmounts.pop();

    const titled = block(
      '<a href="/buy">Buy</a><img src="b.png">',
      '{"amazonProduct":{"title":"Cover"}}',
    );
    const again = attachBlock(amazonBlockDefinition, titled);
    unmounts.push(again.unmount);
    expect(again.container.querySelector('img')?.getAttribute('alt')).toBe('Cover');
    expect(again.container.querySelector('a')?.hasAttribute('aria-label')).toBe(false);
  });

  it('takes the href off a javascript: link, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mounted = attachBlock(
      amazonBlockDefinition,
      block('<a href="javascript:alert(1)">Buy</a>'),
    );
    unmounts.push(mounted.unmount);
    expect(mounted.container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('javascript:alert(1)'));
  });

  it('puts the server markup back exactly on unmount', () => {
    const mounted = attachBlock(amazonBlockDefinition, fixtureBlock());
    mounted.unmount();
    expect(mounted.container.innerHTML).toBe(mounted.serverHtml);
  });
});

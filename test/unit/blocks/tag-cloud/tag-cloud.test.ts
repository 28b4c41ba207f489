import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tagCloudBlockDefinition } from '../../../../blocks/tag-cloud/definition';
import { countText } from '../../../../blocks/tag-cloud/attach-tag-cloud';
import {
  countFromTitle,
  readTagCloud,
  type TagCloudData,
} from '../../../../blocks/tag-cloud/read-tag-cloud';
import { NEW_TAB_NOTE } from '../../../../src/lib/server-links';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';
import { element, escapeHtml, markupText, randomMarkup } from '../../properties/arbitraries';

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/tag-cloud.html',
);

function fixtureBlock(id: string): HTMLElement {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
  return document.getElementById(id) as HTMLElement;
}

function block(content: string): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block tagcloud-block sqs-block-tagcloud" data-block-type="14" id="block-tags"><div class="sqs-block-content">${content}</div></div>`;
  return document.getElementById('block-tags') as HTMLElement;
}

/** The text a link's aria-describedby points to, as a screen reader hears it. */
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

describe('tag cloud: reading', () => {
  it('reads each tag of the fixture: its link, its name and the count in its title', () => {
    const data = readTagCloud(fixtureBlock('block-tagcloud-films'));
    expect(data.list.className).toBe('sqs-tagcloud');
    expect(
      data.tags.map(({ name, count, link }) => [name, count, link.getAttribute('href')]),
    ).toEqual([
      ['Kendall Point', 8, '/films/tag/Kendall+Point'],
      ['Boston', 3, '/films/tag/Boston'],
      ['Barn', 1, '/films/tag/Barn'],
      ['Lighthouse', 12, '/films/tag/Lighthouse'],
    ]);
  });

  it('reads the count after the last dash of "Name - count", and nothing else', () => {
    expect(countFromTitle('Kendall Point - 8')).toBe(8);
    expect(countFromTitle('Saint-Malo - 14')).toBe(14);
    expect(countFromTitle('Kendall Point')).toBeNull();
    expect(countFromTitle('Route 66')).toBeNull();
    expect(countFromTitle(null)).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.nat({ max: 999_999 }), (name, count) => {
        expect(countFromTitle(`${name} - ${count}`)).toBe(count);
        const read = countFromTitle(name);
        expect(read === null || (Number.isInteger(read) && read >= 0)).toBe(true);
      }),
    );
  });

  it('skips a block with no list, or no tag link, saying which', () => {
    expect(() => readTagCloud(block('<p>No tags yet</p>'))).toThrow(
      new BlockSkip('tag cloud block has no list'),
    );
    expect(() =>
      readTagCloud(
        block('<ul class="sqs-tagcloud"><li title="A - 1">A</li><li><a href="/x"> </a></li></ul>'),
      ),
    ).toThrow(new BlockSkip('tag cloud block has no tag link'));
  });

  const tagItem = fc
    .record({
      name: fc.oneof(
        fc.string({ maxLength: 10 }).map(escapeHtml),
        fc.constantFrom('', ' ', '&nbsp;'),
      ),
      title: fc.oneof(
        fc.nat({ max: 99 }).map((count) => `Tag - ${count}`),
        fc.string({ maxLength: 10 }),
      ),
      link: fc.constantFrom('a href="/blog/tag/x"', 'a', 'span', 'a href="javascript:alert(1)"'),
      nameSpan: fc.boolean(),
    })
    .map(({ name, title, link, nameSpan }) => {
      const tag = link.split(' ')[0] ?? 'a';
      const inner = nameSpan ? `<span class="name">${name}</span>` : name;
      return element('li', [['title', title]], [`<${link}>${inner}</${tag}>`]);
    });

  const content = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.array(tagItem, { maxLength: 6 }), fc.array(markupText, { maxLength: 2 }))
        .map(([items, stray]) => element('ul', [['class', 'sqs-tagcloud']], [...items, ...stray])),
    },
    {
      weight: 2,
      arbitrary: randomMarkup({
        tags: ['ul', 'ol', 'li', 'a', 'span', 'div', 'p'],
        classes: ['sqs-tagcloud', 'name', 'count', 'sqs-block-content'],
        attributes: [
          ['href', ['/tag/a', '#', 'javascript:void(0)']],
          ['title', ['A - 3', 'B - x', '- 0']],
        ],
      }),
    },
  );

  it('gives tags with a followable-looking link and a name, or a BlockSkip, on any markup, changing nothing (property)', () => {
    fc.assert(
      fc.property(content, (markup) => {
        const element = block(markup);
        const before = document.body.innerHTML;
        let data: TagCloudData;
        try {
          data = readTagCloud(element);
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
          expect((error as Error).message).toMatch(/^tag cloud block has no /);
          expect(document.body.innerHTML).toBe(before);
          return;
        }
        expect(element.contains(data.list)).toBe(true);
        expect(data.tags.length).toBeGreaterThan(0);
        for (const tag of data.tags) {
          expect(tag.item.parentElement).toBe(data.list);
          expect(tag.item.contains(tag.link)).toBe(true);
          expect(tag.link.hasAttribute('href')).toBe(true);
          expect(tag.name).toBe(tag.name.trim());
          expect(tag.name).not.toBe('');
          expect(tag.count === null || (Number.isInteger(tag.count) && tag.count >= 0)).toBe(true);
        }
        expect(document.body.innerHTML).toBe(before);
      }),
    );
  });
});

describe('tag cloud: on the page', () => {
  it('names the list "Tags" and describes each link with its count, moving nothing', () => {
    const element = fixtureBlock('block-tagcloud-films');
    const mounted = attachBlock(tagCloudBlockDefinition, element);
    unmounts.push(mounted.unmount);
    const list = element.querySelector('ul') as HTMLElement;
    expect(list.getAttribute('aria-label')).toBe('Tags');
    const links = Array.from(list.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, description(link)])).toEqual([
      ['Kendall Point', '8 items'],
      ['Boston', '3 items'],
      ['Barn', '1 item'],
      ['Lighthouse', '12 items'],
    ]);
    // The notes are hidden text, not part of the cloud's layout.
    for (const note of element.querySelectorAll('[id$="-count"]')) {
      expect((note as HTMLElement).hidden).toBe(true);
      expect(list.contains(note)).toBe(false);
    }
  });

  it('keeps a name the page gave the list, and says which tag opens a new tab', () => {
    const element = fixtureBlock('block-tagcloud-journal');
    const mounted = attachBlock(tagCloudBlockDefinition, element);
    unmounts.push(mounted.unmount);
    const list = element.querySelector('ul') as HTMLElement;
    expect(list.hasAttribute('aria-label')).toBe(false);
    expect(list.getAttribute('aria-labelledby')).toBe('journal-topics');
    const press = element.querySelector('a[target="_blank"]') as HTMLAnchorElement;
    expect(description(press)).toBe(`2 items ${NEW_TAB_NOTE}`);
    expect(press.getAttribute('rel')).toBe('noopener');
  });

  it('does not say a count the link already shows, and unlinks a javascript: tag with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = block(
      '<ul class="sqs-tagcloud"><li title="Roses - 4"><a href="/tag/roses">Roses <span class="count">4</span></a></li><li title="Evil - 2"><a href="javascript:alert(1)">Evil</a></li></ul>',
    );
    const mounted = attachBlock(tagCloudBlockDefinition, element);
    unmounts.push(mounted.unmount);
    const [roses, evil] = Array.from(element.querySelectorAll('a'));
    expect(roses?.hasAttribute('aria-describedby')).toBe(false);
    expect(evil?.hasAttribute('href')).toBe(false);
    expect(description(evil as Element)).toBe('2 items');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('javascript:alert(1)'));
  });

  it('puts the server markup back exactly on unmount', () => {
    const element = fixtureBlock('block-tagcloud-journal');
    const mounted = attachBlock(tagCloudBlockDefinition, element);
    expect(mounted.container.innerHTML).not.toBe(mounted.serverHtml);
    mounted.unmount();
    expect(mounted.container.innerHTML).toBe(mounted.serverHtml);
  });

  it('says counts in words: "1 item", "N items"', () => {
    expect(countText(1)).toBe('1 item');
    expect(countText(0)).toBe('0 items');
    expect(countText(25)).toBe('25 items');
  });
});

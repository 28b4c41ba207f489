import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { commentsBlockTypeDefinition } from '../../../../blocks/comments/definition';
import { commentsBlockType } from '../../../../blocks/comments/index';
import type { CommentsData } from '../../../../blocks/comments/read-comments';
import { readCommentsBlock } from '../../../../blocks/comments/read-comments-block';
import { FAKE_COMMENTED_ITEM } from '../../../../fixtures/api/routes/comments';
import { BlockSkip } from '../../../../src/runtime/types';
import { createRuntimeStore } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import { element, randomMarkup } from '../../properties/arbitraries';

// The comments block (data-block-type 16) shows the comments of the item it names, or else of the
// page's own item, with the same pack as the template's comments element.

serveFakeApi();

function runtime(options: { commentsEnabled?: boolean; disqus?: string; itemId?: string | null }) {
  const store = createRuntimeStore();
  const { context } = store.getState();
  const itemId = options.itemId === undefined ? FAKE_COMMENTED_ITEM : options.itemId;
  store.setState({
    context: {
      ...context,
      website: { ...context.website, language: 'en-GB' },
      websiteSettings: {
        ...context.websiteSettings,
        commentsEnabled: options.commentsEnabled ?? true,
        disqusShortname: options.disqus ?? '',
      },
      item: itemId === null ? null : { id: itemId, title: 'Post', recordType: 1, fullUrl: '/post' },
    },
  });
  (window as unknown as { SiteRuntime: unknown }).SiteRuntime = { store };
}

function block(attributes = '', content = ''): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block comments-block sqs-block-comments" data-block-type="16" id="block-comments"${attributes}><div class="sqs-block-content">${content}</div></div>`;
  return document.getElementById('block-comments') as HTMLElement;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const mounted: Array<() => void> = [];
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  delete (window as unknown as { SiteRuntime?: unknown }).SiteRuntime;
});

describe('comments block (type 16): reading', () => {
  it('is found by its type and its class, not as a 7.1 component', () => {
    const found = (markup: string) => {
      document.body.innerHTML = markup;
      return (document.body.firstElementChild as Element).matches(commentsBlockType.selector);
    };
    expect(found('<div class="sqs-block" data-block-type="16"></div>')).toBe(true);
    expect(found('<div class="sqs-block sqs-block-comments"></div>')).toBe(true);
    expect(
      found('<div class="sqs-block-comments" data-definition-name="website.components.x"></div>'),
    ).toBe(false);
  });

  it("reads the page's item, else the item the block names, else the comments element inside it", () => {
    runtime({});
    expect(readCommentsBlock(block())).toEqual({
      kind: 'site',
      itemId: FAKE_COMMENTED_ITEM,
      count: 0,
    });
    expect(readCommentsBlock(block(' data-item-id="abc-1" data-public-comment-count="3"'))).toEqual(
      { kind: 'site', itemId: 'abc-1', count: 3 },
    );
    expect(
      readCommentsBlock(
        block(
          '',
          '<div class="squarespace-comments" data-item-id="inner-2" data-public-comment-count="6"></div>',
        ),
      ),
    ).toEqual({ kind: 'site', itemId: 'inner-2', count: 6 });
    runtime({ disqus: 'Beate-Blog' });
    expect(readCommentsBlock(block())).toEqual({
      kind: 'disqus',
      itemId: FAKE_COMMENTED_ITEM,
      shortname: 'beate-blog',
    });
  });

  it('skips the block when comments are off, or no item is known', () => {
    runtime({ commentsEnabled: false });
    expect(() => readCommentsBlock(block())).toThrow(
      new BlockSkip('comments are off for this site (websiteSettings.commentsEnabled)'),
    );
    runtime({ itemId: null });
    expect(() => readCommentsBlock(block())).toThrow(new BlockSkip('no item id for the comments'));
  });

  it('gives comments of a usable item id, or a BlockSkip, on any markup (property)', () => {
    const content = randomMarkup({
      tags: ['div', 'section', 'span'],
      classes: ['squarespace-comments', 'sqs-block-content'],
      attributes: [
        ['data-item-id', ['59664e30d2b857305d40790b', '', ' ', '../../x', 'a'.repeat(80)]],
        ['data-public-comment-count', ['6', '-1', 'x', '1e3']],
        ['id', ['comments-abc', 'x']],
      ],
    });
    const itemId = fc.option(
      fc.oneof(fc.constant(FAKE_COMMENTED_ITEM), fc.string({ maxLength: 30 })),
      {
        nil: null,
      },
    );
    fc.assert(
      fc.property(content, itemId, fc.boolean(), (markup, pageItem, enabled) => {
        runtime({ commentsEnabled: enabled, itemId: pageItem });
        document.body.innerHTML = element(
          'div',
          [
            ['class', 'sqs-block sqs-block-comments'],
            ['data-block-type', '16'],
          ],
          [markup],
        );
        const target = document.body.firstElementChild as HTMLElement;
        const before = document.body.innerHTML;
        let data: CommentsData;
        try {
          data = readCommentsBlock(target);
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
          expect(document.body.innerHTML).toBe(before);
          return;
        }
        expect(enabled).toBe(true);
        expect(data.itemId).toMatch(/^[\w-]{1,64}$/);
        if (data.kind === 'site') {
          expect(data.count === null || (Number.isInteger(data.count) && data.count >= 0)).toBe(
            true,
          );
        }
        expect(document.body.innerHTML).toBe(before);
      }),
    );
  });
});

describe('comments block (type 16): on the page', () => {
  it("shows the page item's comments in the block, five at a time, and puts the block back on unmount", async () => {
    runtime({});
    const element = block();
    const attached = attachBlock(commentsBlockTypeDefinition, element);
    mounted.push(attached.unmount);
    const topLevel = '.sr-comments > .sr-comments__list > .sr-comments__item';
    await until(() => element.querySelectorAll(topLevel).length === 5);
    expect(element.querySelector('.sqs-block-content > .sr-comments h2')?.textContent).toBe(
      '6 comments',
    );
    expect(element.querySelector('button')?.textContent).toBe('Show more comments');
    mounted.pop()?.();
    expect(attached.container.innerHTML).toBe(attached.serverHtml);
  });
});

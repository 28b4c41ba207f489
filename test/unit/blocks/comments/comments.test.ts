import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getComments, readCommentsPage } from '../../../../src/api/comments';
import { commentsDefinition } from '../../../../blocks/comments/definition';
import { readComments } from '../../../../blocks/comments/read-comments';
import { setFault } from '../../../../fixtures/api';
import { FAKE_COMMENTED_ITEM } from '../../../../fixtures/api/routes/comments';
import { SYSTEM_ERROR_EVENT } from '../../../../src/request';
import { BlockSkip } from '../../../../src/runtime/types';
import { createRuntimeStore } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';
import { collectEvents, serveFakeApi } from '../../fixtures/serve-fake-api';
import { jsonValue, shapedLike } from '../../properties/arbitraries';

serveFakeApi();

function runtime(commentsEnabled: boolean, disqusShortname = '') {
  const store = createRuntimeStore();
  const { context } = store.getState();
  store.setState({
    context: {
      ...context,
      website: { ...context.website, language: 'en-GB' },
      websiteSettings: { ...context.websiteSettings, commentsEnabled, disqusShortname },
    },
  });
  (window as unknown as { SiteRuntime: unknown }).SiteRuntime = { store };
}

function commentsElement(itemId = FAKE_COMMENTED_ITEM): HTMLElement {
  document.body.innerHTML = `<div class="squarespace-comments" id="comments-${itemId}" data-item-id="${itemId}" data-public-comment-count="6" data-comment-state="1"></div>`;
  return document.body.firstElementChild as HTMLElement;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const mounted: Array<() => void> = [];
afterEach(() => {
  vi.useRealTimers();
  mounted.splice(0).forEach((unmount) => unmount());
  delete (window as unknown as { SiteRuntime?: unknown }).SiteRuntime;
});

describe('comments: reading', () => {
  it("follows the context's settings: off, the site's own, or Disqus by shortname", () => {
    runtime(false);
    expect(() => readComments(commentsElement())).toThrow(BlockSkip);
    runtime(true);
    expect(readComments(commentsElement())).toEqual({
      kind: 'site',
      itemId: FAKE_COMMENTED_ITEM,
      count: 6,
    });
    runtime(true, 'Beate-Blog');
    expect(readComments(commentsElement())).toEqual({
      kind: 'disqus',
      itemId: FAKE_COMMENTED_ITEM,
      shortname: 'beate-blog',
    });
    runtime(true, 'evil.example/x');
    expect(() => readComments(commentsElement())).toThrow('unusable Disqus shortname');
  });

  it('reads any answer into comments with ids, and a next page or none', () => {
    const comment = {
      id: 'c1',
      author: { displayName: 'Ada' },
      body: '<p>Hi</p>',
      addedOn: 1,
      replies: [{ id: 'r1', body: 'x' }],
    };
    fc.assert(
      fc.property(
        shapedLike({ comments: [comment], totalCount: 1, nextPage: 2 }, jsonValue),
        (body) => {
          const page = readCommentsPage(body);
          expect(page.total).toBeGreaterThanOrEqual(page.comments.length);
          expect(page.nextPage === null || page.nextPage > 0).toBe(true);
          for (const read of page.comments) expect(read.id).not.toBe('');
        },
      ),
    );
  });
});

describe("the site's own comments", () => {
  const systemErrors = collectEvents(SYSTEM_ERROR_EVENT);

  it('shows each comment with its author, date and allowed HTML, replies under it, then more', async () => {
    runtime(true);
    const element = commentsElement();
    mounted.push(attachBlock(commentsDefinition, element).unmount);
    await until(() => element.querySelectorAll('.sr-comments__item').length === 6);
    expect(element.querySelector('h2')?.textContent).toBe('6 comments');
    const first = element.querySelector('.sr-comments__comment');
    expect(first?.querySelector('.sr-comments__author')?.textContent).toBe('Beate');
    // The date in words relative to now, the full date as its title.
    const date = first?.querySelector('time');
    expect(date?.textContent).toMatch(/^\d+ years ago$/);
    expect(date?.title).toBe('14 July 2017');
    expect(date?.dateTime).toBe('2017-07-14T09:30:00.000Z');
    expect(first?.querySelector('.sr-comments__body')?.innerHTML).toBe(
      '<p>What a lovely post. <a href="https://example.com/more">More like this</a>, please!</p>',
    );
    expect(first?.querySelector('[aria-label="Replies to Beate"]')?.textContent).toContain(
      'Thank you!',
    );
    const more = element.querySelector('button');
    expect(more?.textContent).toBe('Show more comments');
    more?.click();
    await until(
      () =>
        element.querySelectorAll('.sr-comments > .sr-comments__list > .sr-comments__item')
          .length === 6,
    );
    expect(
      element.querySelector('.sr-comments > .sr-comments__list > .sr-comments__item:last-child')
        ?.textContent,
    ).toContain('Comment 6 by Mary');
    expect(element.querySelector('button')).toBeNull();
    expect(systemErrors).toEqual([]);
  });

  it('says when a new comment came, "just now" then "about N seconds ago", every 5 s', async () => {
    // The fifth comment of the first page was added on 18 July 2017 at 09:30 UTC.
    const added = Date.UTC(2017, 6, 18, 9, 30);
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(added + 3000);
    runtime(true);
    const element = commentsElement();
    mounted.push(attachBlock(commentsDefinition, element).unmount);
    await until(() => element.querySelectorAll('.sr-comments__item').length === 6);
    const dates = () => Array.from(element.querySelectorAll('time'), (time) => time.textContent);
    expect(dates()).toEqual([
      '4 days ago',
      '3 days ago',
      '3 days ago',
      '2 days ago',
      'yesterday',
      'just now',
    ]);
    vi.advanceTimersByTime(5000);
    expect(dates().at(-1)).toBe('about 8 seconds ago');
    vi.advanceTimersByTime(55_000);
    expect(dates().at(-1)).toBe('1 minute ago');
  });

  it('says "Unable to load. Try again." on a failure, and tries again on request', async () => {
    runtime(true);
    setFault({ path: '/api/comment/GetComments', fault: 500, times: 1 });
    const element = commentsElement();
    mounted.push(attachBlock(commentsDefinition, element).unmount);
    await until(
      () => element.querySelector('[role="status"]')?.textContent === 'Unable to load. Try again.',
    );
    // The block says it itself: no system error on top.
    expect(systemErrors).toEqual([]);
    element.querySelector('button')?.click();
    await until(() => element.querySelectorAll('.sr-comments__item').length > 0);
  });

  it('without a failure callback, an ordinary failure shows the system error (runtime.md §8)', async () => {
    setFault({ path: '/api/comment/GetComments', fault: 500, times: 2 });
    await expect(getComments('x', 1)).rejects.toThrow();
    expect(systemErrors).toHaveLength(1);
  });
});

// The site's own comments, read a page at a time: each with its author, date and text (the
// platform's HTML through the allow-list), replies nested under it. The date reads as relative
// time ("just now", "about 20 seconds ago", "3 days ago"), kept current every 5 s
// (src/lib/relative-time.ts), with the full date as its title. A failure says the spec's "Unable
// to load. Try again." with a button, and keeps what was shown.
import { getComments, type SiteComment } from '../../src/api/comments';
import { formatMessage } from '../../src/i18n/strings';
import { relativeTimeClock, type RelativeTimeClock } from '../../src/lib/relative-time';
import { sanitiseHtml } from '../../src/lib/sanitise-html';
import type { Logger } from '../../src/runtime/types';
import { commentsStrings as text } from './strings';
import { element } from '../../src/lib/element';

function dateText(time: number, locale: string): string | null {
  if (!time) return null;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(time);
  } catch {
    return new Date(time).toDateString();
  }
}

interface CommentDates {
  locale: string;
  clock: RelativeTimeClock;
}

function commentItem(comment: SiteComment, dates: CommentDates): HTMLLIElement {
  const item = element('li', 'sr-comments__item');
  const article = element('article', 'sr-comments__comment');
  const header = element('p', 'sr-comments__meta');
  const author = comment.author || text.anonymous;
  header.append(element('span', 'sr-comments__author', author));
  const date = dateText(comment.addedOn, dates.locale);
  if (date) {
    const time = element('time', 'sr-comments__date', date);
    time.title = date;
    dates.clock.show(time, comment.addedOn);
    header.append(' ', time);
  }
  const body = element('div', 'sr-comments__body');
  body.innerHTML = sanitiseHtml(comment.html);
  article.append(header, body);
  if (comment.replies.length > 0) {
    const replies = element('ol', 'sr-comments__list sr-comments__list--replies');
    replies.setAttribute('aria-label', formatMessage(text.replies, { author }));
    replies.append(...comment.replies.map((reply) => commentItem(reply, dates)));
    article.append(replies);
  }
  item.append(article);
  return item;
}

export interface SiteCommentsOptions {
  host: HTMLElement;
  itemId: string;
  count: number | null;
  locale: string;
  signal: AbortSignal;
  log: Logger;
}

export function showSiteComments(options: SiteCommentsOptions): void {
  const { host, itemId, locale, signal, log } = options;
  const dates: CommentDates = { locale, clock: relativeTimeClock(signal, { locale }) };
  const heading = element('h2', 'sr-comments__heading');
  const list = element('ol', 'sr-comments__list');
  const status = element('p', 'sr-comments__status');
  status.setAttribute('role', 'status');
  const actions = element('div', 'sr-comments__actions');
  host.append(heading, list, status, actions);
  const setCount = (count: number) => {
    heading.textContent =
      count === 0
        ? text.heading
        : count === 1
          ? text.headingOne
          : formatMessage(text.headingMany, { count });
  };
  setCount(options.count ?? 0);

  const button = (label: string, onClick: () => void) => {
    const node = element('button', 'sr-comments__button', label);
    node.type = 'button';
    node.addEventListener('click', onClick, { signal });
    return node;
  };

  function load(page: number, byVisitor: boolean): void {
    status.textContent = text.loading;
    host.setAttribute('aria-busy', 'true');
    actions.replaceChildren();
    getComments(itemId, page, {
      signal,
      // The block says what went wrong itself.
      onFailure: () => undefined,
    }).then(
      (answer) => {
        host.setAttribute('aria-busy', 'false');
        setCount(answer.total);
        const items = answer.comments.map((comment) => commentItem(comment, dates));
        list.append(...items);
        status.textContent = list.childElementCount === 0 ? text.none : '';
        if (answer.nextPage !== null) {
          const next = answer.nextPage;
          actions.append(button(text.more, () => load(next, true)));
        }
        // Keyboard users continue where the new comments start.
        if (byVisitor && items[0]) {
          items[0].tabIndex = -1;
          items[0].focus();
        }
      },
      (error: unknown) => {
        if (signal.aborted) return;
        host.setAttribute('aria-busy', 'false');
        log.warn(`Comments of ${itemId} could not be loaded`, error);
        status.textContent = text.failed;
        const retry = button(text.retry, () => load(page, true));
        actions.append(retry);
        if (byVisitor) retry.focus();
      },
    );
  }

  load(1, false);
}

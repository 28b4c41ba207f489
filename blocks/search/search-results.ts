// The search page's results for its q, a page at a time: a heading that says how many, each result
// a heading link with where it is and its excerpt; "Show more results"; the spec's "Unable to
// load results" with "Try again".
import { searchSite, type SearchResult } from '../../src/api/search';
import { formatMessage } from '../../src/i18n/strings';
import type { Logger } from '../../src/runtime/types';
import { searchStrings as text } from './strings';
import { element } from '../../src/lib/element';

function resultItem(result: SearchResult): HTMLLIElement {
  const item = element('li', 'sr-search-results__item');
  const title = element('h3', 'sr-search-results__title');
  const link = element('a', 'sr-search-results__link', result.title);
  link.href = result.url;
  title.append(link);
  item.append(title);
  if (result.collection) item.append(element('p', 'sr-search-results__where', result.collection));
  if (result.excerpt) item.append(element('p', 'sr-search-results__excerpt', result.excerpt));
  return item;
}

export interface SearchResultsOptions {
  host: HTMLElement;
  query: string;
  signal: AbortSignal;
  log: Logger;
}

export function showSearchResults({ host, query, signal, log }: SearchResultsOptions): void {
  const heading = element('h2', 'sr-search-results__heading');
  const list = element('ol', 'sr-search-results__list');
  const status = element('p', 'sr-search-results__status');
  status.setAttribute('role', 'status');
  const actions = element('div', 'sr-search-results__actions');
  host.append(heading, status, list, actions);
  heading.hidden = true;

  const button = (label: string, onClick: () => void) => {
    const node = element('button', 'sr-search-results__button', label);
    node.type = 'button';
    node.addEventListener('click', onClick, { signal });
    return node;
  };

  function load(page: number, byVisitor: boolean): void {
    status.textContent = text.loading;
    actions.replaceChildren();
    host.setAttribute('aria-busy', 'true');
    searchSite({ q: query, page }, { signal, onFailure: () => undefined }).then(
      (answer) => {
        host.setAttribute('aria-busy', 'false');
        const items = answer.results.map(resultItem);
        list.append(...items);
        status.textContent = '';
        heading.hidden = false;
        heading.textContent =
          answer.total === 0
            ? formatMessage(text.none, { query })
            : answer.total === 1
              ? formatMessage(text.oneResultFor, { query })
              : formatMessage(text.resultsFor, { count: answer.total, query });
        if (answer.nextPage !== null) {
          const next = answer.nextPage;
          actions.append(button(text.more, () => load(next, true)));
        }
        if (byVisitor) items[0]?.querySelector('a')?.focus();
      },
      (error: unknown) => {
        if (signal.aborted) return;
        host.setAttribute('aria-busy', 'false');
        log.warn(`Search for "${query}" failed`, error);
        status.textContent = text.failed;
        const retry = button(text.retry, () => load(page, true));
        actions.append(retry);
        if (byVisitor) retry.focus();
      },
    );
  }

  load(1, false);
}

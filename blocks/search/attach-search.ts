import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { PAGE_RESULTS_SELECTOR, QUERY_PARAMETER } from './assumed';
import type { SearchBlockData, SearchData, SearchPageData } from './read-search';
import { searchForm } from './search-form';
import { showSearchResults } from './search-results';
import * as dom from '../../src/lib/dom';
import './search.css';

export const SEARCH_PREVIEW_PACK = 'search-preview';

/** What the `search-preview` pack offers (blocks/search-preview). */
export interface SearchPreviewPack {
  attachPreview: (options: {
    form: HTMLFormElement;
    input: HTMLInputElement;
    collectionId: string;
    signal: AbortSignal;
  }) => void;
}

const log = createLogger('search');

function attachBlock(props: BlockProps<SearchBlockData>): Cleanup {
  const { data, server, signal, loadPack } = props;
  server.stash();
  const { form, input } = searchForm(server, server.container, data.action, data.placeholder);
  if (data.collectionId) {
    const collection = dom.create('input');
    collection.type = 'hidden';
    collection.name = 'collectionId';
    collection.value = data.collectionId;
    form.append(collection);
  }
  if (data.preview) {
    // The preview's code comes the first time the visitor is about to type.
    const start = () => {
      input.removeEventListener('focus', start);
      loadPack<SearchPreviewPack>(SEARCH_PREVIEW_PACK).then(
        (pack) => {
          if (!signal.aborted)
            pack.attachPreview({ form, input, collectionId: data.collectionId, signal });
        },
        (error: unknown) => log.warn('No search preview: the form still searches', error),
      );
    };
    input.addEventListener('focus', start, { signal });
  }
  return () => undefined;
}

function attachPage(props: BlockProps<SearchPageData>): Cleanup {
  const { data, element, server, signal } = props;
  const query = (new URLSearchParams(window.location.search).get(QUERY_PARAMETER) ?? '').trim();
  // The page's own field, when it has one, keeps its place; otherwise ours goes first.
  let input = element.querySelector<HTMLInputElement>(`input[name="${QUERY_PARAMETER}"]`);
  if (!input) input = searchForm(server, element, data.action, '').input;
  if (query && !input.value) input.value = query;
  let host = element.querySelector<HTMLElement>(PAGE_RESULTS_SELECTOR);
  if (!host) {
    host = dom.create('div');
    host.className = 'sr-search-results';
    server.add(host, element);
  } else {
    server.toggleClass(host, 'sr-search-results', true);
  }
  if (query) showSearchResults({ host, query, signal, log });
  const results = host;
  return () => {
    results
      .querySelectorAll(
        ':scope > .sr-search-results__heading, :scope > .sr-search-results__status, :scope > .sr-search-results__list, :scope > .sr-search-results__actions',
      )
      .forEach((node) => node.remove());
  };
}

/** The search block and the search page (see ./index.ts). */
export function attachSearch(props: BlockProps<SearchData>): Cleanup {
  return props.data.kind === 'page'
    ? attachPage(props as BlockProps<SearchPageData>)
    : attachBlock(props as BlockProps<SearchBlockData>);
}

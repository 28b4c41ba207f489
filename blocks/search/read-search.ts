import { isRecord } from '../../src/lib/coerce';
import { safeHref } from '../../src/lib/links';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { SEARCH_PAGE_PATH } from './assumed';
import { searchStrings } from './strings';

export interface SearchBlockData {
  kind: 'block';
  /** Where the form sends: the search page. */
  action: string;
  placeholder: string;
  /** Results only from this collection. */
  collectionId: string;
  preview: boolean;
}

export interface SearchPageData {
  kind: 'page';
  action: string;
}

export type SearchData = SearchBlockData | SearchPageData;

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

export function readSearchJson(
  json: Record<string, unknown>,
  element: HTMLElement,
): SearchBlockData {
  const formAction = element.querySelector('form')?.getAttribute('action') ?? '';
  const collection = isRecord(json.collection) ? json.collection.id : json.collectionId;
  return {
    kind: 'block',
    action: safeHref(text(json.target) || formAction) ?? SEARCH_PAGE_PATH,
    placeholder: text(json.placeholder).slice(0, 80) || searchStrings.placeholder,
    collectionId: /^[\w-]{1,64}$/.test(text(collection)) ? text(collection) : '',
    preview: json.searchPreview !== false,
  };
}

export function readSearch(element: HTMLElement): SearchData {
  if (element.matches('.sqs-search-page')) {
    const action = element.querySelector('form')?.getAttribute('action') ?? '';
    return { kind: 'page', action: safeHref(action) ?? SEARCH_PAGE_PATH };
  }
  const json = readBlockJson(element);
  if (!isRecord(json)) throw new BlockSkip('data-block-json is not an object');
  return readSearchJson(json, element);
}

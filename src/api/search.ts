// The site search (runtime.md sections 1, 2 and 7: the search block, the search page at /search,
// its lazy "search preview"). ASSUMED (README): the endpoint, its parameters and the answer's
// shape, which the spec does not show.
import { asArray, asNumber, asRecord, asString, isRecord } from '../lib/coerce';
import { safeHref } from '../lib/links';
import { request } from '../request';
import { withSystemErrorFallback, type CallOptions } from './call-options';
import { SEARCH_PATH } from './constants';

export { SEARCH_PATH };

export interface SearchResult {
  id: string;
  title: string;
  /** A followable link (site path or http(s)). */
  url: string;
  /** Plain text. */
  excerpt: string;
  /** Where it is on the site ("Blog"), when the answer says. */
  collection: string;
}

export interface SearchAnswer {
  results: SearchResult[];
  total: number;
  nextPage: number | null;
}

function readResult(value: unknown): SearchResult | null {
  if (!isRecord(value)) return null;
  const url = safeHref(asString(value.itemUrl, asString(value.fullUrl, asString(value.url))));
  const title = asString(value.title).replace(/\s+/g, ' ').trim();
  if (!url || !title) return null;
  return {
    id: asString(value.id, url),
    title,
    url,
    excerpt: asString(value.excerpt, asString(value.description)).replace(/\s+/g, ' ').trim(),
    collection: asString(asRecord(value.collection).title, asString(value.collectionTitle)).trim(),
  };
}

export function readSearchAnswer(body: unknown): SearchAnswer {
  const answer = asRecord(body);
  const results = asArray(answer.items ?? answer.results)
    .map(readResult)
    .filter((result): result is SearchResult => result !== null);
  const next = asNumber(answer.nextPage, 0);
  return {
    results,
    total: Math.max(asNumber(answer.totalCount, results.length), results.length),
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

export interface SearchQuery {
  q: string;
  page?: number;
  size?: number;
  /** Only this collection's items (a block's setting). */
  collectionId?: string;
}

export async function searchSite(
  query: SearchQuery,
  options: CallOptions = {},
): Promise<SearchAnswer> {
  const body = await request(SEARCH_PATH, {
    ...withSystemErrorFallback(options),
    query: {
      q: query.q,
      p: query.page ?? 1,
      size: query.size ?? 10,
      ...(query.collectionId ? { collectionId: query.collectionId } : {}),
    },
    retry: true,
  });
  return readSearchAnswer(body);
}

import { isPageViewExcluded } from './skip-rules';

// The site search hit (spec runtime.md section 3: analytics event type site search 2). The search
// page (/search, page type 102) gets no page view (section 2); a visit to it with a query is
// recorded as a site search instead, with the query in the hit's data.
//
// The spec does not show where the query goes in the data. It is sent as `q`, the search page's
// own query parameter (README, Search: the search block sends `q` to /search).

export const SEARCH_QUERY_PARAMETER = 'q';
/** Longer queries are cut: a search query is a few words. */
export const MAX_SEARCH_QUERY_LENGTH = 256;

/** The query of this search page's address, or null when this is not the search page or none. */
export function readSiteSearch(
  location: Pick<Location, 'pathname' | 'search'>,
  pageType: number,
): string | null {
  if (!isPageViewExcluded(location.pathname, pageType)) return null;
  const query = new URLSearchParams(location.search).get(SEARCH_QUERY_PARAMETER);
  const trimmed = query?.replace(/\s+/g, ' ').trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, MAX_SEARCH_QUERY_LENGTH);
}

// ASSUMED (README): the search block's JSON keys (the editor's object model names `collection`,
// `searchPreview` and `theme`), its form's address (the platform's search page, /search), and the
// search page's markup.
export const SEARCH_PAGE_PATH = '/search';
export const QUERY_PARAMETER = 'q';
/** The search page's elements: a form with the field, and the place for the results. */
export const PAGE_FORM_SELECTOR = 'form';
export const PAGE_RESULTS_SELECTOR = '.sqs-search-page-content';

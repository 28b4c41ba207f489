// Site search (runtime.md sections 1, 2 and 7): the search block (`.sqs-block-search`) and the
// search page's field and results (`.sqs-search-page`, page type 102 at /search). The block is a
// labelled search form sending to the search page; as the visitor types, its preview (the
// `search-preview` pack, fetched on the first focus) lists the first results in a combobox. The
// search page shows the results of its `q`, a page at a time. Markup, endpoint and keys:
// ./assumed.ts and src/api/search.ts. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const searchBlock = {
  name: 'search',
  selector: '.sqs-block-search',
  priority: 'visible',
  pack: 'search',
} satisfies BlockDefinition;

export const searchPage = {
  name: 'search-page',
  selector: '.sqs-search-page',
  priority: 'critical',
  pack: 'search',
} satisfies BlockDefinition;

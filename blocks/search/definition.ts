// The whole definition of the search block and the search page. Registered by the `search` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachSearch } from './attach-search';
import { searchBlock, searchPage } from './index';
import { readSearch, type SearchData } from './read-search';

export const searchDefinitions: BlockDefinition<SearchData>[] = [searchBlock, searchPage].map(
  (core) => ({ ...core, readData: readSearch, attach: attachSearch }),
);

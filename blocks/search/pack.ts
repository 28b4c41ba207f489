// The `search` pack (dist/packs/search.js), fetched when a page has a search block or is the
// search page. The preview comes in its own pack (blocks/search-preview).
import { searchDefinitions } from './definition';

for (const definition of searchDefinitions) window.SiteRuntime?.registerBlock(definition);

// The `search-preview` pack (dist/packs/search-preview.js): the search block's preview, fetched
// the first time a visitor focuses a search field (runtime.md section 7's lazy search preview).
import { attachPreview } from './preview';

window.SiteRuntime?.definePack('search-preview', { attachPreview });

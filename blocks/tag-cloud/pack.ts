// The `tag-cloud` pack (dist/packs/tag-cloud.js), fetched when a page has a tag cloud block.
import { tagCloudBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(tagCloudBlockDefinition);

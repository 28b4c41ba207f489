// The `amazon` pack (dist/packs/amazon.js), fetched when a page has an Amazon block.
import { amazonBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(amazonBlockDefinition);

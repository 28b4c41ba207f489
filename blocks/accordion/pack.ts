// The `accordion` pack (dist/packs/accordion.js), fetched when a page has a accordion block.
import { accordionBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(accordionBlockDefinition);

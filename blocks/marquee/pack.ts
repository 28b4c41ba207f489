// The `marquee` pack (dist/packs/marquee.js), fetched when a page has a marquee.
import { marqueeDefinitions } from './definition';

for (const definition of marqueeDefinitions) window.SiteRuntime?.registerBlock(definition);

// The `map` pack (dist/packs/map.js), fetched when a page has a map block or component.
import { mapBlockDefinitions } from './definition';

for (const definition of mapBlockDefinitions) window.SiteRuntime?.registerBlock(definition);

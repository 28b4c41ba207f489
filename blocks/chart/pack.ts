// The `chart` pack (dist/packs/chart.js), fetched when a page has a chart block.
import { chartDefinition } from './definition';

window.SiteRuntime?.registerBlock(chartDefinition);

// The `tour-dates` pack (dist/packs/tour-dates.js), fetched when a page has a tour dates block.
import { tourDatesDefinition } from './definition';

window.SiteRuntime?.registerBlock(tourDatesDefinition);

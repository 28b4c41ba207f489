// The `calendar` pack (dist/packs/calendar.js), fetched when a page has a calendar block.
import { calendarDefinition } from './definition';

window.SiteRuntime?.registerBlock(calendarDefinition);

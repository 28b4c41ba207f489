// The `scheduling` pack (dist/packs/scheduling.js), fetched when a page has a scheduling block.
import { schedulingDefinition } from './definition';

window.SiteRuntime?.registerBlock(schedulingDefinition);

// The `button` pack (dist/packs/button.js), fetched when a page has a button block or component.
import { buttonBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(buttonBlockDefinition);

// The `menu` pack (dist/packs/menu.js), fetched when a page has a menu block.
import { menuBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(menuBlockDefinition);

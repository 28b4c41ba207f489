// The `instagram` pack (dist/packs/instagram.js), fetched when a page has an instagram block.
import { instagramBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(instagramBlockDefinition);

// The `follow-button` pack (dist/packs/follow-button.js), fetched when a page has a follow button.
import { followButtonDefinition } from './definition';

window.SiteRuntime?.registerBlock(followButtonDefinition);

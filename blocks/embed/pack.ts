// The `embed` pack (dist/packs/embed.js), fetched when a page has an embed block.
import { embedBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(embedBlockDefinition);

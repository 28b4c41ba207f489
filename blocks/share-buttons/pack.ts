// The `share-buttons` pack (dist/packs/share-buttons.js): runtime.md section 7's lazy share-buttons
// bundle, fetched when a page has share buttons.
import { shareButtonsDefinition } from './definition';

window.SiteRuntime?.registerBlock(shareButtonsDefinition);

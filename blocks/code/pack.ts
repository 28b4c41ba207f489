// The `code` pack (dist/packs/code.js), fetched when a page has a code block.
import { codeBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(codeBlockDefinition);

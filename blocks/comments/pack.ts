// The `comments` pack (dist/packs/comments.js), fetched when a page has a comments element or block.
import { commentsBlockTypeDefinition, commentsDefinition } from './definition';

window.SiteRuntime?.registerBlock(commentsDefinition);
window.SiteRuntime?.registerBlock(commentsBlockTypeDefinition);

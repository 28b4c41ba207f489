// The `comments` pack (dist/packs/comments.js), fetched when a page has a comments element.
import { commentsDefinition } from './definition';

window.SiteRuntime?.registerBlock(commentsDefinition);

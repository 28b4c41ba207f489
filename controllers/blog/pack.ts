// The `blog` pack (dist/packs/blog.js), fetched when a blog post has one of its controllers.
import { blogDefinitions } from './definition';

blogDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));

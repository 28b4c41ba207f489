// The `page-frame` pack (dist/packs/page-frame.js), fetched when a 7.0 page has one of its
// controllers.
import { pageFrameDefinitions } from './definition';

pageFrameDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));

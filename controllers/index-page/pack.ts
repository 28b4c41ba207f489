// The `index-page` pack (dist/packs/index-page.js), fetched when a Brine index page has its controllers.
import { indexDefinitions } from './definition';

indexDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));

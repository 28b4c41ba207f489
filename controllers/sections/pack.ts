// The `sections` pack (dist/packs/sections.js), fetched when a page has a 7.1 section controller.
import { sectionsDefinitions } from './definition';

sectionsDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));

// The `header` pack (dist/packs/header.js), fetched when a page has a 7.1 header.
import { headerControllerDefinition } from './definition';

window.SiteRuntime?.registerController(headerControllerDefinition);

// The `checkbox-nav` pack (dist/packs/checkbox-nav.js), fetched when a page has checkbox menus.
import { checkboxNavDefinitions } from './definition';

checkboxNavDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));

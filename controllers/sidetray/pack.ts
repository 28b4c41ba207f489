// The `sidetray` pack (dist/packs/sidetray.js), fetched when a page has a side-tray template.
import { sidetrayDefinitions } from './definition';

sidetrayDefinitions.forEach((definition) => window.SiteRuntime?.registerController(definition));

// The `mobile-overlay` pack (dist/packs/mobile-overlay.js), fetched when a page has such a menu.
import { mobileOverlayDefinitions } from './definition';

mobileOverlayDefinitions.forEach((definition) =>
  window.SiteRuntime?.registerController(definition),
);

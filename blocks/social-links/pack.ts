// The `social-links` pack (dist/packs/social-links.js), fetched when a page has social links.
import { socialLinksBlockDefinition, templateSocialLinksDefinition } from './definition';

window.SiteRuntime?.registerBlock(socialLinksBlockDefinition);
window.SiteRuntime?.registerBlock(templateSocialLinksDefinition);

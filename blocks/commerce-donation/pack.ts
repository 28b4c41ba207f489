// The `commerce-donation` pack (dist/packs/commerce-donation.js), fetched when a page has a
// donation block.
import { donationBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(donationBlockDefinition);

// The `commerce-member-area` pack (dist/packs/commerce-member-area.js), fetched when a page has a
// member-area block.
import './member-area.css';
import { memberAreaBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(memberAreaBlockDefinition);

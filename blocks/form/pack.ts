// The `form` pack (dist/packs/form.js), fetched when a page has a form or newsletter block.
import { formBlockDefinition, newsletterBlockDefinition } from './definition';
import './form.css';

window.SiteRuntime?.registerBlock(formBlockDefinition);
window.SiteRuntime?.registerBlock(newsletterBlockDefinition);

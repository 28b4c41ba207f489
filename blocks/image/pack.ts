// The `image` pack (dist/packs/image.js), fetched when a page has image blocks, imageFluid
// components or template images.
import { imageBlockDefinition, imageFluidDefinition, templateImageDefinition } from './definition';

window.SiteRuntime?.registerBlock(imageBlockDefinition);
window.SiteRuntime?.registerBlock(imageFluidDefinition);
window.SiteRuntime?.registerBlock(templateImageDefinition);

// The `image` pack (dist/packs/image.js), fetched when a page has image blocks, imageFluid
// components or template images, or a pack that draws images (galleries, summaries) needs the
// image loader, which this pack bundles and shares (SiteRuntime.shared.images).
import * as images from '../../src/images';
import { imageBlockDefinition, imageFluidDefinition, templateImageDefinition } from './definition';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The image pack needs the site-runtime core on the page');
Object.assign(runtime.shared, { images });
runtime.registerBlock(imageBlockDefinition);
runtime.registerBlock(imageFluidDefinition);
runtime.registerBlock(templateImageDefinition);
runtime.definePack('image', images);

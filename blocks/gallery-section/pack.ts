// The `gallery-section` pack (dist/packs/gallery-section.js), fetched when a page has a 7.1
// gallery section (GalleryMasonry, GalleryStrips, GalleryGrid). It takes the image loader from
// the `image` pack; the lightbox is its own pack, fetched when a visitor opens an image.
import { gallerySectionDefinitions } from './definition';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The gallery-section pack needs the site-runtime core on the page');
for (const definition of gallerySectionDefinitions) runtime.registerBlock(definition);

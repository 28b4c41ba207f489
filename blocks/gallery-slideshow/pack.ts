// The `gallery-slideshow` pack (dist/packs/gallery-slideshow.js), fetched when a page has a 7.1
// slideshow section (GalleryReel, GalleryFullscreenSlideshow, GallerySlideshowSimple). It takes
// the image loader from the `image` pack and the carousel from the `carousel` pack; the lightbox
// is its own pack, fetched when a visitor opens an image.
import { gallerySlideshowDefinitions } from './definition';
import './gallery-slideshow.css';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The gallery-slideshow pack needs the site-runtime core on the page');
for (const definition of gallerySlideshowDefinitions) runtime.registerBlock(definition);

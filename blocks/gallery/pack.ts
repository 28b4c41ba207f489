// The `gallery` pack (dist/packs/gallery.js): 7.0 gallery blocks. It takes the image loader from
// the `image` pack and the carousel from the `carousel` pack.
import { galleryBlockDefinition } from './definition';
import './gallery.css';

window.SiteRuntime?.registerBlock(galleryBlockDefinition);

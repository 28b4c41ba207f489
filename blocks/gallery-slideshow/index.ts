// 7.1 gallery sections that slide rather than lay out, in the `gallery-slideshow` pack: the reel
// (a strip of images at one height), the full slideshow (one slide at a time, cover-cropped, full
// width) and the simple slideshow (one at a time, the image contained). Each puts the server's
// items into the shared carousel (src/carousel); the `gallery-section` pack handles the laid-out
// kinds (masonry, strips, grid).
//
// Markup (as published 7.1 sites serve it), inside a page section like the other gallery sections
// (`section.page-section.gallery-section` → `.content-wrapper .content .gallery-section-wrapper`):
//
// <div class="gallery-reel" data-controller="GalleryReel" data-props='{…}'
//      data-show-captions="false">
//   <div class="gallery-reel-wrapper"><div class="gallery-reel-list">
//     <figure class="gallery-reel-item"><div class="gallery-reel-item-wrapper">
//       <div class="gallery-reel-item-src">
//         <img data-src="…" data-image-dimensions="WxH" data-image-focal-point="x,y"
//              data-load="false" data-loader="sqs" srcset="…" sizes="…" alt="…" loading="lazy">
//       </div></div>[<figcaption class="gallery-caption gallery-caption-reel">…</figcaption>]
//     </figure>…
//   </div></div>
//   <button class="gallery-reel-control-btn" data-previous>…</button> (and data-next)
// </div>
//
// `GalleryFullscreenSlideshow` (.gallery-fullscreen-slideshow, items
// .gallery-fullscreen-slideshow-item, controls …-control-btn, bullets …-bullet) and
// `GallerySlideshowSimple` (.gallery-slideshow, items .gallery-slideshow-item, controls
// .gallery-slideshow-control-btn) have the same shape. data-props is raw JSON: bad JSON skips the
// section (logged, server HTML kept). The server's controls and bullets need the platform's script;
// the carousel draws its own.
import { CAROUSEL_PACK, REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

export const GALLERY_SLIDESHOW_PACK = 'gallery-slideshow';

/**
 * Matches a section by its controller name (alone, or in a list: "A B" or, as some real pages
 * write it, "A, B"), or by its class for pages whose controller is named otherwise.
 */
export function slideshowSelector(controller: string, className: string): string {
  return `[data-controller~="${controller}"], [data-controller~="${controller},"], .${className}`;
}

function slideshowSection(name: string, controller: string, className: string) {
  return {
    name,
    selector: slideshowSelector(controller, className),
    // The controller name is this block's: controllers() leaves it out.
    controllers: [controller],
    // Mounted as it comes near (200 px ahead), as 7.0 galleries are: its frames are reserved
    // before the visitor sees it.
    priority: 'visible',
    pack: GALLERY_SLIDESHOW_PACK,
    preload: [REACT_PACK, 'image', CAROUSEL_PACK],
  } satisfies BlockDefinition;
}

export const galleryReelSection = slideshowSection('gallery-reel', 'GalleryReel', 'gallery-reel');
export const galleryFullscreenSlideshowSection = slideshowSection(
  'gallery-fullscreen-slideshow',
  'GalleryFullscreenSlideshow',
  'gallery-fullscreen-slideshow',
);
export const gallerySlideshowSimpleSection = slideshowSection(
  'gallery-slideshow-simple',
  'GallerySlideshowSimple',
  'gallery-slideshow',
);

/** Every 7.1 slideshow controller this pack handles, for src/index.ts. */
export const gallerySlideshowBlocks = [
  galleryReelSection,
  galleryFullscreenSlideshowSection,
  gallerySlideshowSimpleSection,
] as const;

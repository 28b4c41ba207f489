// Instagram block (data-block-type 25): posts of a connected account, drawn by the server as a
// gallery (fixtures/blocks/instagram.html, from the clinic home page):
//
// <div class="sqs-block instagram-block sqs-block-instagram" data-block-type="25" id="block-…"
//      data-block-json='{"design":"grid","thumbnails-per-row":4,"aspect-ratio":"square",
//                        "padding":17,"lightbox":true,"lightboxTheme":"light",…}'>
//   <div class="sqs-block-content">
//     <div class="sqs-gallery-container sqs-gallery-block-grid …"><div class="sqs-gallery">
//       <div class="slide" data-type="image">                    (a photo)
//         <div class="margin-wrapper"><a href="…full image…" role="button" data-description="…"
//            class="image-slide-anchor js-gallery-lightbox-opener content-fill">
//           <span class="v6-visually-hidden">View fullsize</span>
//           <img class="thumb-image" data-src="…" data-image-dimensions="1440x1800" alt="…"></a>
//       </div></div>
//       <div class="slide" data-type="video">                    (a reel)
//         <div class="margin-wrapper"><div class="content-wrapper content-fill
//              video-lightbox-wrapper js-gallery-lightbox-opener" role="button" tabindex="0"
//              data-description="…"><span class="v6-visually-hidden">View fullsize</span>
//           <div class="sqs-video-wrapper" data-html="<iframe src=…/reel/…/embed/>">
//             <div class="sqs-video-overlay" style="opacity: 0;"><img data-src="…">…</div>
//       …
//     <style id="design-grid-css">#block-… .sqs-gallery-design-grid { margin-right: -17px; } …</style>
//
// The pack lays the grid out (the platform's own classes sqs-gallery-design-grid[-slide], which
// the inline gutter rules name, thumbnails-per-row columns of square or set-ratio frames), loads
// each picture with the shared image loader as it nears the view, names every opener after its
// post ("Post 3 of 8: <caption>", not eight "View fullsize") and opens the posts in the lightbox
// (photos full size; a reel plays there after its click-to-load card under the restrictive
// policy). Other designs (slideshow, carousel, wall) are laid out as the grid too. No request of
// its own.
import type { BlockDefinition } from '../../src/runtime/types';

export const instagramBlock = {
  name: 'instagram',
  blockType: 25,
  priority: 'visible',
  pack: 'instagram',
  preload: ['image'],
} satisfies BlockDefinition;

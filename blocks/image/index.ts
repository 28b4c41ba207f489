// Images (widgets.md sections 3 and 4), all in the `image` pack, without React: the server's
// markup is already right, the loader only sizes, loads and marks each image in place.
//
// Image block (data-block-type 5), 7.0 markup (fixtures/blocks/images.html has real excerpts):
//
// <div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-…">
//   <div class="sqs-block-content">
//     <div class="image-block-outer-wrapper layout-caption-below design-layout-inline">  (v1)
//       <div class="intrinsic">
//         <div class="image-block-wrapper [lightbox] has-aspect-ratio" [data-lightbox-theme]
//              style="padding-bottom:…%">                   (the frame the template draws)
//           <noscript><img src="…"></noscript>
//           <img class="thumb-image" data-src="…" data-image="…" data-image-dimensions="WxH"
//                data-image-focal-point="x,y" data-load="false" alt="…">
//         </div>
//       </div>
//       <div class="image-caption-wrapper"><div class="image-caption">…</div></div>
//     </div>
//   </div>
// </div>
//
// or (v2: card, overlap, collage, stack, poster) a <figure class="sqs-block-image-figure
// image-block-outer-wrapper image-block-v2 design-layout-poster"> whose `.image-inset.content-fill
// .has-aspect-ratio` frame holds the image, optionally inside <a class="sqs-block-image-link"> (a
// click-through) or <a data-lightbox-theme> (lightbox), with `.image-card-wrapper` text beside it.
// No image, or one with no usable source, skips the block with the reason.
//
// 7.1 pages draw images as `website.components.imageFluid` components (type 1337), whose <img>
// already carries srcset and sizes (`data-loader="sqs"`): they are followed, not loaded again.
// Templates also draw images outside blocks (7.0 blog banners, pagination and related-post
// thumbnails, 7.1 section backgrounds): every <img data-src> that no block holds is one "block".
//
// All mount at boot ('critical'): mounting only reserves each box and watches it (the loads stay
// lazy), and the earlier a box is reserved the less can move; the first large image in view
// starts its fetch at once.
import type { BlockDefinition } from '../../src/runtime/types';

/** What the core knows of the image block; the reader and the attach come in the `image` pack. */
export const imageBlock = {
  name: 'image',
  blockType: 5,
  // 7.1 image components carry the sqs-block-image class too: they are not type 5 blocks.
  selector: '[data-block-type="5"], .sqs-block-image:not([data-definition-name])',
  priority: 'critical',
  pack: 'image',
} satisfies BlockDefinition;

/** 7.1 image components. */
export const imageFluidComponent = {
  name: 'image-fluid',
  selector: '[data-definition-name="website.components.imageFluid"]',
  priority: 'critical',
  pack: 'image',
} satisfies BlockDefinition;

/**
 * Images the template draws outside any block. An image inside a block is that block's (the
 * scanner never matches inside a block it manages), so this matches only the others.
 */
export const templateImage = {
  name: 'template-image',
  selector: 'img[data-src]:not(noscript img)',
  priority: 'critical',
  pack: 'image',
} satisfies BlockDefinition;

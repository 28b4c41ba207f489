// Gallery block (data-block-type 8), 7.0 markup (fixtures/blocks/gallery-7.0.html has a real one):
//
// <div class="sqs-block gallery-block sqs-block-gallery" data-block-type="8" id="block-…"
//      data-block-json="{&quot;design&quot;:&quot;stacked&quot;, &quot;lightbox&quot;:false, …}">
//   <div class="sqs-block-content">
//     <div class="sqs-gallery-container sqs-gallery-block-<design> …">
//       <div class="sqs-gallery">
//         <div class="image-wrapper|slide" id="<slide id>" data-type="image|video"
//              [data-slide-url] [data-click-through-url]>
//           <noscript><img src="…"></noscript>
//           <img data-src="…" data-image-dimensions="WxH" data-image-focal-point="x,y" alt="…">
//         </div>
//         …
//
// The design (stacked, slider, slideshow, grid, autogrid, autocolumns, carousel, list) picks the
// layout; slideshow, carousel and slider draw the shared carousel (the `carousel` pack). Bad JSON
// skips the block with 'Error decoding gallery block data.', no JSON with 'Error evaluating
// gallery block data.'.
import { CAROUSEL_PACK, REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

export const galleryBlock = {
  name: 'gallery',
  blockType: 8,
  priority: 'visible',
  pack: 'gallery',
  preload: [REACT_PACK, 'image', CAROUSEL_PACK],
} satisfies BlockDefinition;

// 7.1 gallery sections, all in the `gallery-section` pack, without React: the server's markup is
// already right; the pack lays the items out, loads their images and opens the lightbox.
//
// Real markup (fixtures/blocks/gallery-sections-7.1.html), inside a page section:
//
// <div class="gallery-masonry" data-controller="GalleryMasonry" data-section-id="…"
//      data-lightbox="" data-props='{"gutter": 20, "numColumns": 3, "lightboxEnabled": false, …}'
//      data-show-captions="false">
//   <div class="gallery-masonry-wrapper">
//     <figure class="gallery-masonry-item">
//       <div class="gallery-masonry-item-wrapper" data-animation-role="image">
//         [<a href="…">] <img data-src="…" data-image-dimensions="WxH" data-image-focal-point="x,y"
//                          [srcset="…" sizes="…" data-loader="sqs"] alt="…"> [</a>]
//       </div>
//       [<figcaption class="gallery-caption …">…</figcaption>]
//     </figure>
//     …
// `GalleryStrips` (props gutter, rowHeight) and `GalleryGrid` (props aspectRatio, gutter,
// numColumns) use the same shape with their own kind in the class names (gallery-strips-…,
// gallery-grid-…). `data-props` is raw JSON: bad JSON skips the section (logged, server HTML kept).
//
// These are template controllers, kept as block definitions whose selector matches the controller
// name: they are content (images, a lightbox) with a block pack, and `blocks()` lists them; each
// claims its controller name (`controllers`), so `controllers()` leaves it out. Each controller
// is one definition here, one in ./definition.ts (its kind) and one layout in ./layouts.ts. The
// controllers that slide rather than lay out (slideshows, reel) belong to another family with its
// own pack: it matches its own controller names the same way, and none of these selectors claims
// them.
import type { GalleryKind } from '../../src/boxes/gallery-box';
import type { BlockDefinition } from '../../src/runtime/types';

export const GALLERY_SECTION_PACK = 'gallery-section';

/**
 * Matches an element whose data-controller names `controller`: alone, or in a list ("A B" or, as
 * some real pages write it, "A, B").
 */
export function gallerySectionSelector(controller: string): string {
  return `[data-controller~="${controller}"], [data-controller~="${controller},"]`;
}

function gallerySection(kind: GalleryKind, controller: string) {
  return {
    name: `gallery-${kind}`,
    selector: gallerySectionSelector(controller),
    controllers: [controller],
    // At boot, as images are: its boxes are the core's before the first paint (box), and the
    // first screen's pictures start then; the pack loads the rest as they come near.
    priority: 'critical',
    pack: GALLERY_SECTION_PACK,
    box: { gallery: kind },
  } satisfies BlockDefinition;
}

export const galleryMasonrySection = gallerySection('masonry', 'GalleryMasonry');
export const galleryStripsSection = gallerySection('strips', 'GalleryStrips');
export const galleryGridSection = gallerySection('grid', 'GalleryGrid');

/** Every 7.1 gallery controller this pack handles, for src/index.ts. */
export const gallerySectionBlocks = [
  galleryMasonrySection,
  galleryStripsSection,
  galleryGridSection,
] as const;

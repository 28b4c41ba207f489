// The platform's link blocks (widgets.md section 9: navigation 1, collection link 12, link 13,
// folder 17): each is links the server drew, a title, a description and a picture the template
// styles. Nothing on a published page needs script for them (a link is followed by the browser), so
// each is `static`: listed by `blocks()` as skipped with the reason "static", no pack fetched.
//
// Where their markup was seen:
// - collection link (12): the platform's own stylesheet for 7.1 sites
//   (../shared/real-pages/assets/static1.squarespace.com/…/site.css@nocustom=true.css) styles
//   `.sqs-block-collectionlink` with `.collectionlink-content`, `.collectionlink-thumbnail a`,
//   `.collectionlink-title a`, `.collectionlink-description p` and `.collection-more-link`; a
//   scraper of a live site reads the same (`div.collectionlink-content > div.collectionlink-title >
//   a[href]` and `div.collectionlink-description`: a venue scraper for shoshanawayne.com found in
//   public code by `find_string "collectionlink-title"`). fixtures/blocks/link-blocks.html.
// - link (13): the same stylesheet gives `.link-block` the same `.collectionlink-*` parts, so a
//   link block is that markup under `link-block sqs-block-link`.
// - navigation (1) and folder (17): no published markup found (public code, the saved pages and
//   the platform's stylesheets name neither). Defined from the markup contract (DESIGN.md):
//   `data-block-type` and the `sqs-block-<name>` class. No evidence of either on a 7.x page.
import type { BlockDefinition } from '../../src/runtime/types';

function linkBlock(name: string, blockType: number) {
  return {
    name,
    blockType,
    // A 7.1 component carrying the same class is not one of these blocks.
    selector: `[data-block-type="${blockType}"], .sqs-block-${name}:not([data-definition-name])`,
    static: true,
  } satisfies BlockDefinition;
}

export const linkBlocks = [
  linkBlock('navigation', 1),
  linkBlock('collectionlink', 12),
  linkBlock('link', 13),
  linkBlock('folder', 17),
] as const;

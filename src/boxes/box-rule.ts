// How a block definition tells the core to reserve its boxes before the first paint, from the
// server's markup alone, so that laying the block out never moves the page (DESIGN.md, Budgets).
// A small vocabulary the core knows, not code per family: a family names the rule its markup
// follows in its core definition.
import type { GalleryKind } from './gallery-box';

export interface BoxRule {
  /**
   * The block is a 7.1 gallery section of this layout (`.gallery-<kind>-wrapper` holding
   * `.gallery-<kind>-item` figures): each item is placed from its image's proportions and the
   * section's data-props, and the pictures the first screen shows are started at once.
   */
  gallery: GalleryKind;
}

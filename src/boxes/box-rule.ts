// How a block definition tells the core to reserve its boxes before the first paint, from the
// server's markup alone, so that laying the block out never moves the page (DESIGN.md, Budgets).
// A small vocabulary the core knows, not code per family: a family names the rule its markup
// follows in its core definition.
import type { GalleryKind } from './gallery-box';

export interface GalleryBoxRule {
  /**
   * The block is a 7.1 gallery section of this layout (`.gallery-<kind>-wrapper` holding
   * `.gallery-<kind>-item` figures): each item is placed from its image's proportions and the
   * section's data-props, and the pictures the first screen shows are started at once.
   */
  gallery: GalleryKind;
}

export interface AspectBoxRule {
  /**
   * The block draws a box as wide as its content box and as high as a width / height ratio its
   * `data-block-json` gives: the first key path of `width` and of `height` that holds a positive
   * number (`animationData.w` reads a nested key). The content box takes that ratio before the
   * first paint; a block whose JSON gives none keeps its server height.
   */
  aspect: { width: readonly string[]; height: readonly string[] };
}

export type BoxRule = GalleryBoxRule | AspectBoxRule;

export function isGalleryRule(rule: BoxRule): rule is GalleryBoxRule {
  return 'gallery' in rule;
}

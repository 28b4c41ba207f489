// Older block types the spec numbers (widgets.md section 9: logo 3, journal 7, geo 10, index 11)
// whose published markup was not found: public code, the saved real pages and the platform's own
// 7.1 stylesheets (../shared/real-pages/assets/) name none of them, and the spec says only their
// numbers. Without evidence of what a page carries for them, nothing can be read or brought to
// life without inventing a shape, so each is `static`: its server HTML stays as served and
// `blocks()` lists it as skipped with the reason "static" (known, nothing to do), not as a block
// with no definition. Found by the markup contract (DESIGN.md): `data-block-type` and the
// `sqs-block-<name>` class. No evidence of any of them on a 7.x page.
import type { BlockDefinition } from '../../src/runtime/types';

function legacyBlock(name: string, blockType: number) {
  return {
    name,
    blockType,
    // A 7.1 component carrying the same class is not one of these blocks.
    selector: `[data-block-type="${blockType}"], .sqs-block-${name}:not([data-definition-name])`,
    static: true,
  } satisfies BlockDefinition;
}

export const legacyBlocks = [
  legacyBlock('logo', 3),
  legacyBlock('journal', 7),
  legacyBlock('geo', 10),
  legacyBlock('index', 11),
] as const;

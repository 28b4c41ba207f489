// Block types with no behaviour: the server's HTML and the template's CSS are the whole block.
// Each has a definition so that `blocks()` lists its blocks as `skipped` with the reason "static"
// (known, and nothing to do) rather than as an unknown type; no pack exists or is fetched.
//
// Markup (as real pages serve it, fixtures/real-pages/):
//   <div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-…">
//   <div class="sqs-block spacer-block sqs-block-spacer sized vsize-1" data-block-type="21" …>
//   <div class="sqs-block horizontalrule-block sqs-block-horizontalrule" data-block-type="47" …>
//   <div class="sqs-block markdown-block sqs-block-markdown" data-block-type="44" …>
//   <div class="sqs-block quote-block sqs-block-quote" data-block-type="31" …>
// and the 7.1 website components (type 1337), whose classes also name the 7.0 kind:
//   <div class="sqs-block website-component-block sqs-block-website-component sqs-block-html
//        html-block" data-block-type="1337" data-definition-name="website.components.html" …>
//   (and website.components.spacer, with sqs-block-spacer)
import type { BlockDefinition } from '../../src/runtime/types';

function staticBlock(name: string, blockType: number) {
  return {
    name,
    blockType,
    // A component carries the 7.0 class too: it is listed under its own definition.
    selector: `[data-block-type="${blockType}"], .sqs-block-${name}:not([data-definition-name])`,
    static: true,
  } satisfies BlockDefinition;
}

function staticComponent(name: string, definitionName: string) {
  return {
    name,
    selector: `[data-definition-name="website.components.${definitionName}"]`,
    static: true,
  } satisfies BlockDefinition;
}

export const staticBlocks = [
  staticBlock('html', 2),
  staticBlock('spacer', 21),
  staticBlock('horizontalrule', 47),
  staticBlock('markdown', 44),
  staticBlock('quote', 31),
  staticComponent('html-component', 'html'),
  staticComponent('spacer-component', 'spacer'),
] as const;

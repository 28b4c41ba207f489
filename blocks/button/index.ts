// Button block (data-block-type 53) and the 2026 `website.components.button` component (type
// 1337, `data-definition-name="website.components.button"`). Markup, as the real pages carry it
// (fixtures/blocks/buttons.html):
//
// <div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-…">
//   <div class="sqs-block-content">
//     <div class="sqs-block-button-container sqs-block-button-container--center"
//          data-alignment="center" data-button-size="medium" data-button-type="primary">
//       <a href="/tickets" [target="_blank"]
//          class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">
//         Register interest
//       </a>
//     </div>
//   </div>
// </div>
//
// The component is the same inside, its block element also carrying `sqs-block-button`,
// `data-definition-name`, `data-sqsp-block="button"` and `data-block-scripts`/`data-block-css`
// (the platform's own files, not loaded), with a `<style>` beside the link.
//
// The link stays the server's own <a> (the template styles it; mouse and keyboard work as for any
// link). The block makes it safe: a link a visitor must not follow (javascript:, malformed) loses
// its href, one that opens a new tab gets rel="noopener" and says so to screen readers. The
// census (button-render once, button-click on each activation; spec runtime.md sections 3 and 7)
// is sent for every platform button by the analytics feature, which waits for consent under the
// restrictive cookie policy (initialisers/analytics/button-census.ts).
import type { BlockDefinition } from '../../src/runtime/types';

export const buttonBlock = {
  name: 'button',
  blockType: 53,
  // `.sqs-block-button` (the default) also matches the 2026 component.
  selector:
    '[data-block-type="53"], .sqs-block-button, [data-definition-name="website.components.button"]',
  priority: 'visible',
  pack: 'button',
} satisfies BlockDefinition;

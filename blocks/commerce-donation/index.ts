// Donation block (data-block-type 52). The spec names the block and its checkout route
// (/checkout/donate?donatePageId, runtime.md section 2), not its markup; this markup and the
// block-json key are assumed (src/api/commerce-names.ts):
//
// <div class="sqs-block donation-block sqs-block-donation" data-block-type="52" id="block-…"
//      data-block-json='{"donatePageId":"…"}'>
//   <div class="sqs-block-content">
//     <div class="sqs-donate-button-wrapper">
//       <div class="sqs-donate-button sqs-editable-button" role="button" tabindex="0">Donate</div>
//
// The button, with the keys of a native one, takes the visitor to the donation checkout. A block
// without a donation page id is skipped with the reason; its button stays as the server drew it.
import type { BlockDefinition } from '../../src/runtime/types';

export const donationBlock = {
  name: 'donation',
  blockType: 52,
  priority: 'visible',
  pack: 'commerce-donation',
} satisfies BlockDefinition;

// Member-area block (data-block-type 67). The spec gives its behaviour: "a two-option pricing
// toggle (monthly or yearly style) that swaps displayed prices and join buttons", the toggle's
// state "left or right option selected" (runtime.md sections 2 and 4), and site members use these
// pricing options (section 6). Its markup is assumed (src/api/commerce-names.ts):
//
// <div class="sqs-block member-area-block sqs-block-member-area" data-block-type="67" id="block-…"
//      data-block-json='{"defaultPricingOption":"left"}'>
//   <div class="sqs-block-content">
//     <div class="member-area-pricing-toggle">
//       <button type="button" data-pricing-option="left">Monthly</button>
//       <button type="button" data-pricing-option="right">Yearly</button>
//     </div>
//     <p class="member-area-price" data-pricing-option="left">£8 a month</p>
//     <p class="member-area-price" data-pricing-option="right" hidden>£80 a year</p>
//     <a class="member-area-join" data-pricing-option="left" href="…">Join</a>
//     <a class="member-area-join" data-pricing-option="right" href="…" hidden>Join</a>
//
// The toggle becomes a radio group (APG: arrow keys move and select, one tab stop); choosing an
// option shows the prices and join buttons marked with it and hides the others. The server shows
// one option's, so nothing moves when the runtime starts. A block without both options keeps its
// markup and is skipped with the reason. Members-only pages (page type 106, member-area access
// denied) need nothing more of the runtime than what the spec says: analytics skip them
// (initialisers/analytics/skip-rules.ts).
import type { BlockDefinition } from '../../src/runtime/types';

export const memberAreaBlock = {
  name: 'member-area',
  blockType: 67,
  priority: 'visible',
  pack: 'commerce-member-area',
} satisfies BlockDefinition;

// Marquee block (data-block-type 70) and the 2026 scrolling component, widgets.md sections 3, 4
// and 9. Markup contract, as a real 7.1 page renders the block (fixtures/blocks/marquee.html holds
// the one of the AryanBhatt01 page):
//
// <div class="sqs-block marquee-block sqs-block-marquee" data-block-type="70" id="block-…">
//   <div class="sqs-block-content"><div class="Marquee" style="font-size:1.5rem">
//     <script class="Marquee-props" type="application/json">{"marqueeItems":[{"text":"…"}],
//       "linkTo":"","waveFrequency":4,"waveIntensity":0,"animationDirection":"left",
//       "animationSpeed":0.5,"itemSpacing":{"unit":"em","value":2},…}</script>
//     <div class="Marquee-display"><div class="Marquee-measure">(the items, hidden)</div>
//       <h1><svg class="Marquee-svg" aria-hidden="true">…<textPath class="Marquee-svg-text">…</svg>
//         <span class="v6-visually-hidden">(every item's text, for screen readers)</span></h1>
//       <div class="Marquee-track"></div></div></div></div>
// </div>
//
// The text runs along the block's wave (straight at intensity 0) in the server's own SVG; screen
// readers read the hidden copy once. A Pause/Play button stops it (WCAG 2.2.2); it starts paused
// under prefers-reduced-motion and nomotion=true, and it stops while the pointer is over it (when
// the block asks for that) or focus is in it. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const marqueeBlock = {
  name: 'marquee',
  blockType: 70,
  priority: 'visible',
  pack: 'marquee',
} satisfies BlockDefinition;

export const scrollingComponent = {
  name: 'scrolling-component',
  selector: '[data-definition-name="website.components.scrolling"]',
  priority: 'visible',
  pack: 'marquee',
} satisfies BlockDefinition;

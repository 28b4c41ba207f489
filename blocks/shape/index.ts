// Shape block (data-block-type 71) and the 2026 `website.components.shape` component. Markup, as
// the real pages carry it (fixtures/blocks/shapes.html, from the direct-booking-summit home page):
//
// <div class="sqs-block website-component-block sqs-block-website-component" data-block-type="1337"
//      data-definition-name="website.components.shape" id="block-…">
//   <div class="sqs-block-content">
//     <div class="sqs-shape-block-container sqs-block-alignment-wrapper"
//          data-stretched-to-fill="" data-shape-name="rectangle" data-blend-mode="normal">
//       <div class="sqs-shape sqs-shape-rectangle" style="…"></div>
//       <style>#block-… { --shape-block-background-color: hsla(var(--black-hsl), 1); }</style>
//     </div>
//   </div>
// </div>
//
// The platform draws the shape with its component stylesheet and script, which are not on the
// page. This pack draws it instead: an SVG of the named shape inside the server's `.sqs-shape`,
// filled with `--shape-block-background-color` and blended with data-blend-mode, with the drop
// shadow of the block's data (widgets.md section 3: angle, distance {value, unit}, blur {value,
// unit}; its colour `--shape-block-dropshadow-color`). A rectangle, or a shape stretched to fill,
// takes its whole box; any other keeps its aspect (widgets.md section 9: 100, 150 or 67, height as
// a percentage of width; 1:1 by default) centred in it. The shape is drawn inside the box the page laid out, so
// nothing moves; only a box the page gave no height gets one from the aspect. Decorative: hidden
// from screen readers.
import type { BlockDefinition } from '../../src/runtime/types';

export const shapeBlock = {
  name: 'shape',
  blockType: 71,
  selector: '[data-block-type="71"], [data-definition-name="website.components.shape"]',
  priority: 'visible',
  pack: 'shape',
} satisfies BlockDefinition;

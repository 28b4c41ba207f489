// Menu block (data-block-type 18), modelled on the platform's server HTML. Markup contract:
//
// <div class="sqs-block menu-block sqs-block-menu" data-block-type="18" id="block-…">
//   <div class="sqs-block-content">
//     <div class="menu-block">                                    (any wrappers, each with one child)
//       <div class="menu-selector">                               (the labels' element, any class)
//         <label class="menu-select-labels menu-select-labels--active">Lunch</label>
//         <label class="menu-select-labels">Dinner</label>
//       </div>
//       <div class="menus menus--has-multiple">
//         <div class="menu js-menu menu-active">                   (one element per label, in order)
//           <div class="menu-section">
//             <div class="menu-section-header"><div class="menu-section-title">Starters</div></div>
//             <div class="menu-items">
//               <div class="menu-item">
//                 <div class="menu-item-title">…</div>
//                 <div class="menu-item-description">…</div>
//                 <div class="menu-item-price-bottom">…</div>
//               </div>
//             </div>
//           </div>
//         </div>
//         <div class="menu js-menu">…</div>
//       </div>
//     </div>
//   </div>
// </div>
//
// The shorter form `.menu-block > .menu-selects > .menu-select-labels` + `.menus > .menu-wrapper`
// fits the same rule. Labels are text (div, span, button or li; a label renders as a span); menus
// are platform-rendered HTML. The first menu shown is the one whose label carries
// `menu-select-labels--active` (or which carries `menu-active`), else the first. One menu without
// labels renders with no tabs. Unexpected markup (labels not matching menus, extra elements that
// a re-render would drop) skips the block, which keeps its server HTML.
import { REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

/** What the core knows of the block; the reader and the component come in the `menu` pack. */
export const menuBlock = {
  name: 'menu',
  blockType: 18,
  priority: 'visible',
  pack: 'menu',
  preload: [REACT_PACK],
} satisfies BlockDefinition;

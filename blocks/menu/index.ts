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
// fits the same rule. The first menu shown is the one whose label carries
// `menu-select-labels--active` (or which carries `menu-active`), else the first. The block works on
// these very elements (no React, no re-rendering): the labels' element becomes the tablist, each
// label a tab (a <label> hands its content to a span, which cannot be a <label>'s role), each menu
// a tabpanel; unmount puts every node and attribute back. One menu without labels is left as it is.
// Labels not matching the menus one to one skip the block, which keeps its server HTML.
import type { BlockDefinition } from '../../src/runtime/types';

/** What the core knows of the block; the reader and the attach come in the `menu` pack. */
export const menuBlock = {
  name: 'menu',
  blockType: 18,
  priority: 'visible',
  pack: 'menu',
} satisfies BlockDefinition;

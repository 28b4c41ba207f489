// Accordion block (data-block-type 69). Markup contract, as the platform's 7.1 pages render it:
//
// <div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="block-…">
//   <div class="sqs-block-content">
//     <ul class="accordion-items-container" data-should-allow-multiple-open-items="true|false|"
//         data-is-expanded-first-item="true|false|" data-is-divider-enabled="…"
//         data-accordion-title-alignment="…" data-accordion-icon-placement="…" …>
//       <li class="accordion-item">
//         <div class="accordion-divider accordion-divider--top" aria-hidden="true"></div>  (optional)
//         <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">        (any h1-h6 or div)
//           <button class="accordion-item__click-target" aria-expanded="false">
//             <span class="accordion-item__title">Title (text)</span>
//             <div class="accordion-icon-container" aria-hidden="true">…icon…</div>        (optional)
//           </button>
//         </h4>
//         <div class="accordion-item__dropdown">
//           <div class="accordion-item__description">platform-rendered HTML</div>
//         </div>
//         <div class="accordion-divider" aria-hidden="true"></div>                        (optional)
//       </li>
//     </ul>
//   </div>
// </div>
//
// An empty attribute value means "off". The block works on these very elements (no React, no
// re-rendering): it adds the ARIA wiring (ids, aria-controls, aria-expanded, role="region") and
// the open state (`hidden`, `accordion-item__dropdown--open`), and unmount puts every attribute
// back. A block without items, or with an item missing its click target, dropdown or description,
// is skipped and keeps its server HTML as it is.
import type { BlockDefinition } from '../../src/runtime/types';

/** What the core knows of the block; the reader and the attach come in the `accordion` pack. */
export const accordionBlock = {
  name: 'accordion',
  blockType: 69,
  priority: 'visible',
  pack: 'accordion',
} satisfies BlockDefinition;

// Summary block (summary-v2, data-block-type 55), 7.0 markup
// (fixtures/blocks/summary-7.0.html has a real one):
//
// <div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="block-…"
//      data-block-json="{&quot;design&quot;:&quot;list&quot;, &quot;headerText&quot;:…, …}">
//   <div class="sqs-block-content">
//     <div class="summary-block-wrapper summary-block-setting-design-<design> …">
//       <div class="summary-item-list-container sqs-gallery-container">
//         <header class="summary-block-header"> heading, `.summary-carousel-pager` spans </header>
//         <div class="summary-item-list sqs-gallery">
//           <div class="summary-item …"> `.summary-thumbnail img[data-src]`, title link, metadata
//
// Designs: carousel (the shared carousel), list, grid (autogrid) and wall (autocolumns).
//
// The older summary block (summary v1, data-block-type 20, class `sqs-block-summary`) is drawn by
// the same pack with the same reader and component (fixtures/blocks/summary-v1.html).
import { CAROUSEL_PACK, REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

export const summaryBlock = {
  name: 'summary-v2',
  blockType: 55,
  priority: 'visible',
  pack: 'summary',
  preload: [REACT_PACK, 'image', CAROUSEL_PACK],
} satisfies BlockDefinition;

/** Summary v1 (the spec's summary type 20): the same markup, reader and component. */
export const summaryV1Block = {
  name: 'summary',
  blockType: 20,
  priority: 'visible',
  pack: 'summary',
  preload: [REACT_PACK, 'image', CAROUSEL_PACK],
} satisfies BlockDefinition;

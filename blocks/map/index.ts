// Map block (data-block-type 4) and the 2026 map component, widgets.md sections 2, 3, 4, 7 and 9.
// Markup contract, as real 7.1 pages render the block (fixtures/blocks/map.html holds the one of
// the StatSocAus page):
//
// <div class="sqs-block map-block sqs-block-map sized vsize-12" data-block-type="4" id="block-…"
//      data-block-json='{"location":{"mapLat":-34.4,"mapLng":150.8,"mapZoom":12,"markerLat":…,
//        "markerLng":…,"addressTitle":"…","addressLine1":"…","addressLine2":"…",
//        "addressCountry":"…"},"style":6,"labels":true,"terrain":false,"controls":true,
//        "vSize":12,"aspectRatio":42.39}'>
//   <div class="sqs-block-content">&nbsp;</div>          (sized by the template: vsize-N, grid)
// </div>
//
// The 2026 component (`data-definition-name="website.components.map"`, type 1337) carries the same
// JSON in the `data-context` of an element inside it (./assumed.ts). The block first shows a card
// with the address and a link to the maps page; the provider's map replaces it once its script
// (loaded once per page, with the site's key and the language and region of its locale) is ready.
// Under the restrictive cookie policy without consent, offline, or when the script fails or
// times out (30 s), the card stays, and the visitor can ask for the map. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const mapBlock = {
  name: 'map',
  blockType: 4,
  selector: '[data-block-type="4"], .sqs-block-map:not([data-definition-name])',
  priority: 'visible',
  pack: 'map',
} satisfies BlockDefinition;

export const mapComponent = {
  name: 'map-component',
  selector: '[data-definition-name="website.components.map"]',
  priority: 'visible',
  pack: 'map',
} satisfies BlockDefinition;

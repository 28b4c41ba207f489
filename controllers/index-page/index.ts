// The Brine family's index pages: the first page's height, parallax images, the index's dot
// navigation and the scroll indicator (markup at the top of each file; fixture in
// fixtures/controllers/brine-7.0.html). One `index-page` pack.
import type { ControllerDefinition } from '../../src/runtime/types';

export const INDEX_PACK = 'index-page';

export const indexControllers: ControllerDefinition[] = [
  // Sizes the first page before the visitor sees it.
  { name: 'IndexFirstSectionHeight', priority: 'critical', pack: INDEX_PACK },
  { name: 'Parallax', pack: INDEX_PACK },
  { name: 'IndexNavigation', pack: INDEX_PACK },
  { name: 'ScrollIndicator', pack: INDEX_PACK },
];

// The page banner, index list and index navigation of the 7.0 doncab templates (York family);
// markup at the top of each file, fixture in fixtures/controllers/banner-index-7.0.html. One
// `banner-index` pack.
import type { ControllerDefinition } from '../../src/runtime/types';

export const BANNER_INDEX_PACK = 'banner-index';

export const bannerIndexControllers: ControllerDefinition[] = [
  // The banner and the index list show their text and pictures as the template hides them until
  // script runs: before the visitor sees the page.
  { name: 'BannerController', priority: 'critical', pack: BANNER_INDEX_PACK },
  { name: 'IndexController', priority: 'critical', pack: BANNER_INDEX_PACK },
  { name: 'IndexNavigationController', pack: BANNER_INDEX_PACK },
];

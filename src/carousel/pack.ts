// The `carousel` pack (dist/packs/carousel.js): the shared carousel and embla, fetched when a
// gallery or summary draws one; packs that import `src/carousel` take this one copy from
// SiteRuntime.shared.carousel.
import { CAROUSEL_PACK } from '../runtime/shared-packs';
import * as carousel from './index';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The carousel pack needs the site-runtime core on the page');
Object.assign(runtime.shared, { carousel });
runtime.definePack(CAROUSEL_PACK, carousel);

// The `analytics` pack: built to dist/packs/analytics.js and loaded by the core's analytics
// initialiser in the idle period after boot, so none of its bytes compete with the page's own
// stylesheets for the first paint. Calls to SiteRuntime.analytics made while it is on its way
// wait for it (public-api.ts).
import { ANALYTICS_PACK } from './constants';
import { analyticsPack } from './pack-exports';

window.SiteRuntime?.definePack(ANALYTICS_PACK, analyticsPack);

// The `performance` pack: built to dist/packs/performance.js and loaded by the core once the page
// has loaded and the browser is idle. web-vitals observes with `buffered: true`, so metrics that
// happened before the pack arrived are still reported.
import { PERFORMANCE_PACK } from './constants';
import { performancePack } from './pack-exports';

window.SiteRuntime?.definePack(PERFORMANCE_PACK, performancePack);

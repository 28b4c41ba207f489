// The `cookie-banner` pack: built to dist/packs/cookie-banner.js and loaded by the core only when
// the banner opens. Its styles stay in the core stylesheet (imported by consent-controller.ts).
import { COOKIE_BANNER_PACK } from './constants';
import { cookieBannerPack } from './pack-exports';

window.SiteRuntime?.definePack(COOKIE_BANNER_PACK, cookieBannerPack);

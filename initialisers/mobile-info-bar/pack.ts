// The `mobile-info-bar` pack: built to dist/packs/mobile-info-bar.js and loaded by the core only
// once the viewport is 1024 px wide or less. Its styles stay in the core stylesheet (index.ts).
import { MOBILE_INFO_BAR_PACK } from './constants';
import { mobileInfoBarPack } from './pack-exports';

window.SiteRuntime?.definePack(MOBILE_INFO_BAR_PACK, mobileInfoBarPack);

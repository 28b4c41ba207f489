// The `popup-overlay` pack: built to dist/packs/popup-overlay.js and loaded by the core only when
// the page has popup overlay settings and content. It holds the display rules, not React.
import { POPUP_OVERLAY_PACK } from './constants';
import { popupOverlayPack } from './pack-exports';

window.SiteRuntime?.definePack(POPUP_OVERLAY_PACK, popupOverlayPack);

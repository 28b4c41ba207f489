// The `popup-overlay` pack: built to dist/packs/popup-overlay.js and loaded by the core only when
// the display rules say the overlay shows. Its styles stay in the core stylesheet.
import { POPUP_OVERLAY_PACK } from './constants';
import { popupOverlayPack } from './pack-exports';

window.SiteRuntime?.definePack(POPUP_OVERLAY_PACK, popupOverlayPack);

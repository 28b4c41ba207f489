// The `popup-overlay-dialog` pack: built to dist/packs/popup-overlay-dialog.js and loaded by the
// popup overlay's rules only when the overlay shows. Its styles stay in the core stylesheet
// (initialisers/popup-overlay/popup-overlay.css), so the dialog is styled as soon as it draws.
import { POPUP_OVERLAY_DIALOG_PACK } from '../popup-overlay/constants';
import { popupOverlayDialogPack } from './pack-exports';

window.SiteRuntime?.definePack(POPUP_OVERLAY_DIALOG_PACK, popupOverlayDialogPack);

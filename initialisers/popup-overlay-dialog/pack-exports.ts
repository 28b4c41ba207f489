// What the `popup-overlay-dialog` pack hands the popup overlay's rules: the dialog and its React
// root.
import { showPopupOverlay } from './show-popup-overlay';

export const popupOverlayDialogPack = { showPopupOverlay };

export type PopupOverlayDialogPack = typeof popupOverlayDialogPack;

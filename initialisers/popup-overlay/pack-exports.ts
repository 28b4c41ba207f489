// What the `popup-overlay` pack hands the core through definePack: the dialog and its React root.
import { showPopupOverlay } from './show-popup-overlay';

export const popupOverlayPack = { showPopupOverlay };

export type PopupOverlayPack = typeof popupOverlayPack;

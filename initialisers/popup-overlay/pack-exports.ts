// What the `popup-overlay` pack hands the core through definePack: the display rules, which fetch
// the dialog's own pack when the overlay shows.
import { startPopupOverlay } from './start-popup-overlay';

export const popupOverlayPack = { startPopupOverlay };

export type PopupOverlayPack = typeof popupOverlayPack;

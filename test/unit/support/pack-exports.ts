// The initialisers' lazy packs, imported directly: what each dist/packs/<name>.js hands to
// definePack in a browser. Unit tests give these to the features through loadPack instead of
// fetching a script.
import { ANALYTICS_PACK } from '../../../initialisers/analytics/constants';
import { analyticsPack } from '../../../initialisers/analytics/pack-exports';
import { ANNOUNCEMENT_BAR_PACK } from '../../../initialisers/announcement-bar/constants';
import { announcementBarPack } from '../../../initialisers/announcement-bar/pack-exports';
import { COOKIE_BANNER_PACK } from '../../../initialisers/cookie-banner/constants';
import { EDITOR_REDIRECT_PACK } from '../../../initialisers/editor-redirect/constants';
import { editorRedirectPack } from '../../../initialisers/editor-redirect/pack-exports';
import { cookieBannerPack } from '../../../initialisers/cookie-banner/pack-exports';
import { MOBILE_INFO_BAR_PACK } from '../../../initialisers/mobile-info-bar/constants';
import { mobileInfoBarPack } from '../../../initialisers/mobile-info-bar/pack-exports';
import { NATIVE_BRIDGE_PACK } from '../../../initialisers/native-bridge/constants';
import { nativeBridgePack } from '../../../initialisers/native-bridge/pack-exports';
import { PERFORMANCE_PACK } from '../../../initialisers/performance/constants';
import { performancePack } from '../../../initialisers/performance/pack-exports';
import {
  POPUP_OVERLAY_DIALOG_PACK,
  POPUP_OVERLAY_PACK,
} from '../../../initialisers/popup-overlay/constants';
import { popupOverlayPack } from '../../../initialisers/popup-overlay/pack-exports';
import { popupOverlayDialogPack } from '../../../initialisers/popup-overlay-dialog/pack-exports';
import { CART_PACK } from '../../../initialisers/cart';
import { cartPack } from '../../../initialisers/cart/pack-exports';
import { COMMERCE_PACK } from '../../../src/commerce/pack-exports';
import { syncCart } from '../../../src/commerce/sync-cart';

export const PACK_EXPORTS: Readonly<Record<string, unknown>> = {
  [ANALYTICS_PACK]: analyticsPack,
  [ANNOUNCEMENT_BAR_PACK]: announcementBarPack,
  [COOKIE_BANNER_PACK]: cookieBannerPack,
  [EDITOR_REDIRECT_PACK]: editorRedirectPack,
  [MOBILE_INFO_BAR_PACK]: mobileInfoBarPack,
  [NATIVE_BRIDGE_PACK]: nativeBridgePack,
  [PERFORMANCE_PACK]: performancePack,
  [POPUP_OVERLAY_PACK]: popupOverlayPack,
  [POPUP_OVERLAY_DIALOG_PACK]: popupOverlayDialogPack,
  [CART_PACK]: cartPack,
  [COMMERCE_PACK]: { syncCart },
};

/**
 * InitialiserContext.loadPack for unit tests: resolves with the pack's exports, as the runtime's
 * loader does once the script has run; rejects for a name that has no pack.
 */
export function loadPackDirectly<Exports>(name: string): Promise<Exports> {
  if (!(name in PACK_EXPORTS)) return Promise.reject(new Error(`No pack named "${name}"`));
  return Promise.resolve(PACK_EXPORTS[name] as Exports);
}

/** InitialiserContext.loadPack for a pack that failed to load, as the loader reports it. */
export function failingLoadPack<Exports>(name: string): Promise<Exports> {
  return Promise.reject(new Error(`Pack "${name}" failed to load after a retry`));
}

/** loadPackDirectly that remembers the name of every pack asked for, in order. */
export function recordingLoadPack(): {
  loadPack: <Exports>(name: string) => Promise<Exports>;
  requested: string[];
} {
  const requested: string[] = [];
  return {
    requested,
    loadPack: <Exports>(name: string): Promise<Exports> => {
      requested.push(name);
      return loadPackDirectly<Exports>(name);
    },
  };
}

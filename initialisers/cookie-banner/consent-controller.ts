// What happens when the banner opens and when the visitor chooses: the consent cookie, the store's
// consent slice, the tracking cookies under the restrictive policy and Consent Mode updates.
import { updateSlice, type RuntimeStore } from '../../src/store/store';
import type { Logger } from '../../src/runtime/types';
import { createBannerHost } from './banner-host';
import { writeConsentCookie } from './consent-cookie';
import { sendConsentUpdate } from './consent-mode';
import type { BannerPageFlags } from './page-flags';
import type { CookieBannerSettings } from './settings';
import { clearTrackingCookies } from './tracking-cookies';

export interface ConsentControllerOptions {
  store: RuntimeStore;
  settings: CookieBannerSettings;
  flags: BannerPageFlags;
  log: Logger;
}

export interface OpenOptions {
  /** Move focus into the banner (the visitor asked for it). Never at page load for the bar. */
  focus: boolean;
  /** Where focus goes back to when the bar closes. */
  opener: HTMLElement | null;
}

export interface ConsentController {
  open: (options: OpenOptions) => void;
  /** Removes the banner at once, saving nothing (destroy). */
  destroy: () => void;
}

interface View {
  focusOnOpen: boolean;
  closing: boolean;
  opener: HTMLElement | null;
}

/**
 * Records a choice: cookie, store, tracking cookies (cleared on decline under the restrictive
 * policy), Consent Mode update.
 */
function recordChoice(
  accepted: boolean,
  { store, settings, log }: Pick<ConsentControllerOptions, 'store' | 'settings' | 'log'>,
): void {
  writeConsentCookie(accepted);
  updateSlice(store, 'consent', { accepted });
  if (!accepted && settings.isRestrictiveCookiePolicyEnabled) {
    const cleared = clearTrackingCookies();
    log.debug(`Declined: cleared tracking cookies ${cleared.join(', ') || '(none present)'}`);
  }
  sendConsentUpdate(log, accepted);
}

export function createConsentController(options: ConsentControllerOptions): ConsentController {
  const { store, settings, flags, log } = options;
  const host = createBannerHost();
  const isPopup = settings.cookieBannerVariant === 'POPUP';
  let view: View | null = null;

  const render = (): void => {
    if (!view) return;
    host.render({
      settings,
      preview: flags.preview,
      focusOnOpen: view.focusOnOpen,
      closing: view.closing,
      onChoice: choose,
      onDismiss: dismiss,
      onExited: exited,
    });
  };

  /** The banner has gone: remove its root, and give focus back if it was inside the bar. */
  const exited = (): void => {
    if (!view) return;
    const { opener } = view;
    const active = document.activeElement;
    const focusWasInside = host.contains(active) || active === document.body || active === null;
    view = null;
    host.remove();
    if (!isPopup && focusWasInside && opener?.isConnected) opener.focus({ preventScroll: true });
  };

  const close = (): void => {
    if (!view || view.closing) return;
    updateSlice(store, 'consent', { bannerOpen: false });
    if (isPopup) {
      // The dialog fades out and gives focus back itself, then calls onExited.
      view = { ...view, closing: true };
      render();
    } else {
      exited();
    }
  };

  function choose(accepted: boolean): void {
    if (flags.preview) {
      log.debug('Forced preview: the choice is not saved and the banner stays');
      return;
    }
    recordChoice(accepted, { store, settings, log });
    close();
  }

  function dismiss(): void {
    if (flags.preview) return;
    log.debug('Closed without a choice: the banner shows again on the next page');
    close();
  }

  return {
    open({ focus, opener }) {
      if (flags.screenshot) {
        log.debug('sqsscreenshot=true: the banner stays hidden');
        return;
      }
      if (view && !view.closing) {
        if (focus) host.focusFirst();
        return;
      }
      view = { focusOnOpen: focus, closing: false, opener };
      updateSlice(store, 'consent', { bannerOpen: true });
      render();
    },
    destroy() {
      view = null;
      host.remove();
    },
  };
}

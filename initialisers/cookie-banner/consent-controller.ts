// What happens when the banner opens and when the visitor chooses: the consent cookie, the store's
// consent slice, the tracking cookies under the restrictive policy and Consent Mode updates. The
// banner's React UI comes from the `cookie-banner` pack, fetched the first time it opens; its
// styles are in the core stylesheet (imported here), so the pack brings no CSS.
import { updateSlice, type RuntimeStore } from '../../src/store/store';
import { ensureStylesheet } from '../../src/runtime/assets';
import type { InitialiserContext, Logger } from '../../src/runtime/types';
import type { BannerHost } from './banner-host';
import { COOKIE_BANNER_PACK } from './constants';
import { writeConsentCookie } from './consent-cookie';
import { sendConsentUpdate } from './consent-mode';
import type { ConsentPolicy } from './consent-policy';
import type { CookieBannerPack } from './pack-exports';
import type { BannerPageFlags } from './page-flags';
import { clearTrackingData } from './tracking-cookies';
import * as dom from '../../src/lib/dom';
import './cookie-banner.css';

export interface ConsentControllerOptions {
  store: RuntimeStore;
  policy: ConsentPolicy;
  /** The context's cookie settings as they came: the pack's banner reads its text and looks. */
  cookieSettings: unknown;
  flags: BannerPageFlags;
  log: Logger;
  loadPack: InitialiserContext['loadPack'];
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
 * Records a choice: cookie, tracking cookies (cleared on decline under the restrictive policy),
 * Consent Mode update, then the store. The store comes last: its listeners are page code, and
 * nothing they do may keep a decline from clearing and from reaching Consent Mode.
 */
function recordChoice(
  accepted: boolean,
  { store, policy, log }: Pick<ConsentControllerOptions, 'store' | 'policy' | 'log'>,
): void {
  writeConsentCookie(accepted);
  if (!accepted && policy.isRestrictiveCookiePolicyEnabled) {
    const cleared = clearTrackingData();
    log.debug(`Declined: cleared tracking cookies ${cleared.join(', ') || '(none present)'}`);
  }
  sendConsentUpdate(log, accepted);
  updateSlice(store, 'consent', { accepted });
}

export function createConsentController(options: ConsentControllerOptions): ConsentController {
  const { store, policy, flags, log } = options;
  const { isPopup } = policy;
  /** The pack's host, once loaded; until then an open banner waits in `view`. */
  let host: BannerHost | null = null;
  let hostLoading = false;
  let destroyed = false;
  let view: View | null = null;

  /** The pack failed twice: nothing can show, so the banner no longer holds the others back. */
  const giveUp = (error: unknown): void => {
    log.error('The cookie banner could not be loaded: no consent was asked', error);
    if (!view) return;
    view = null;
    updateSlice(store, 'consent', { bannerOpen: false });
  };

  const loadHost = (): void => {
    if (hostLoading) return;
    hostLoading = true;
    options.loadPack<CookieBannerPack>(COOKIE_BANNER_PACK).then(
      (pack) => {
        hostLoading = false;
        if (destroyed) return;
        host = pack.createBannerHost(options.cookieSettings);
        render();
      },
      (error: unknown) => {
        // Not remembered as failed: the next open() asks the loader again.
        hostLoading = false;
        if (!destroyed) giveUp(error);
      },
    );
  };

  const render = (): void => {
    if (!view) return;
    if (!host) {
      loadHost();
      return;
    }
    ensureStylesheet();
    host.render({
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
    const active = dom.activeElement();
    const focusWasInside =
      host?.contains(active) === true || active === dom.body() || active === null;
    view = null;
    host?.remove();
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
    recordChoice(accepted, { store, policy, log });
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
        if (!focus) return;
        // Asked for while it shows (a preferences link): focus moves in, and goes back to what
        // asked once the bar closes. Still loading: the bar takes focus as it opens.
        view = { ...view, focusOnOpen: true, opener: opener ?? view.opener };
        host?.focusFirst();
        return;
      }
      view = { focusOnOpen: focus, closing: false, opener };
      updateSlice(store, 'consent', { bannerOpen: true });
      render();
    },
    destroy() {
      destroyed = true;
      view = null;
      host?.remove();
    },
  };
}

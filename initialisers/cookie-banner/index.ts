// The cookie consent banner (runtime.md §2, §3, §4, §9; widgets.md §3, §5). Runs first, so every
// other initialiser finds the visitor's choice in the store (consent.accepted) and can ask
// isTrackingAllowed(state) before writing a tracking cookie.
//
// - Shown when the consent cookie is absent and the banner is enabled (automated browsers too);
//   never with sqsscreenshot=true. Forced preview (cookieBannerPreview=true, for a logged-in editor
//   only) shows it whatever the cookie and the enabled flag say; there its buttons save nothing and
//   it cannot be dismissed.
// - Accept stores "true", decline "false" (./consent-cookie.ts), for 30 days; either removes it.
//   OPT_IN offers accept only. The popup is a modal dialog: its close button and Escape hide it
//   for this page view without saving a choice, so it asks again on the next page.
// - Restrictive policy: while consent is missing or declined, the nine tracking cookies are
//   cleared at boot and on decline.
// - Elements with data-cookie-preferences, and SiteRuntime.consent.open(), open it again.
// - Google Consent Mode v2 through window.gtag: see consent-mode.ts.
// - The banner's UI is the `cookie-banner` pack, fetched only when the banner opens; every rule
//   above runs in the core, so a visitor who already chose downloads none of it.
import type { InitialiserDefinition } from '../../src/runtime/types';
import { updateSlice } from '../../src/store/store';
import { PREFERENCES_ATTRIBUTE } from './constants';
import { createConsentController, type ConsentController } from './consent-controller';
import { readConsentCookie } from './consent-cookie';
import { sendConsentDefault, sendConsentUpdate } from './consent-mode';
import { readConsentPolicy } from './consent-policy';
import { readBannerPageFlags } from './page-flags';
import { clearTrackingData } from './tracking-cookies';
import * as dom from '../../src/lib/dom';

/** The running banner, for SiteRuntime.consent.open(); null between destroy() and init(). */
let active: ConsentController | null = null;

function focusedElement(): HTMLElement | null {
  const element = dom.activeElement();
  return element instanceof HTMLElement && element !== dom.body() ? element : null;
}

/** Opens the banner again so the visitor can change their choice. */
export function openCookiePreferences(): void {
  if (!active) {
    console.warn('[site-runtime] consent.open(): the runtime is not running');
    return;
  }
  active.open({ focus: true, opener: focusedElement() });
}

export const cookieBannerInitialiser: InitialiserDefinition = {
  name: 'cookie-banner',
  init({ context, store, signal, log, loadPack }) {
    const { cookieSettings } = context.websiteSettings;
    const policy = readConsentPolicy(cookieSettings);
    const restrictive = policy.isRestrictiveCookiePolicyEnabled;
    // Before anything else: no tag may run on Google's own default (granted).
    if (restrictive) sendConsentDefault(log);

    const stored = readConsentCookie();
    updateSlice(store, 'consent', { accepted: stored });
    if (stored !== null) sendConsentUpdate(log, stored);
    if (restrictive && stored !== true) {
      const cleared = clearTrackingData();
      if (cleared.length > 0) log.debug(`No consent: cleared ${cleared.join(', ')}`);
    }

    const flags = readBannerPageFlags(context);
    const controller = createConsentController({
      store,
      policy,
      cookieSettings,
      flags,
      log,
      loadPack,
    });
    const shows = flags.preview || (policy.isCookieBannerEnabled && stored === null);
    if (shows) controller.open({ focus: false, opener: null });

    dom.on(
      document,
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const trigger = target?.closest<HTMLElement>(`[${PREFERENCES_ATTRIBUTE}]`);
        if (!trigger) return;
        event.preventDefault();
        controller.open({ focus: true, opener: trigger });
      },
      { signal },
    );

    active = controller;
    return () => {
      controller.destroy();
      if (active === controller) active = null;
    };
  },
};

// Google Consent Mode v2, when the page has `window.gtag` (anchors.md "Consent"). The default (all
// denied) goes out first, and only under the restrictive policy: that is the one configuration in
// which the site waits for consent before tracking; without it the platform tracks from the first
// page view. Every choice, and a stored choice at boot, is passed on as an update whatever the
// policy, so an explicit "no" always reaches Google.
import type { Logger } from '../../src/runtime/types';

/** The four storage types of Consent Mode v2. */
export const CONSENT_MODE_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
] as const;

export type ConsentModeType = (typeof CONSENT_MODE_TYPES)[number];
export type ConsentModeValues = Record<ConsentModeType, 'granted' | 'denied'>;

type Gtag = (...args: unknown[]) => void;

export function consentModeValues(granted: boolean): ConsentModeValues {
  const value = granted ? 'granted' : 'denied';
  return {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
  };
}

function pageGtag(): Gtag | null {
  const gtag: unknown = (window as { gtag?: unknown }).gtag;
  return typeof gtag === 'function' ? (gtag as Gtag) : null;
}

/** Calls the page's gtag if there is one; a throwing gtag is logged and changes nothing else. */
function callGtag(log: Logger, command: 'default' | 'update', values: ConsentModeValues): void {
  const gtag = pageGtag();
  if (!gtag) return;
  try {
    gtag('consent', command, values);
  } catch (error) {
    log.error(`gtag('consent', '${command}') threw`, error);
  }
}

/** `gtag('consent', 'default', all denied)`: before any tag may read consent. */
export function sendConsentDefault(log: Logger): void {
  callGtag(log, 'default', consentModeValues(false));
}

/** `gtag('consent', 'update', ...)` with the visitor's choice. */
export function sendConsentUpdate(log: Logger, accepted: boolean): void {
  callGtag(log, 'update', consentModeValues(accepted));
}

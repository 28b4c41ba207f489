// The part of the cookie settings the core decides with (whether to ask, the restrictive policy,
// bar or popup), read exactly as normaliseCookieBannerSettings reads them. The rest of the
// settings (text, labels, position, theme) only matter to the banner's UI in the pack.
import type { CookieBannerVariant } from '../../src/enums/cookie-banner';
import { asBoolean, asRecord, asRestrictiveFlag } from '../../src/lib/coerce';

export interface ConsentPolicy {
  isCookieBannerEnabled: boolean;
  isRestrictiveCookiePolicyEnabled: boolean;
  /** The popup variant; anything else normalises to the bar. */
  isPopup: boolean;
}

const POPUP: CookieBannerVariant = 'POPUP';

export function readConsentPolicy(cookieSettings: unknown): ConsentPolicy {
  const raw = asRecord(cookieSettings);
  return {
    isCookieBannerEnabled: asBoolean(raw.isCookieBannerEnabled),
    // Fails closed: a value that is not clearly off keeps the restriction.
    isRestrictiveCookiePolicyEnabled: asRestrictiveFlag(raw.isRestrictiveCookiePolicyEnabled),
    isPopup: raw.cookieBannerVariant === POPUP,
  };
}

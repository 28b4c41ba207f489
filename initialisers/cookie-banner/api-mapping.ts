// The two forms of the cookie banner settings (widgets.md §3, runtime.md §7): the API payload has
// the component form's fields except two renames. isActivityLogEnabled is the inverse of
// isVisitorDataRestricted; isAnalyticsCookiesDisabled is isRestrictiveCookiePolicyEnabled.
// The endpoint that takes this payload is not in the spec, so nothing here sends it.
import { asBoolean, asRecord, asRestrictiveFlag } from '../../src/lib/coerce';
import { normaliseCookieBannerSettings, type CookieBannerSettings } from './settings';

export type CookieBannerApiSettings = Omit<
  CookieBannerSettings,
  'isVisitorDataRestricted' | 'isRestrictiveCookiePolicyEnabled'
> & {
  isActivityLogEnabled: boolean;
  isAnalyticsCookiesDisabled: boolean;
};

/** Component form → API payload. */
export function toApiCookieSettings(settings: CookieBannerSettings): CookieBannerApiSettings {
  const { isVisitorDataRestricted, isRestrictiveCookiePolicyEnabled, ...shared } = settings;
  return {
    ...shared,
    isActivityLogEnabled: !isVisitorDataRestricted,
    isAnalyticsCookiesDisabled: isRestrictiveCookiePolicyEnabled,
  };
}

/**
 * API payload (untrusted) → normalised component form. A missing isActivityLogEnabled counts as
 * enabled, matching the component form's default of unrestricted visitor data.
 */
export function fromApiCookieSettings(payload: unknown): CookieBannerSettings {
  const { isActivityLogEnabled, isAnalyticsCookiesDisabled, ...shared } = asRecord(payload);
  return normaliseCookieBannerSettings({
    ...shared,
    isVisitorDataRestricted: !asBoolean(isActivityLogEnabled, true),
    isRestrictiveCookiePolicyEnabled: asRestrictiveFlag(isAnalyticsCookiesDisabled),
  });
}

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromApiCookieSettings,
  toApiCookieSettings,
} from '../../../../initialisers/cookie-banner/api-mapping';
import { normaliseCookieBannerSettings } from '../../../../initialisers/cookie-banner/settings';

const COMPONENT = normaliseCookieBannerSettings({
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
  isVisitorDataRestricted: true,
  cookieBannerText: '<p>We use cookies.</p>',
  cookieBannerCtaText: 'OK',
  cookieBannerOptOutCtaText: 'No',
  cookieBannerPosition: 'BOTTOM_RIGHT',
  cookieBannerTheme: 'LIGHT',
  cookieBannerVariant: 'POPUP',
  cookieBannerCtaVariant: 'TEXT',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
});

describe('cookie banner settings: component form → API payload', () => {
  it('renames the two fields and inverts isVisitorDataRestricted', () => {
    expect(toApiCookieSettings(COMPONENT)).toEqual({
      isCookieBannerEnabled: true,
      isAnalyticsCookiesDisabled: true,
      isRestrictiveCookiePolicyAbsolute: false,
      isActivityLogEnabled: false,
      cookieBannerText: '<p>We use cookies.</p>',
      cookieBannerCtaText: 'OK',
      cookieBannerOptOutCtaText: 'No',
      cookieBannerPosition: 'BOTTOM_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'POPUP',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    });
  });

  it('unrestricted visitor data means the activity log is enabled', () => {
    const payload = toApiCookieSettings({
      ...COMPONENT,
      isVisitorDataRestricted: false,
      isRestrictiveCookiePolicyEnabled: false,
    });
    expect(payload).toMatchObject({
      isActivityLogEnabled: true,
      isAnalyticsCookiesDisabled: false,
    });
    expect(payload).not.toHaveProperty('isVisitorDataRestricted');
    expect(payload).not.toHaveProperty('isRestrictiveCookiePolicyEnabled');
  });
});

describe('cookie banner settings: API payload → component form', () => {
  it('maps the renamed fields back', () => {
    expect(
      fromApiCookieSettings({ isActivityLogEnabled: true, isAnalyticsCookiesDisabled: true }),
    ).toMatchObject({ isVisitorDataRestricted: false, isRestrictiveCookiePolicyEnabled: true });
    expect(
      fromApiCookieSettings({ isActivityLogEnabled: false, isAnalyticsCookiesDisabled: false }),
    ).toMatchObject({ isVisitorDataRestricted: true, isRestrictiveCookiePolicyEnabled: false });
  });

  it('ignores the component names in a payload: the API names win', () => {
    expect(
      fromApiCookieSettings({
        isActivityLogEnabled: true,
        isVisitorDataRestricted: true,
        isAnalyticsCookiesDisabled: false,
        isRestrictiveCookiePolicyEnabled: true,
      }),
    ).toMatchObject({ isVisitorDataRestricted: false, isRestrictiveCookiePolicyEnabled: false });
  });

  it('applies every fallback of the component form (missing activity log: enabled)', () => {
    expect(
      fromApiCookieSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }),
    ).toEqual({
      ...normaliseCookieBannerSettings({}),
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_LEFT',
    });
    expect(fromApiCookieSettings('not a payload')).toEqual(normaliseCookieBannerSettings({}));
  });

  it('a round trip through the API form gives the same settings (property)', () => {
    const input = fc.record({
      isCookieBannerEnabled: fc.boolean(),
      isRestrictiveCookiePolicyEnabled: fc.boolean(),
      isRestrictiveCookiePolicyAbsolute: fc.boolean(),
      isVisitorDataRestricted: fc.boolean(),
      cookieBannerText: fc.string(),
      cookieBannerCtaText: fc.string(),
      cookieBannerPosition: fc.constantFrom('TOP', 'BOTTOM', 'TOP_LEFT', 'BOTTOM_RIGHT', 'X'),
      cookieBannerVariant: fc.constantFrom('BAR', 'POPUP', 'X'),
      cookieBannerAcceptType: fc.constantFrom('OPT_IN', 'OPT_IN_AND_OUT', 'X'),
    });
    fc.assert(
      fc.property(input, (raw) => {
        const settings = normaliseCookieBannerSettings(raw);
        expect(fromApiCookieSettings(toApiCookieSettings(settings))).toEqual(settings);
      }),
    );
  });
});

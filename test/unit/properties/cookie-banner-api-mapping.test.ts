// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromApiCookieSettings,
  toApiCookieSettings,
} from '../../../initialisers/cookie-banner/api-mapping';
import { normaliseCookieBannerSettings } from '../../../initialisers/cookie-banner/settings';
import { isRecord } from '../../../src/lib/coerce';
import { anyValue, expectPrototypesUntouched, jsonValue, shapedLike } from './arbitraries';

// The cookie banner settings in their API form (widgets.md section 3, runtime.md section 7).
// test/unit/initialisers/cookie-banner/api-mapping.test.ts round-trips settings built from
// well-typed fields; these start from payloads of any shape, as an answer of the API may be.

const PAYLOAD_TEMPLATE = {
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
};

const payload = fc.oneof(
  { weight: 3, arbitrary: shapedLike(PAYLOAD_TEMPLATE) },
  { weight: 1, arbitrary: shapedLike(PAYLOAD_TEMPLATE, jsonValue) },
  { weight: 1, arbitrary: anyValue },
);

describe('cookie banner API mapping: more properties', () => {
  it('reads any payload into settings that are already normal', () => {
    fc.assert(
      fc.property(payload, (raw) => {
        const settings = fromApiCookieSettings(raw);
        expect(normaliseCookieBannerSettings(settings)).toEqual(settings);
        // Visitor data is restricted only when the payload turns the activity log off.
        const activityLog = isRecord(raw) ? raw.isActivityLogEnabled : undefined;
        expect(settings.isVisitorDataRestricted).toBe(
          activityLog === false || activityLog === 'false',
        );
        expectPrototypesUntouched();
      }),
    );
  });

  it('API form → settings → API form → settings changes nothing after the first read', () => {
    fc.assert(
      fc.property(payload, (raw) => {
        const settings = fromApiCookieSettings(raw);
        const sent = toApiCookieSettings(settings);
        expect(fromApiCookieSettings(sent)).toEqual(settings);
        expect(toApiCookieSettings(fromApiCookieSettings(sent))).toEqual(sent);
        // The payload has the API names only.
        expect(sent).not.toHaveProperty('isVisitorDataRestricted');
        expect(sent).not.toHaveProperty('isRestrictiveCookiePolicyEnabled');
        expect(sent.isActivityLogEnabled).toBe(!settings.isVisitorDataRestricted);
        expect(sent.isAnalyticsCookiesDisabled).toBe(settings.isRestrictiveCookiePolicyEnabled);
      }),
    );
  });
});

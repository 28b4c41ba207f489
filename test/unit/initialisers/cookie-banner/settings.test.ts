// @vitest-environment node
import { readConsentPolicy } from '../../../../initialisers/cookie-banner/consent-policy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '../../../../src/enums/cookie-banner';
import {
  defaultBannerTextHtml,
  isBlankHtml,
  normaliseCookieBannerSettings,
  toBarPosition,
  toPopupPosition,
  type CookieBannerSettings,
} from '../../../../initialisers/cookie-banner/settings';

const DEFAULT_TEXT = '<p>This site uses cookies to improve your experience.</p>';

const COMPLETE = {
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  isRestrictiveCookiePolicyAbsolute: true,
  isVisitorDataRestricted: true,
  cookieBannerText: '<p>We use <a href="/privacy">cookies</a>.</p>',
  cookieBannerCtaText: 'Sounds good',
  cookieBannerOptOutCtaText: 'No thanks',
  cookieBannerPosition: 'TOP_RIGHT',
  cookieBannerTheme: 'LIGHT',
  cookieBannerVariant: 'POPUP',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
};

describe('normaliseCookieBannerSettings', () => {
  it('keeps every known value as it is', () => {
    expect(normaliseCookieBannerSettings(COMPLETE)).toEqual(COMPLETE);
  });

  it('gives every default for an empty object', () => {
    expect(normaliseCookieBannerSettings({})).toEqual({
      isCookieBannerEnabled: false,
      isRestrictiveCookiePolicyEnabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      isVisitorDataRestricted: false,
      cookieBannerText: DEFAULT_TEXT,
      cookieBannerCtaText: 'Accept',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerAcceptType: 'OPT_IN',
    } satisfies CookieBannerSettings);
  });

  it.each([null, undefined, 'settings', 42, ['TOP'], true])(
    'gives the defaults for %j instead of settings',
    (value) => {
      expect(normaliseCookieBannerSettings(value)).toEqual(normaliseCookieBannerSettings({}));
    },
  );

  it.each([
    ['TEXT', 'TEXT'],
    ['BUTTON', 'BUTTON'],
    ['ICON', 'ICON'],
    ['LINK', 'ICON'],
    ['button', 'ICON'],
    ['', 'ICON'],
    [null, 'ICON'],
    [3, 'ICON'],
  ])('CTA variant %j becomes %s (unknown: ICON)', (value, expected) => {
    expect(
      normaliseCookieBannerSettings({ cookieBannerCtaVariant: value }).cookieBannerCtaVariant,
    ).toBe(expected);
  });

  it.each([
    ['LIGHT', 'LIGHT'],
    ['DARK', 'DARK'],
    ['BLUE', 'DARK'],
    ['light', 'DARK'],
    ['', 'DARK'],
    [undefined, 'DARK'],
  ])('theme %j becomes %s (unknown: DARK)', (value, expected) => {
    expect(normaliseCookieBannerSettings({ cookieBannerTheme: value }).cookieBannerTheme).toBe(
      expected,
    );
  });

  it.each([
    ['BAR', 'BAR'],
    ['POPUP', 'POPUP'],
    ['MODAL', 'BAR'],
    ['', 'BAR'],
    [{}, 'BAR'],
  ])('variant %j becomes %s (unknown: BAR)', (value, expected) => {
    expect(normaliseCookieBannerSettings({ cookieBannerVariant: value }).cookieBannerVariant).toBe(
      expected,
    );
  });

  it.each([
    ['OPT_IN', 'OPT_IN'],
    ['OPT_IN_AND_OUT', 'OPT_IN_AND_OUT'],
    ['OPT_OUT', 'OPT_IN'],
    ['', 'OPT_IN'],
    [false, 'OPT_IN'],
  ])('accept type %j becomes %s (default: OPT_IN)', (value, expected) => {
    expect(
      normaliseCookieBannerSettings({ cookieBannerAcceptType: value }).cookieBannerAcceptType,
    ).toBe(expected);
  });

  describe('position of a bar', () => {
    it.each([
      ['TOP', 'TOP'],
      ['BOTTOM', 'BOTTOM'],
      ['TOP_LEFT', 'TOP'],
      ['TOP_RIGHT', 'TOP'],
      ['BOTTOM_LEFT', 'BOTTOM'],
      ['BOTTOM_RIGHT', 'BOTTOM'],
      ['MIDDLE', 'BOTTOM'],
      ['', 'BOTTOM'],
      [null, 'BOTTOM'],
    ])('%j becomes %s', (position, expected) => {
      const bar = normaliseCookieBannerSettings({
        cookieBannerVariant: 'BAR',
        cookieBannerPosition: position,
      });
      expect(bar.cookieBannerPosition).toBe(expected);
    });

    it('also applies when the variant is unknown (it falls back to a bar)', () => {
      const settings = normaliseCookieBannerSettings({
        cookieBannerVariant: 'SIDEBAR',
        cookieBannerPosition: 'TOP_RIGHT',
      });
      expect(settings).toMatchObject({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' });
    });
  });

  describe('position of a popup', () => {
    it.each([
      ['TOP_LEFT', 'TOP_LEFT'],
      ['TOP_RIGHT', 'TOP_RIGHT'],
      ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
      ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
      ['TOP', 'TOP_LEFT'],
      ['BOTTOM', 'BOTTOM_LEFT'],
      ['CENTER', 'BOTTOM_LEFT'],
      ['', 'BOTTOM_LEFT'],
      [undefined, 'BOTTOM_LEFT'],
    ])('%j becomes %s', (position, expected) => {
      const popup = normaliseCookieBannerSettings({
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: position,
      });
      expect(popup.cookieBannerPosition).toBe(expected);
    });
  });

  describe('texts', () => {
    it.each(['', '   ', null, 7])('CTA text %j falls back to "Accept"', (value) => {
      expect(
        normaliseCookieBannerSettings({ cookieBannerCtaText: value }).cookieBannerCtaText,
      ).toBe('Accept');
    });

    it.each(['', '  ', undefined, {}])('opt-out text %j falls back to "Decline"', (value) => {
      expect(
        normaliseCookieBannerSettings({ cookieBannerOptOutCtaText: value })
          .cookieBannerOptOutCtaText,
      ).toBe('Decline');
    });

    it.each(['', ' \n ', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', '<p></p><p></p>'])(
      'banner text %j falls back to the default',
      (value) => {
        expect(normaliseCookieBannerSettings({ cookieBannerText: value }).cookieBannerText).toBe(
          DEFAULT_TEXT,
        );
      },
    );

    it('keeps banner text that shows something, HTML as it is', () => {
      for (const html of ['Cookies!', '<p>We use <strong>cookies</strong>.</p>', '<p>0</p>']) {
        expect(normaliseCookieBannerSettings({ cookieBannerText: html }).cookieBannerText).toBe(
          html,
        );
      }
    });
  });

  it('reads booleans sent as strings; restrictive flags fail closed on values not clearly off', () => {
    expect(
      normaliseCookieBannerSettings({
        isCookieBannerEnabled: 'true',
        isRestrictiveCookiePolicyEnabled: 'false',
        isVisitorDataRestricted: 1,
        isRestrictiveCookiePolicyAbsolute: 'yes',
      }),
    ).toMatchObject({
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: false,
      isVisitorDataRestricted: true,
      isRestrictiveCookiePolicyAbsolute: true,
    });
  });

  it('treats the restrictive policy as on for every value that is not clearly off', () => {
    for (const on of [true, 1, '1', 'TRUE', 'True', 'yes', 'on', 2, {}, []]) {
      const settings = normaliseCookieBannerSettings({ isRestrictiveCookiePolicyEnabled: on });
      expect(settings.isRestrictiveCookiePolicyEnabled, JSON.stringify(on)).toBe(true);
      expect(
        readConsentPolicy({ isRestrictiveCookiePolicyEnabled: on })
          .isRestrictiveCookiePolicyEnabled,
      ).toBe(true);
    }
    for (const off of [undefined, null, false, 0, 'false', 'FALSE', ' False ', '0', '']) {
      const settings = normaliseCookieBannerSettings({ isRestrictiveCookiePolicyEnabled: off });
      expect(settings.isRestrictiveCookiePolicyEnabled, JSON.stringify(off)).toBe(false);
    }
  });

  it('never throws and always returns valid settings (property)', () => {
    const known = fc.constantFrom(
      ...CookieBannerBarPosition.names,
      ...CookieBannerPopupPosition.names,
      ...CookieBannerTheme.names,
      ...CookieBannerVariant.names,
      ...CookieBannerCtaVariant.names,
      ...CookieBannerAcceptType.names,
      '<p></p>',
    );
    const field = fc.oneof(known, fc.anything());
    const settingsLike = fc.record(
      {
        isCookieBannerEnabled: field,
        isRestrictiveCookiePolicyEnabled: field,
        isRestrictiveCookiePolicyAbsolute: field,
        isVisitorDataRestricted: field,
        cookieBannerText: field,
        cookieBannerCtaText: field,
        cookieBannerOptOutCtaText: field,
        cookieBannerPosition: field,
        cookieBannerTheme: field,
        cookieBannerVariant: field,
        cookieBannerCtaVariant: field,
        cookieBannerAcceptType: field,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(settingsLike, fc.anything()), (input) => {
        const settings = normaliseCookieBannerSettings(input);
        for (const flag of [
          settings.isCookieBannerEnabled,
          settings.isRestrictiveCookiePolicyEnabled,
          settings.isRestrictiveCookiePolicyAbsolute,
          settings.isVisitorDataRestricted,
        ]) {
          expect(typeof flag).toBe('boolean');
        }
        for (const text of [
          settings.cookieBannerText,
          settings.cookieBannerCtaText,
          settings.cookieBannerOptOutCtaText,
        ]) {
          expect(typeof text === 'string' && text.trim() !== '').toBe(true);
        }
        expect(isBlankHtml(settings.cookieBannerText)).toBe(false);
        expect(CookieBannerTheme.has(settings.cookieBannerTheme)).toBe(true);
        expect(CookieBannerVariant.has(settings.cookieBannerVariant)).toBe(true);
        expect(CookieBannerCtaVariant.has(settings.cookieBannerCtaVariant)).toBe(true);
        expect(CookieBannerAcceptType.has(settings.cookieBannerAcceptType)).toBe(true);
        // The position always suits the variant.
        const positions =
          settings.cookieBannerVariant === 'BAR'
            ? CookieBannerBarPosition
            : CookieBannerPopupPosition;
        expect(positions.has(settings.cookieBannerPosition)).toBe(true);
        // Normalising twice changes nothing.
        expect(normaliseCookieBannerSettings(settings)).toEqual(settings);
      }),
      { numRuns: 200 },
    );
  });
});

describe('position conversions', () => {
  it('to a popup: TOP → TOP_LEFT, BOTTOM → BOTTOM_LEFT, corners kept, unknown → BOTTOM_LEFT', () => {
    expect(toPopupPosition('TOP')).toBe('TOP_LEFT');
    expect(toPopupPosition('BOTTOM')).toBe('BOTTOM_LEFT');
    expect(toPopupPosition('TOP_RIGHT')).toBe('TOP_RIGHT');
    expect(toPopupPosition('BOTTOM_RIGHT')).toBe('BOTTOM_RIGHT');
    expect(toPopupPosition('toString')).toBe('BOTTOM_LEFT');
    expect(toPopupPosition(undefined)).toBe('BOTTOM_LEFT');
  });

  it('to a bar: TOP_LEFT/TOP_RIGHT → TOP, bar positions kept, anything else → BOTTOM', () => {
    expect(toBarPosition('TOP_LEFT')).toBe('TOP');
    expect(toBarPosition('TOP_RIGHT')).toBe('TOP');
    expect(toBarPosition('TOP')).toBe('TOP');
    expect(toBarPosition('BOTTOM_LEFT')).toBe('BOTTOM');
    expect(toBarPosition('BOTTOM_RIGHT')).toBe('BOTTOM');
    expect(toBarPosition('__proto__')).toBe('BOTTOM');
  });
});

describe('isBlankHtml', () => {
  it('is true only when no text would show', () => {
    expect(isBlankHtml('<p>\u00a0</p>'.replace('\u00a0', '&#160;'))).toBe(true);
    expect(isBlankHtml('<div><span></span></div>')).toBe(true);
    expect(isBlankHtml('<p>.</p>')).toBe(false);
  });

  it('the default text is escaped HTML of the strings table entry', () => {
    expect(defaultBannerTextHtml()).toBe(DEFAULT_TEXT);
    expect(isBlankHtml(defaultBannerTextHtml())).toBe(false);
  });
});

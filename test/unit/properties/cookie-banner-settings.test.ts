// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CookieBannerBarPosition,
  CookieBannerPopupPosition,
} from '../../../src/enums/cookie-banner';
import {
  defaultBannerTextHtml,
  isBlankHtml,
  normaliseCookieBannerSettings,
  toBarPosition,
  toPopupPosition,
} from '../../../initialisers/cookie-banner/settings';
import {
  anyValue,
  escapeHtml,
  expectPrototypesUntouched,
  hugeString,
  objectKey,
} from './arbitraries';

// Cookie banner settings (widgets.md sections 3 and 5). test/unit/initialisers/cookie-banner/
// settings.test.ts checks that settings-like input of any type normalises to valid settings, and
// that normalising twice changes nothing. These add prototype keys, huge texts, the position
// conversions on any value, and what "blank" banner text means.

describe('cookie banner settings: more properties', () => {
  it('ignores prototype keys and never writes to a prototype', () => {
    const withPrototypeKeys = fc.dictionary(objectKey, anyValue, { maxKeys: 6 });
    fc.assert(
      fc.property(withPrototypeKeys, (raw) => {
        const settings = normaliseCookieBannerSettings(raw);
        expect(Object.getPrototypeOf(settings)).toBe(Object.prototype);
        expect(Object.keys(settings)).toHaveLength(12);
        expectPrototypesUntouched();
      }),
    );
  });

  it('keeps huge texts as they are, or falls back when they show nothing', () => {
    fc.assert(
      fc.property(hugeString, fc.constantFrom('', '<p>', '<'), (text, opening) => {
        const html = opening + text;
        const settings = normaliseCookieBannerSettings({
          cookieBannerText: html,
          cookieBannerCtaText: text,
        });
        expect(settings.cookieBannerText).toBe(isBlankHtml(html) ? defaultBannerTextHtml() : html);
        expect(settings.cookieBannerCtaText).toBe(text.trim() === '' ? 'Accept' : text);
      }),
      { numRuns: 20 },
    );
  });

  it('calls escaped text blank exactly when it is only whitespace', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(' ', '\n', '\u00a0', '&nbsp;', '<br>', '<', '>', '&'),
    );
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 4 }),
        fc.constantFrom('p', 'div', 'span'),
        (parts, tag) => {
          const words = parts.join('');
          expect(isBlankHtml(`<${tag}>${escapeHtml(words)}</${tag}>`)).toBe(words.trim() === '');
        },
      ),
    );
  });

  it('converts any value to a position of the variant', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyValue,
          fc.constantFrom(...CookieBannerBarPosition.names, ...CookieBannerPopupPosition.names),
        ),
        (position) => {
          const popup = toPopupPosition(position);
          const bar = toBarPosition(position);
          expect(CookieBannerPopupPosition.has(popup)).toBe(true);
          expect(CookieBannerBarPosition.has(bar)).toBe(true);
          // Known positions of the variant stay; converting back and forth keeps the side.
          if (CookieBannerPopupPosition.has(position)) expect(popup).toBe(position);
          if (CookieBannerBarPosition.has(position)) expect(bar).toBe(position);
          expect(toBarPosition(popup)).toBe(popup.startsWith('TOP') ? 'TOP' : 'BOTTOM');
          expect(toBarPosition(toPopupPosition(bar))).toBe(bar);
        },
      ),
    );
  });
});

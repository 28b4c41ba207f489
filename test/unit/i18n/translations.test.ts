import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Currency, currencyInfo } from '../../../src/enums/currencies';
import { CURRENCY_NAME_CODES, currencyNameKey } from '../../../src/i18n/currency-names';
import { currencyName, translate, TRANSLATION_DICTIONARY } from '../../../src/i18n/dictionary';
import {
  findTranslationFile,
  localeFallbacks,
  lookupTranslation,
  TranslationNotFoundError,
  type TranslationFiles,
} from '../../../src/i18n/translations';
import {
  anyValue,
  expectPrototypesUntouched,
  objectKey,
  PROTOTYPE_KEYS,
} from '../properties/arbitraries';
import { branchCounter } from '../support/branches';

// The translation lookup (widgets.md section 8: "Translation file lookup fails with a not-found
// error") and the currency names of the dictionary (widgets.md section 3: "Currency list of 25
// names in the translation dictionary (Euro, US Dollar, Australian Dollar, Pound Sterling, Yen,
// Swiss Franc and others)").

const FILES: TranslationFiles = {
  en: { greeting: 'Hello', farewell: 'Goodbye' },
  'en-GB': { greeting: 'Hello, mate' },
  'zh-Hant': { greeting: '你好' },
};

/** What lookupTranslation throws, or null when it finds a message. */
function notFound(run: () => unknown): TranslationNotFoundError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof TranslationNotFoundError) return error;
    throw error;
  }
}

describe('lookupTranslation', () => {
  it("finds the locale's own file first, then a shorter tag's", () => {
    expect(lookupTranslation(FILES, 'en-GB', 'greeting')).toBe('Hello, mate');
    expect(lookupTranslation(FILES, 'en-US', 'greeting')).toBe('Hello');
    expect(lookupTranslation(FILES, 'zh-Hant-TW', 'greeting')).toBe('你好');
    // Any case, and the underscore some platforms write.
    expect(lookupTranslation(FILES, 'EN_us', 'farewell')).toBe('Goodbye');
  });

  it('fails with the not-found error when no file matches the locale', () => {
    const error = notFound(() => lookupTranslation(FILES, 'fr-FR', 'greeting'));
    expect(error).toBeInstanceOf(Error);
    expect(error?.name).toBe('TranslationNotFoundError');
    expect(error?.message).toBe('No translation file for the locale "fr-FR"');
    expect([error?.locale, error?.key]).toEqual(['fr-FR', null]);
    for (const locale of ['', '   ', 'not a locale!', 'zh']) {
      expect(notFound(() => findTranslationFile(FILES, locale))?.key).toBeNull();
    }
  });

  it('fails with the not-found error when the file has no such message', () => {
    // en-GB has a file, but no farewell: the lookup does not go on to the en file.
    const error = notFound(() => lookupTranslation(FILES, 'en-GB', 'farewell'));
    expect(error?.message).toBe('No translation for "farewell" in the "en-GB" translation file');
    expect([error?.locale, error?.key]).toEqual(['en-GB', 'farewell']);
  });

  it('never takes an inherited name for a file or a message', () => {
    for (const name of PROTOTYPE_KEYS) {
      expect(notFound(() => lookupTranslation(FILES, 'en', name))?.key).toBe(name);
    }
    const withProto = JSON.parse('{"__proto__": {"greeting": "polluted"}}') as TranslationFiles;
    expect(notFound(() => lookupTranslation(withProto, 'en', 'greeting'))?.key).toBeNull();
    expectPrototypesUntouched();
  });

  it('lists the tags to try, longest first', () => {
    expect(localeFallbacks('zh-hant-tw')).toEqual(['zh-Hant-TW', 'zh-Hant', 'zh']);
    expect(localeFallbacks('en')).toEqual(['en']);
    expect(localeFallbacks('en_US')).toEqual(['en-US', 'en']);
    for (const bad of ['', 'not a locale!', 42, null, undefined]) {
      expect(localeFallbacks(bad)).toEqual([]);
    }
  });

  it('property: finds the own message of the first matching tag, or throws the not-found error', () => {
    const branches = branchCounter(['found', 'noFile', 'noMessage'] as const);
    const localeTag = fc.constantFrom('en', 'en-US', 'en-GB', 'fr', 'fr-CA', 'zh-Hant-TW', 'zh');
    const files = fc.dictionary(
      fc.oneof(localeTag, objectKey),
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.dictionary(
            fc.oneof(fc.constantFrom('a', 'b'), objectKey),
            fc.oneof(fc.string(), anyValue),
          ),
        },
        { weight: 1, arbitrary: anyValue },
      ),
      { maxKeys: 5 },
    );
    fc.assert(
      fc.property(
        files,
        fc.oneof(localeTag, fc.string({ maxLength: 12 })),
        fc.oneof(fc.constantFrom('a', 'b'), objectKey),
        (raw, locale, key) => {
          const all = raw as TranslationFiles;
          const tag = localeFallbacks(locale).find(
            (candidate) =>
              Object.hasOwn(all, candidate) &&
              typeof all[candidate] === 'object' &&
              all[candidate] !== null,
          );
          const error = notFound(() => lookupTranslation(all, locale, key));
          if (tag === undefined) {
            branches.reached('noFile');
            expect(error?.key).toBeNull();
            return;
          }
          const file = all[tag] as Record<string, unknown>;
          const message = Object.hasOwn(file, key) ? file[key] : undefined;
          if (typeof message === 'string') {
            branches.reached('found');
            expect(lookupTranslation(all, locale, key)).toBe(message);
          } else {
            branches.reached('noMessage');
            expect(error?.key).toBe(key);
            expect(error?.message).toContain(JSON.stringify(tag));
          }
        },
      ),
      { numRuns: 400 },
    );
    branches.expectEachReached();
    expectPrototypesUntouched();
  });
});

describe('the currency names of the dictionary', () => {
  it('holds 25 names, among them the six the spec quotes', () => {
    expect(CURRENCY_NAME_CODES).toHaveLength(25);
    expect(new Set(CURRENCY_NAME_CODES).size).toBe(25);
    const english = TRANSLATION_DICTIONARY.en ?? {};
    expect(Object.keys(english)).toHaveLength(25);
    const quoted = {
      EUR: 'Euro',
      USD: 'US Dollar',
      AUD: 'Australian Dollar',
      GBP: 'Pound Sterling',
      JPY: 'Yen',
      CHF: 'Swiss Franc',
    };
    for (const [code, name] of Object.entries(quoted)) {
      expect(english[currencyNameKey(code)]).toBe(name);
      expect(currencyName(code)).toBe(name);
    }
  });

  it("takes every name from the store's currency table: one table, not two", () => {
    for (const code of CURRENCY_NAME_CODES) {
      expect(Currency.hasName(code)).toBe(true);
      expect(currencyName(code)).toBe(currencyInfo(code)?.name);
    }
    // The two of the table's 27 the platform does not offer shops have no name here.
    const unnamed = Currency.names.filter(
      (code) => !(CURRENCY_NAME_CODES as readonly string[]).includes(code),
    );
    expect(unnamed).toEqual(['CNY', 'TRY']);
  });

  it('finds the English names for any English locale, and fails with not-found otherwise', () => {
    expect(currencyName('SEK', 'en-GB')).toBe('Swedish Krona');
    expect(translate('en-US', 'currency.ZAR')).toBe('Rand');
    expect(notFound(() => currencyName('EUR', 'fr-FR'))?.message).toBe(
      'No translation file for the locale "fr-FR"',
    );
    expect(notFound(() => currencyName('CNY'))?.message).toBe(
      'No translation for "currency.CNY" in the "en" translation file',
    );
  });
});

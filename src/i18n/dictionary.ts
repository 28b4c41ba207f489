// The runtime's translation dictionary: the translation files it ships, read through the lookup
// (./translations.ts). English is the one file so far, holding the currency names
// (./currency-names.ts); a lookup for a locale with no file fails with TranslationNotFoundError,
// and the caller chooses what to show instead.
import { currencyNameKey, currencyNameTranslations } from './currency-names';
import { lookupTranslation, type TranslationFiles } from './translations';

export const TRANSLATION_DICTIONARY: TranslationFiles = Object.freeze({
  en: currencyNameTranslations,
});

/** The dictionary's message for `key` in `locale`; throws TranslationNotFoundError. */
export function translate(locale: string, key: string): string {
  return lookupTranslation(TRANSLATION_DICTIONARY, locale, key);
}

/**
 * A currency's name in `locale` ('EUR' is "Euro" in English); throws TranslationNotFoundError for
 * a locale with no file or a code that is not one of the dictionary's 25.
 */
export function currencyName(code: string, locale = 'en'): string {
  return translate(locale, currencyNameKey(code));
}

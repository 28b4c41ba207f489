// The currency names of the translation dictionary (widgets.md section 3: "Currency list of 25
// names in the translation dictionary (Euro, US Dollar, Australian Dollar, Pound Sterling, Yen,
// Swiss Franc and others)").
//
// The names are not written twice: each is the store currency table's (src/enums/currencies.ts,
// runtime.md section 3's 27 currencies). Which 25 the spec does not list; these are the codes
// that table shares with the 27 currencies the platform offered shops when it listed 27, its
// `storeSettings.currenciesSupported` on 7.1 pages (fixtures/real-pages/commerce/
// 7.1__physical-no-options-owner-view.html, in whose order they are listed here;
// recipe-post-embed-newsletter-7.1.html has the same 27 in another order). The two lists differ
// by two codes each way: the table has CNY and TRY, which the platform does not offer; the
// platform offers COP and IDR, which the table lacks. That leaves exactly 25. (Older pages list 20 of them; the 2026 pages add KRW, making 28.)
import { currencyInfo, type StoreCurrencyCode } from '../enums/currencies';

/** The 25 currencies the dictionary names. */
export const CURRENCY_NAME_CODES = [
  'USD',
  'CAD',
  'GBP',
  'AUD',
  'EUR',
  'CHF',
  'NOK',
  'SEK',
  'DKK',
  'NZD',
  'SGD',
  'MXN',
  'HKD',
  'CZK',
  'ILS',
  'MYR',
  'RUB',
  'PHP',
  'PLN',
  'THB',
  'BRL',
  'ARS',
  'INR',
  'JPY',
  'ZAR',
] as const satisfies readonly StoreCurrencyCode[];

/** The dictionary key of a currency's name: 'currency.EUR'. */
export function currencyNameKey(code: string): string {
  return `currency.${code}`;
}

/** The English entries: `{ 'currency.USD': 'US Dollar', 'currency.EUR': 'Euro', ... }`. */
export const currencyNameTranslations: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    CURRENCY_NAME_CODES.flatMap((code) => {
      const info = currencyInfo(code);
      return info ? [[currencyNameKey(code), info.name]] : [];
    }),
  ),
);

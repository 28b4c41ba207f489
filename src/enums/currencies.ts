import { defineEnum } from './define-enum';

// The 27 currencies of the store (runtime.md section 3). The spec names six (US Dollar, Euro,
// Australian Dollar, Pound Sterling, Yen, Swiss Franc: widgets.md section 3) and not the others;
// those are common ISO 4217 currencies. Names and numeric codes are ISO 4217's. Fraction digits
// are the spec's rule ("2 everywhere except JPY 0"), which Intl.NumberFormat's data agrees with for
// every code here (test/unit/enums/currencies.test.ts checks it); were a code added on which they
// disagree, the spec's rule wins. Symbols are never stored: Intl.NumberFormat draws them.

const currencyTable = {
  USD: { name: 'US Dollar', numericCode: 840 },
  EUR: { name: 'Euro', numericCode: 978 },
  AUD: { name: 'Australian Dollar', numericCode: 36 },
  GBP: { name: 'Pound Sterling', numericCode: 826 },
  JPY: { name: 'Yen', numericCode: 392 },
  CHF: { name: 'Swiss Franc', numericCode: 756 },
  CAD: { name: 'Canadian Dollar', numericCode: 124 },
  NZD: { name: 'New Zealand Dollar', numericCode: 554 },
  SEK: { name: 'Swedish Krona', numericCode: 752 },
  NOK: { name: 'Norwegian Krone', numericCode: 578 },
  DKK: { name: 'Danish Krone', numericCode: 208 },
  PLN: { name: 'Zloty', numericCode: 985 },
  CZK: { name: 'Czech Koruna', numericCode: 203 },
  HKD: { name: 'Hong Kong Dollar', numericCode: 344 },
  SGD: { name: 'Singapore Dollar', numericCode: 702 },
  CNY: { name: 'Yuan Renminbi', numericCode: 156 },
  INR: { name: 'Indian Rupee', numericCode: 356 },
  ILS: { name: 'New Israeli Sheqel', numericCode: 376 },
  MYR: { name: 'Malaysian Ringgit', numericCode: 458 },
  PHP: { name: 'Philippine Peso', numericCode: 608 },
  THB: { name: 'Baht', numericCode: 764 },
  RUB: { name: 'Russian Ruble', numericCode: 643 },
  TRY: { name: 'Turkish Lira', numericCode: 949 },
  ZAR: { name: 'Rand', numericCode: 710 },
  MXN: { name: 'Mexican Peso', numericCode: 484 },
  BRL: { name: 'Brazilian Real', numericCode: 986 },
  ARS: { name: 'Argentine Peso', numericCode: 32 },
} as const;

type CurrencyTable = typeof currencyTable;
/** An ISO 4217 alphabetic code of one of the store's 27 currencies. */
export type StoreCurrencyCode = keyof CurrencyTable;
/**
 * An ISO 4217 alphabetic code a price may carry: one of the 27, or another currency the browser
 * can format (real pages show shops in IDR, which the spec's table has not: readCurrencyCode).
 */
export type CurrencyCode = string;

export interface CurrencyInfo {
  code: StoreCurrencyCode;
  name: string;
  /** ISO 4217 numeric code (AUD is 36, printed "036" by ISO). */
  numericCode: number;
  /** Money is rounded to this many decimals. */
  fractionDigits: number;
}

/** Alphabetic code ↔ ISO numeric code: `Currency.codeOf('EUR') === 978`. */
export const Currency = defineEnum(
  Object.fromEntries(
    Object.entries(currencyTable).map(([code, { numericCode }]) => [code, numericCode]),
  ) as { readonly [K in StoreCurrencyCode]: CurrencyTable[K]['numericCode'] },
);

/** The store currency when the site sets none. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** The facts of a currency code; undefined for a code not among the store's 27. */
export function currencyInfo(code: unknown): CurrencyInfo | undefined {
  if (!Currency.hasName(code)) return undefined;
  return { code, ...currencyTable[code], fractionDigits: code === 'JPY' ? 0 : 2 };
}

const ISO_CODE = /^[A-Z]{3}$/;
let browserCurrencies: ReadonlySet<string> | null = null;

/** The currencies this browser's Intl knows (every ISO 4217 code in use); null where it cannot tell. */
function knownToBrowser(): ReadonlySet<string> | null {
  if (browserCurrencies) return browserCurrencies;
  const { supportedValuesOf } = Intl as { supportedValuesOf?: (key: 'currency') => string[] };
  if (typeof supportedValuesOf !== 'function') return null;
  browserCurrencies = new Set(supportedValuesOf('currency'));
  return browserCurrencies;
}

/**
 * A currency code as a price may carry it (any case, padded): one of the store's 27, or any
 * ISO 4217 code Intl.NumberFormat formats; null for anything else.
 */
export function readCurrencyCode(raw: unknown): CurrencyCode | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  if (Currency.hasName(code)) return code;
  if (!ISO_CODE.test(code)) return null;
  const known = knownToBrowser();
  return known === null || known.has(code) ? code : null;
}

/**
 * ISO 4217's minor units where they are not 2 (a code list, not display digits: Intl formats IDR
 * and HUF without decimals, yet their minor unit is the hundredth, and the platform's money
 * objects say `"fractionalDigits": 2` for IDR on real product pages).
 */
const ISO_MINOR_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    [
      'BIF',
      'CLP',
      'DJF',
      'GNF',
      'ISK',
      'JPY',
      'KMF',
      'KRW',
      'PYG',
      'RWF',
      'UGX',
      'UYI',
      'VND',
      'VUV',
      'XAF',
      'XOF',
      'XPF',
    ].map((code) => [code, 0]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
};

/**
 * How many minor digits money in `code` has: the spec's rule for the store's 27 (2, JPY 0), and
 * ISO 4217's minor unit for the others (KWD 3, KRW 0, IDR 2…).
 */
export function fractionDigitsOf(code: CurrencyCode): number {
  const info = currencyInfo(code);
  if (info) return info.fractionDigits;
  return Object.hasOwn(ISO_MINOR_DIGITS, code) ? (ISO_MINOR_DIGITS[code] ?? 2) : 2;
}

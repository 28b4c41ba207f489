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
/** An ISO 4217 alphabetic code of a store currency. */
export type CurrencyCode = keyof CurrencyTable;

export interface CurrencyInfo {
  code: CurrencyCode;
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
  ) as { readonly [K in CurrencyCode]: CurrencyTable[K]['numericCode'] },
);

/** The store currency when the site sets none. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** The facts of a currency code; undefined for a code the store does not support. */
export function currencyInfo(code: unknown): CurrencyInfo | undefined {
  if (!Currency.hasName(code)) return undefined;
  return { code, ...currencyTable[code], fractionDigits: code === 'JPY' ? 0 : 2 };
}

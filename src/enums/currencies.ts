import { defineEnum } from './define-enum';

// The 27 currencies of the store (runtime.md section 3). The spec names only some of them; the
// others are common ISO 4217 currencies, chosen so that, as the spec says, every one has 2 fraction
// digits except JPY with 0. Names and numeric codes are ISO 4217's.

const currencyTable = {
  USD: { name: 'US Dollar', numericCode: 840, fractionDigits: 2 },
  EUR: { name: 'Euro', numericCode: 978, fractionDigits: 2 },
  AUD: { name: 'Australian Dollar', numericCode: 36, fractionDigits: 2 },
  GBP: { name: 'Pound Sterling', numericCode: 826, fractionDigits: 2 },
  JPY: { name: 'Yen', numericCode: 392, fractionDigits: 0 },
  CHF: { name: 'Swiss Franc', numericCode: 756, fractionDigits: 2 },
  CAD: { name: 'Canadian Dollar', numericCode: 124, fractionDigits: 2 },
  NZD: { name: 'New Zealand Dollar', numericCode: 554, fractionDigits: 2 },
  SEK: { name: 'Swedish Krona', numericCode: 752, fractionDigits: 2 },
  NOK: { name: 'Norwegian Krone', numericCode: 578, fractionDigits: 2 },
  DKK: { name: 'Danish Krone', numericCode: 208, fractionDigits: 2 },
  PLN: { name: 'Zloty', numericCode: 985, fractionDigits: 2 },
  CZK: { name: 'Czech Koruna', numericCode: 203, fractionDigits: 2 },
  HKD: { name: 'Hong Kong Dollar', numericCode: 344, fractionDigits: 2 },
  SGD: { name: 'Singapore Dollar', numericCode: 702, fractionDigits: 2 },
  CNY: { name: 'Yuan Renminbi', numericCode: 156, fractionDigits: 2 },
  INR: { name: 'Indian Rupee', numericCode: 356, fractionDigits: 2 },
  ILS: { name: 'New Israeli Sheqel', numericCode: 376, fractionDigits: 2 },
  MYR: { name: 'Malaysian Ringgit', numericCode: 458, fractionDigits: 2 },
  PHP: { name: 'Philippine Peso', numericCode: 608, fractionDigits: 2 },
  THB: { name: 'Baht', numericCode: 764, fractionDigits: 2 },
  RUB: { name: 'Russian Ruble', numericCode: 643, fractionDigits: 2 },
  TRY: { name: 'Turkish Lira', numericCode: 949, fractionDigits: 2 },
  ZAR: { name: 'Rand', numericCode: 710, fractionDigits: 2 },
  MXN: { name: 'Mexican Peso', numericCode: 484, fractionDigits: 2 },
  BRL: { name: 'Brazilian Real', numericCode: 986, fractionDigits: 2 },
  ARS: { name: 'Argentine Peso', numericCode: 32, fractionDigits: 2 },
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
  return { code, ...currencyTable[code] };
}

// Money (runtime.md sections 3, 5 and 9): an amount and a currency code, rounded to the
// currency's fraction digits (2, or 0 for JPY, among the store's 27), at most 15 integer places,
// formatted with Intl.NumberFormat (DESIGN.md). One reader, readMoney, for every form the platform
// writes; where each was seen:
// - {currencyCode, value, decimalValue, fractionalDigits}, `value` a whole number of MINOR units:
//   the page context's product.variants[].price and salePrice (real product pages,
//   fixtures/real-pages/commerce/), the v3 cart's unitPrice, itemTotal, subtotal, grandTotal
//   (EfficiencyJunky/eec-for-squarespace, reference/ss_objects/04_05_cart.js). `decimalValue` is
//   the same amount in major units: when the two disagree, it is logged and decimalValue wins.
// - {currency, value: "25.00"}, major units as decimal text: priceMoney and salePriceMoney in a
//   product's data-variants (real pages) and in ?format=json items
//   (Squarespace/template-compiler, CommerceUtils.getAmountFromMoneyNode), the store's
//   minimumOrderSubtotal, the legacy cart's item.price.
// - whole minor units alone (data-variants' price: 2500, the legacy cart's *Cents): moneyFromCents.
// - {amount, currencyCode} or a plain number or decimal text in major units: the spec's own
//   entity ("amount and currency code").

import {
  DEFAULT_CURRENCY,
  fractionDigitsOf,
  readCurrencyCode,
  type CurrencyCode,
} from '../enums/currencies';
import { createLogger } from '../runtime/logger';
import { isRecord } from './coerce';
import { describeValue, type Parsed } from './parsed';

export interface Money {
  /** In major units (dollars, yen), rounded to the currency's fraction digits; never -0. */
  amount: number;
  currencyCode: CurrencyCode;
}

export const MAX_INTEGER_PLACES = 15;
/** The highest product price, inclusive (section 5). */
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
/** "," thousands and "." decimals, the spec's default separators. */
export const DEFAULT_MONEY_LOCALE = 'en-US';
/** No currency has more minor digits than this (ISO 4217: CLF and UYW have 4). */
const MAX_FRACTION_DIGITS = 4;

const AMOUNT_LIMIT = 10 ** MAX_INTEGER_PLACES;
// A plain decimal; Number() would also take "", "0x10", "1e3" and "Infinity".
const DECIMAL_TEXT = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** Created when first needed: money is also read where there is no page (Node). */
const warn = (message: string): void => createLogger('money').warn(message);

export interface FormatMoneyOptions {
  /** A BCP 47 tag; an invalid one falls back to DEFAULT_MONEY_LOCALE. */
  locale?: string;
  /** "$12.00" (symbol, the default), "USD 12.00" (code) or "12.00" (none). */
  currencyDisplay?: 'symbol' | 'code' | 'none';
}

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  locale: string,
  code: CurrencyCode,
  display: NonNullable<FormatMoneyOptions['currencyDisplay']>,
): Intl.NumberFormat {
  const key = `${locale}|${code}|${display}`;
  let format = formats.get(key);
  if (format) return format;
  const digits = fractionDigitsOf(code);
  const options: Intl.NumberFormatOptions = {
    style: display === 'none' ? 'decimal' : 'currency',
    currency: code,
    currencyDisplay: display === 'code' ? 'code' : 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // Intl rounds the shortest decimal form half away from zero (1.005 → 1.01); toFixed and
    // Math.round(x * 100) see the binary value 1.00499… and round down.
    roundingMode: 'halfExpand',
    // No "-0.00" for -0 or for negatives that round to zero.
    signDisplay: 'negative',
  };
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    format = new Intl.NumberFormat(DEFAULT_MONEY_LOCALE, options);
  }
  if (formats.size >= 64) formats.clear();
  formats.set(key, format);
  return format;
}

function roundAmount(amount: number, code: CurrencyCode): number {
  const text = numberFormat(DEFAULT_MONEY_LOCALE, code, 'none').format(amount);
  return Number(text.replace(/,/g, ''));
}

function readCurrency(raw: unknown, fallback: CurrencyCode): Parsed<CurrencyCode> {
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: fallback };
  }
  const code = readCurrencyCode(raw);
  return code
    ? { ok: true, value: code }
    : fail(`the currency ${describeValue(raw)} is not a currency the store can show`);
}

function readAmount(raw: unknown, currencyCode: CurrencyCode): Parsed<Money> {
  let amount: number;
  if (typeof raw === 'number') amount = raw;
  else if (typeof raw === 'string' && DECIMAL_TEXT.test(raw.trim())) amount = Number(raw.trim());
  else return fail(`the amount ${describeValue(raw)} is not a number or a decimal text`);
  if (!Number.isFinite(amount)) return fail(`the amount ${describeValue(raw)} is not finite`);
  // Checked before rounding (no huge texts) and after it (999999999999999.5 JPY rounds up).
  const rounded = Math.abs(amount) < AMOUNT_LIMIT ? roundAmount(amount, currencyCode) : amount;
  if (Math.abs(rounded) >= AMOUNT_LIMIT) {
    return fail(
      `the amount ${describeValue(raw)} has more than ${MAX_INTEGER_PLACES} integer places`,
    );
  }
  return { ok: true, value: { amount: rounded, currencyCode } };
}

/** A count of minor digits as the platform states it (`fractionalDigits`), or null. */
function readFractionDigits(raw: unknown): number | null {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= MAX_FRACTION_DIGITS
    ? raw
    : null;
}

/**
 * The platform's money object with `value` in minor units (see above): checked against its
 * `decimalValue`, which wins when they disagree.
 */
function readMinorUnitsObject(value: Record<string, unknown>, code: CurrencyCode): Parsed<Money> {
  const minor = value.value;
  const digits = readFractionDigits(value.fractionalDigits) ?? fractionDigitsOf(code);
  const fromMinor = Number.isSafeInteger(minor)
    ? readAmount((minor as number) / 10 ** digits, code)
    : fail(`the value ${describeValue(minor)} is not a whole number of minor units`);
  if (value.decimalValue === undefined) return fromMinor;
  const stated = readAmount(value.decimalValue, code);
  if (!stated.ok) return fromMinor;
  if (!fromMinor.ok || fromMinor.value.amount !== stated.value.amount) {
    warn(
      `${describeValue(minor)} minor units of ${code} (${digits} digits) and the decimal ` +
        `value ${describeValue(value.decimalValue)} disagree; the decimal value is taken`,
    );
  }
  return stated;
}

/**
 * Reads untrusted money in any form the platform writes (see above); a plain number or decimal
 * text is in major units of `defaultCurrency`, as is an object without a currency. A number in
 * an object's `value` is minor units, a text there is major units. The amount is rounded to the
 * currency's digits. An unknown currency code is an error, not the default: showing a price in
 * the wrong currency would mislead the visitor.
 */
export function readMoney(
  value: unknown,
  defaultCurrency: CurrencyCode = DEFAULT_CURRENCY,
): Parsed<Money> {
  if (!isRecord(value)) return readAmount(value, defaultCurrency);
  const currency = readCurrency(value.currencyCode ?? value.currency, defaultCurrency);
  if (!currency.ok) return currency;
  if (typeof value.value === 'number') return readMinorUnitsObject(value, currency.value);
  return readAmount(value.decimalValue ?? value.value ?? value.amount, currency.value);
}

/** Reads a whole number of minor units (cents; yen for JPY), like the cart's subtotalCents. */
export function moneyFromCents(
  cents: unknown,
  currencyCode: CurrencyCode = DEFAULT_CURRENCY,
): Parsed<Money> {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) {
    return fail(`the cents value ${describeValue(cents)} is not a whole number`);
  }
  return readAmount(cents / 10 ** fractionDigitsOf(currencyCode), currencyCode);
}

/** Throws on money readMoney would not give back: that is a caller's bug. */
function checkMoney(money: Money, caller: string): Money {
  const code = isRecord(money) ? readCurrencyCode(money.currencyCode) : null;
  const checked =
    code !== null && code === money.currencyCode
      ? readAmount(money.amount, code)
      : fail(`the currency ${describeValue(money.currencyCode)} is not a currency code`);
  if (!checked.ok) throw new TypeError(`${caller}: invalid money: ${checked.error}`);
  return checked.value;
}

/** Minor units of money; exact below 10^13 major units (doubles run out of cents above). */
export function toCents(money: Money): number {
  const { amount, currencyCode } = checkMoney(money, 'toCents');
  return Math.round(amount * 10 ** fractionDigitsOf(currencyCode));
}

/** A product price in cents the store allows: a whole number from 0 to MAX_PRODUCT_PRICE_CENTS. */
export function isProductPriceCents(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= MAX_PRODUCT_PRICE_CENTS
  );
}

/**
 * Money as text: rounded to the currency's digits, "-$1,234.50" in the default locale. Other
 * locales place the sign and separators their own way. Throws on invalid money.
 */
export function formatMoney(money: Money, options: FormatMoneyOptions = {}): string {
  const { amount, currencyCode } = checkMoney(money, 'formatMoney');
  const locale = options.locale ?? DEFAULT_MONEY_LOCALE;
  return numberFormat(locale, currencyCode, options.currencyDisplay ?? 'symbol').format(amount);
}

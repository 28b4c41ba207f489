// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { Currency, currencyInfo, type CurrencyCode } from '../../../src/enums/currencies';
import {
  DEFAULT_MONEY_LOCALE,
  MAX_INTEGER_PLACES,
  MAX_PRODUCT_PRICE_CENTS,
  formatMoney,
  isProductPriceCents,
  moneyFromCents,
  readMoney,
  toCents,
  type Money,
} from '../../../src/lib/money';

const usd = (amount: number): Money => ({ amount, currencyCode: 'USD' });
const jpy = (amount: number): Money => ({ amount, currencyCode: 'JPY' });

/** The amount readMoney gives, or its error. */
function amountOf(value: unknown, currency?: CurrencyCode): number | string {
  const read = readMoney(value, currency);
  return read.ok ? read.value.amount : read.error;
}

describe('money constants (runtime.md sections 5 and 9)', () => {
  it('match the spec', () => {
    expect(MAX_INTEGER_PLACES).toBe(15);
    expect(MAX_PRODUCT_PRICE_CENTS).toBe(100_000_000);
    expect(DEFAULT_MONEY_LOCALE).toBe('en-US');
  });
});

describe('readMoney', () => {
  it('reads a number or a decimal text in the default currency, USD unless given', () => {
    expect(readMoney(12.5)).toEqual({ ok: true, value: usd(12.5) });
    expect(readMoney('12.50')).toEqual({ ok: true, value: usd(12.5) });
    expect(readMoney(' -3 ')).toEqual({ ok: true, value: usd(-3) });
    expect(readMoney('+.5')).toEqual({ ok: true, value: usd(0.5) });
    expect(readMoney('.25')).toEqual({ ok: true, value: usd(0.25) });
    expect(readMoney('7.', 'EUR')).toEqual({ ok: true, value: { amount: 7, currencyCode: 'EUR' } });
  });

  it('reads the money object of the page context and the v3 cart: value in minor units', () => {
    // As a real product page's context writes a variant's price (fixtures/real-pages/commerce/).
    expect(
      readMoney({ currencyCode: 'GBP', value: 2500, decimalValue: '25.00', fractionalDigits: 2 }),
    ).toEqual({ ok: true, value: { amount: 25, currencyCode: 'GBP' } });
    // The report: 100,000 rupiah, not 10,000,000.
    expect(
      readMoney({
        currencyCode: 'IDR',
        value: 10_000_000,
        decimalValue: '100000.00',
        fractionalDigits: 2,
      }),
    ).toEqual({ ok: true, value: { amount: 100_000, currencyCode: 'IDR' } });
    expect(
      readMoney({ currencyCode: 'JPY', value: 1500, decimalValue: '1500', fractionalDigits: 0 }),
    ).toEqual({ ok: true, value: jpy(1500) });
    // Without fractionalDigits: the currency's own digits.
    expect(readMoney({ currencyCode: ' usd ', value: 1 })).toEqual({ ok: true, value: usd(0.01) });
    expect(readMoney({ currencyCode: 'KWD', value: 1250 })).toEqual({
      ok: true,
      value: { amount: 1.25, currencyCode: 'KWD' },
    });
    // A sale price that is not set: zero.
    expect(
      readMoney({ currencyCode: 'USD', value: 0, decimalValue: '0.00', fractionalDigits: 2 }),
    ).toEqual({ ok: true, value: usd(0) });
  });

  it('trusts decimalValue when the minor units disagree with it, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      readMoney({ currencyCode: 'USD', value: 1999, decimalValue: '19.90', fractionalDigits: 2 }),
    ).toEqual({ ok: true, value: usd(19.9) });
    expect(
      readMoney({ currencyCode: 'USD', value: 12.5, decimalValue: '12.50', fractionalDigits: 2 }),
    ).toEqual({ ok: true, value: usd(12.5) });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('the decimal value is taken');
  });

  it('names both readings, in the money log, when they disagree', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    readMoney({ currencyCode: 'USD', value: 1999, decimalValue: '19.90', fractionalDigits: 2 });
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message.startsWith('[site-runtime] money: ')).toBe(true);
    expect(message).toContain(
      '1999 minor units of USD (2 digits) and the decimal value "19.90" disagree; the decimal value is taken',
    );
  });

  it('says nothing when the minor units and the decimal value agree', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    readMoney({ currencyCode: 'USD', value: 1990, decimalValue: '19.90', fractionalDigits: 2 });
    readMoney({ currencyCode: 'JPY', value: 1500, decimalValue: '1500' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('counts the minor digits the money states, or else the currency’s', () => {
    const usdCents = (fractionalDigits: unknown) =>
      amountOf({ currencyCode: 'USD', value: 1250, fractionalDigits });
    expect(usdCents(0)).toBe(1250);
    expect(usdCents(2)).toBe(12.5);
    // Four digits, then rounded to the dollar's two.
    expect(usdCents(4)).toBe(0.13);
    // Not a count of digits a currency has: the currency's own.
    for (const digits of ['0', 5, -1, 1.5, null]) expect(usdCents(digits)).toBe(12.5);
  });

  it('refuses minor units that are not whole when nothing else states the amount', () => {
    expect(readMoney({ currencyCode: 'USD', value: 12.5 })).toEqual({
      ok: false,
      error: 'the value 12.5 is not a whole number of minor units',
    });
  });

  it('reads priceMoney and the other major-unit forms: decimal text, decimalValue, amount', () => {
    // data-variants' priceMoney (real pages) and the template compiler's money node.
    expect(readMoney({ currency: 'GBP', value: '25.00' })).toEqual({
      ok: true,
      value: { amount: 25, currencyCode: 'GBP' },
    });
    expect(readMoney({ value: '19.99', currencyCode: 'EUR' })).toEqual({
      ok: true,
      value: { amount: 19.99, currencyCode: 'EUR' },
    });
    expect(readMoney({ decimalValue: '1500', currencyCode: 'JPY' })).toEqual({
      ok: true,
      value: jpy(1500),
    });
    expect(readMoney({ amount: 5, currencyCode: 'CAD' })).toEqual({
      ok: true,
      value: { amount: 5, currencyCode: 'CAD' },
    });
  });

  it('gives a missing or empty currency code the default currency', () => {
    expect(readMoney({ value: '2' }, 'EUR')).toEqual({
      ok: true,
      value: { amount: 2, currencyCode: 'EUR' },
    });
    expect(readMoney({ value: 200, currencyCode: '' })).toEqual({ ok: true, value: usd(2) });
    expect(readMoney({ value: '2', currencyCode: null })).toEqual({ ok: true, value: usd(2) });
    expect(readMoney({ value: '2', currencyCode: '  ' })).toEqual({ ok: true, value: usd(2) });
  });

  it('reads any currency the browser can format, and refuses anything else', () => {
    expect(readMoney({ value: '2', currencyCode: 'idr' })).toEqual({
      ok: true,
      value: { amount: 2, currencyCode: 'IDR' },
    });
    expect(readMoney({ value: 2, currencyCode: 'XYZ' })).toEqual({
      ok: false,
      error: 'the currency "XYZ" is not a currency the store can show',
    });
    expect(readMoney({ value: 2, currencyCode: 840 }).ok).toBe(false);
    expect(readMoney({ value: 2, currencyCode: 'toString' }).ok).toBe(false);
    expect(readMoney({ value: 2, currencyCode: '__proto__' }).ok).toBe(false);
  });

  it('rounds to the currency fraction digits, half away from zero on the decimal', () => {
    expect(amountOf(1.005)).toBe(1.01);
    expect(amountOf(-1.005)).toBe(-1.01);
    expect(amountOf(2.675)).toBe(2.68);
    expect(amountOf('0.125')).toBe(0.13);
    expect(amountOf(0.124999)).toBe(0.12);
    expect(amountOf(0.1 + 0.2)).toBe(0.3);
    expect(amountOf(2.5, 'JPY')).toBe(3);
    expect(amountOf(-2.5, 'JPY')).toBe(-3);
    expect(amountOf('1234.49', 'JPY')).toBe(1234);
  });

  it('never keeps -0', () => {
    expect(Object.is(amountOf(-0), 0)).toBe(true);
    expect(Object.is(amountOf(-0.004), 0)).toBe(true);
    expect(Object.is(amountOf('-0.00'), 0)).toBe(true);
    expect(Object.is(amountOf(-0.4, 'JPY'), 0)).toBe(true);
  });

  it('allows at most 15 integer places, after rounding', () => {
    expect(amountOf(999_999_999_999_999)).toBe(999_999_999_999_999);
    expect(amountOf(-999_999_999_999_999)).toBe(-999_999_999_999_999);
    expect(amountOf(1e15)).toBe('the amount 1000000000000000 has more than 15 integer places');
    expect(amountOf('-1000000000000000')).toMatch(/more than 15 integer places/);
    expect(amountOf(999_999_999_999_999.5, 'JPY')).toMatch(/more than 15 integer places/);
    expect(amountOf(1e300)).toMatch(/more than 15 integer places/);
  });

  it('refuses NaN, infinities and texts that are not plain decimals', () => {
    expect(amountOf(NaN)).toBe('the amount NaN is not finite');
    expect(amountOf(Infinity)).toBe('the amount Infinity is not finite');
    expect(amountOf('9'.repeat(400))).toMatch(/not finite/);
    for (const text of [
      '',
      ' ',
      'Infinity',
      'NaN',
      '1e3',
      '0x10',
      '1,234.00',
      '12 50',
      '$5',
      '.',
    ]) {
      expect(amountOf(text), text).toMatch(/is not a number or a decimal text/);
    }
    expect(amountOf('１２')).toMatch(/is not a number or a decimal text/);
  });

  it('refuses values of other types with a short message', () => {
    for (const value of [null, undefined, true, [1], 1n, Symbol('x'), { value: {} }, {}]) {
      const read = readMoney(value);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(/^the amount .+ is not a number or a decimal text$/);
    }
    const read = readMoney('x'.repeat(10_000));
    expect(!read.ok && read.error.length).toBeLessThan(100);
  });
});

describe('formatMoney', () => {
  it('uses "," for thousands and "." for decimals by default, with the currency digits', () => {
    expect(formatMoney(usd(1234567.5))).toBe('$1,234,567.50');
    expect(formatMoney(usd(0))).toBe('$0.00');
    expect(formatMoney(usd(999))).toBe('$999.00');
    expect(formatMoney(jpy(1234567))).toBe('¥1,234,567');
    expect(formatMoney({ amount: 12, currencyCode: 'EUR' })).toBe('€12.00');
  });

  it('puts a leading minus on negatives, and none on zero', () => {
    expect(formatMoney(usd(-1234.5))).toBe('-$1,234.50');
    expect(formatMoney(jpy(-5))).toBe('-¥5');
    expect(formatMoney(usd(-0))).toBe('$0.00');
    expect(formatMoney(usd(-0.004))).toBe('$0.00');
  });

  it('rounds amounts that were not read through readMoney', () => {
    expect(formatMoney(usd(1.005))).toBe('$1.01');
    expect(formatMoney(usd(-1.005))).toBe('-$1.01');
    expect(formatMoney(jpy(1234.5))).toBe('¥1,235');
    expect(formatMoney(usd(999_999_999_999_999))).toBe('$999,999,999,999,999.00');
  });

  it('shows the code or no currency when asked', () => {
    expect(formatMoney(usd(-1234.5), { currencyDisplay: 'code' })).toMatch(/^-USD\s1,234\.50$/);
    expect(formatMoney(usd(-1234.5), { currencyDisplay: 'none' })).toBe('-1,234.50');
    expect(formatMoney(jpy(1234), { currencyDisplay: 'none' })).toBe('1,234');
  });

  it("follows another locale's separators and sign", () => {
    // \s: ICU versions differ on which no-break space they put between groups and the symbol.
    expect(formatMoney(usd(-1234.5), { locale: 'de-DE' })).toMatch(/^-1\.234,50\s\$$/);
    expect(formatMoney({ amount: 1234.5, currencyCode: 'EUR' }, { locale: 'fr-FR' })).toMatch(
      /^1\s234,50\s€$/,
    );
    expect(formatMoney(jpy(1234), { locale: 'ja-JP' })).toMatch(/^[¥￥]1,234$/);
  });

  it('falls back to en-US for a locale that is not a language tag', () => {
    expect(formatMoney(usd(1234.5), { locale: 'not a locale!' })).toBe('$1,234.50');
    expect(formatMoney(usd(1234.5), { locale: 42 as unknown as string })).toBe('$1,234.50');
  });

  it('formats every store currency with its fraction digits: 2, or 0 for JPY', () => {
    expect(Currency.names).toHaveLength(27);
    for (const code of Currency.names) {
      const text = formatMoney({ amount: 1.5, currencyCode: code }, { currencyDisplay: 'none' });
      expect(text, code).toBe(currencyInfo(code)?.fractionDigits === 0 ? '2' : '1.50');
    }
  });

  it('throws on money readMoney would never give: a caller bug', () => {
    expect(() => formatMoney(usd(NaN))).toThrow(/formatMoney: invalid money: .*not finite/);
    expect(() => formatMoney(usd(1e15))).toThrow(TypeError);
    expect(() => formatMoney({ amount: 1, currencyCode: 'usd' as CurrencyCode })).toThrow(
      /currency "usd"/,
    );
    expect(() => formatMoney(null as unknown as Money)).toThrow(TypeError);
    expect(() => toCents({ amount: 1, currencyCode: null } as unknown as Money)).toThrow(
      new TypeError('toCents: invalid money: the currency null is not a currency code'),
    );
  });
});

describe('cents', () => {
  it('reads whole minor units: cents, or yen for JPY', () => {
    expect(moneyFromCents(1999)).toEqual({ ok: true, value: usd(19.99) });
    expect(moneyFromCents(-5)).toEqual({ ok: true, value: usd(-0.05) });
    expect(moneyFromCents(1999, 'JPY')).toEqual({ ok: true, value: jpy(1999) });
    expect(moneyFromCents(MAX_PRODUCT_PRICE_CENTS)).toEqual({ ok: true, value: usd(1_000_000) });
  });

  it('refuses cents that are not whole safe numbers', () => {
    for (const value of [1.5, NaN, Infinity, '1999', null, 2 ** 53, 1n]) {
      expect(moneyFromCents(value).ok, String(value)).toBe(false);
    }
    expect(moneyFromCents(1e15, 'JPY').ok).toBe(false);
  });

  it('gives the minor units back', () => {
    expect(toCents(usd(19.99))).toBe(1999);
    expect(toCents(usd(0.29))).toBe(29);
    expect(toCents(usd(1.005))).toBe(101);
    expect(toCents(usd(-0.001))).toBe(0);
    expect(Object.is(toCents(usd(-0.001)), 0)).toBe(true);
    expect(toCents(jpy(1234))).toBe(1234);
    expect(() => toCents(usd(NaN))).toThrow(/^toCents: invalid money: the amount NaN /);
  });

  it('allows product prices from 0 to 100000000 cents', () => {
    expect(isProductPriceCents(0)).toBe(true);
    expect(isProductPriceCents(MAX_PRODUCT_PRICE_CENTS)).toBe(true);
    expect(isProductPriceCents(MAX_PRODUCT_PRICE_CENTS + 1)).toBe(false);
    expect(isProductPriceCents(-1)).toBe(false);
    expect(isProductPriceCents(10.5)).toBe(false);
    expect(isProductPriceCents('100')).toBe(false);
    expect(isProductPriceCents(NaN)).toBe(false);
  });
});

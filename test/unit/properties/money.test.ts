// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Currency, currencyInfo, type CurrencyCode } from '../../../src/enums/currencies';
import {
  MAX_PRODUCT_PRICE_CENTS,
  formatMoney,
  isProductPriceCents,
  moneyFromCents,
  readMoney,
  toCents,
  type Money,
} from '../../../src/lib/money';
import { anyText, anyValue, hugeString, jsonValue, shapedLike } from './arbitraries';
import { branchCounter } from '../support/branches';

// Money (runtime.md sections 3, 5 and 9). Examples are in test/unit/lib/money.test.ts; these
// check that any input gets valid money or an error, rounding against an exact decimal oracle,
// and that en-US text reads back as the same amount.

const code = fc.constantFrom(...Currency.names);
const digitsOf = (currency: CurrencyCode) => currencyInfo(currency)?.fractionDigits ?? NaN;

/** Valid money as the rest of the code would hold it. */
function expectValidMoney(money: Money): void {
  const digits = digitsOf(money.currencyCode);
  expect(Number.isInteger(digits)).toBe(true);
  expect(Number.isFinite(money.amount)).toBe(true);
  expect(Math.abs(money.amount)).toBeLessThan(1e15);
  expect(Object.is(money.amount, -0)).toBe(false);
  // Already rounded: rounding again to the currency's digits changes nothing.
  expect(Number(money.amount.toFixed(digits))).toBe(money.amount);
  expect(Object.keys(money).sort()).toEqual(['amount', 'currencyCode']);
}

/** Amounts of every size, including halves, -0 and values past 15 integer places. */
const amount = fc.oneof(
  fc.double({ noNaN: false }),
  fc.double({ min: -1e6, max: 1e6 }),
  fc.integer({ min: -1e6, max: 1e6 }).map((cents) => cents / 100 + 0.005),
  fc.constantFrom(-0, 0.125, 2.675, 1.005, 999_999_999_999_999, 999_999_999_999_999.5, 1e15),
);
const moneyInput = fc.oneof(
  amount,
  amount.map(String),
  fc.record({ value: amount.map(String), currencyCode: code }),
  // The platform's objects: minor units, with or without their decimal value and digits.
  fc.record(
    {
      value: fc.oneof(fc.integer(), fc.double()),
      currencyCode: code,
      decimalValue: amount.map(String),
      fractionalDigits: fc.oneof(fc.constantFrom(0, 2, 3), fc.integer()),
    },
    { requiredKeys: ['value', 'currencyCode'] },
  ),
  shapedLike({ value: '12.50', decimalValue: 12.5, currencyCode: 'USD', currency: 'JPY' }),
  shapedLike({ amount: 3, currencyCode: 'EUR' }, jsonValue),
  anyValue,
  anyText(20),
  hugeString,
);

/** A decimal text with up to 12 integer and 4 fraction digits: exact in a double's 15 digits. */
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.nat({ max: 9999 }))
  .map(([negative, whole, fraction]) => ({
    negative,
    whole,
    fraction: String(fraction).padStart(4, '0'),
  }));

/** The decimal rounded half away from zero to `digits` places, worked out on integers. */
function roundedByHand(
  { negative, whole, fraction }: { negative: boolean; whole: bigint; fraction: string },
  digits: number,
): number {
  const scaled = whole * 10n ** BigInt(digits) + BigInt(fraction.slice(0, digits) || '0');
  const rest = fraction.slice(digits).padEnd(1, '0');
  const units = scaled + (rest[0]! >= '5' ? 1n : 0n);
  const magnitude = Number(units) / 10 ** digits;
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** Reads en-US text back: strips the symbol or code and the thousands separators. */
function readEnglish(text: string, currency: CurrencyCode): number {
  const plain = text.replace(/[^0-9.-]/g, '');
  const read = readMoney(plain, currency);
  if (!read.ok) throw new Error(`cannot read ${JSON.stringify(text)} back: ${read.error}`);
  return read.value.amount;
}

describe('money: properties', () => {
  it('reads any value as valid money or a short error, never throwing', () => {
    const branches = branchCounter(['money', 'error']);
    fc.assert(
      fc.property(moneyInput, fc.option(code, { nil: undefined }), (value, fallback) => {
        const read = readMoney(value, fallback);
        if (read.ok) {
          branches.reached('money');
          expectValidMoney(read.value);
          // Reading money again gives the same money.
          expect(readMoney(read.value)).toEqual(read);
          return;
        }
        branches.reached('error');
        expect(read.error).toMatch(/^the (amount|currency|value) /);
        // At most 40 characters of the value are quoted, each at most 6 once escaped (\u0000).
        expect(read.error.length).toBeLessThan(400);
      }),
    );
    branches.expectEachReached(10);
  });

  it('rounds decimal texts and numbers half away from zero to the currency digits', () => {
    fc.assert(
      fc.property(decimalText, code, (decimal, currency) => {
        const text = `${decimal.negative ? '-' : ''}${decimal.whole}.${decimal.fraction}`;
        const expected = roundedByHand(decimal, digitsOf(currency));
        for (const input of [text, Number(text), { value: text, currencyCode: currency }]) {
          const read = readMoney(input, currency);
          expect(read).toEqual({ ok: true, value: { amount: expected, currencyCode: currency } });
        }
      }),
    );
  });

  it('formats en-US text that reads back as the same amount, with "," groups and "." decimals', () => {
    fc.assert(
      fc.property(
        moneyInput,
        code,
        fc.constantFrom('symbol', 'code', 'none'),
        (value, c, display) => {
          const read = readMoney(value, c);
          fc.pre(read.ok);
          const money = (read as { value: Money }).value;
          const text = formatMoney(money, { currencyDisplay: display });
          expect(readEnglish(text, money.currencyCode)).toBe(money.amount);
          expect(text.startsWith('-')).toBe(money.amount < 0);
          const digits = digitsOf(money.currencyCode);
          const number = digits === 0 ? /-?\d{1,3}(,\d{3})*$/ : /-?\d{1,3}(,\d{3})*\.\d\d$/;
          expect(text).toMatch(number);
          if (display === 'none') expect(text).toMatch(new RegExp(`^${number.source}`));
        },
      ),
    );
  });

  it('formats every currency of the table as Intl.NumberFormat does, symbol and digits', () => {
    for (const currency of Currency.names) {
      // Intl's own digits and symbol for the code, with no option of ours.
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      expect(intl.resolvedOptions().maximumFractionDigits, currency).toBe(digitsOf(currency));
      fc.assert(
        fc.property(
          fc.integer({ min: -MAX_PRODUCT_PRICE_CENTS, max: MAX_PRODUCT_PRICE_CENTS }),
          (cents) => {
            const read = moneyFromCents(cents, currency);
            expect(read.ok).toBe(true);
            if (!read.ok) return;
            expect(formatMoney(read.value)).toBe(intl.format(cents / 10 ** digitsOf(currency)));
          },
        ),
        { numRuns: 40 },
      );
    }
  });

  it('formats unrounded amounts as their rounded money', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), code, (raw, currency) => {
        const read = readMoney(raw, currency);
        fc.pre(read.ok);
        const rounded = (read as { value: Money }).value;
        expect(formatMoney({ amount: raw, currencyCode: currency })).toBe(formatMoney(rounded));
      }),
    );
  });

  it('never throws for a locale, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText(12), fc.constantFrom('de-DE', 'ar-EG', 'hi-IN', 'en', 'x', '')),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        code,
        (locale, raw, currency) => {
          const text = formatMoney({ amount: raw, currencyCode: currency }, { locale });
          expect(text.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('turns cents into money and back without loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15 + 1, max: 1e15 - 1 }), code, (cents, currency) => {
        const read = moneyFromCents(cents, currency);
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        expectValidMoney(read.value);
        expect(toCents(read.value)).toBe(cents);
      }),
    );
    const branches = branchCounter(['money', 'error']);
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.double(), fc.integer()), (value) => {
        const read = moneyFromCents(value);
        if (read.ok) {
          branches.reached('money');
          expect(Number.isSafeInteger(value)).toBe(true);
        } else {
          branches.reached('error');
          expect(read.error).toMatch(/^the (cents value|amount) /);
        }
      }),
    );
    branches.expectEachReached(10);
  });

  it('allows exactly the whole product prices from 0 to MAX_PRODUCT_PRICE_CENTS', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10, max: MAX_PRODUCT_PRICE_CENTS + 10 }),
          fc.double(),
          anyValue,
        ),
        (value) => {
          const expected =
            typeof value === 'number' &&
            Number.isInteger(value) &&
            value >= 0 &&
            value <= 100_000_000;
          expect(isProductPriceCents(value)).toBe(expected);
        },
      ),
    );
  });
});

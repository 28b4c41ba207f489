// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Currency, currencyInfo, DEFAULT_CURRENCY } from '../../../src/enums';

describe('currencies', () => {
  it('holds the 27 store currencies, including those the spec names', () => {
    expect(Currency.names).toHaveLength(27);
    expect(Currency.names).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'AUD', 'GBP', 'JPY', 'CHF']),
    );
  });

  it('describes a currency by its code', () => {
    expect(currencyInfo('EUR')).toEqual({
      code: 'EUR',
      name: 'Euro',
      numericCode: 978,
      fractionDigits: 2,
    });
    expect(currencyInfo('GBP')?.name).toBe('Pound Sterling');
    expect(currencyInfo('AUD')?.numericCode).toBe(36);
  });

  it('rounds to 2 fraction digits everywhere except JPY', () => {
    expect(currencyInfo('JPY')).toEqual({
      code: 'JPY',
      name: 'Yen',
      numericCode: 392,
      fractionDigits: 0,
    });
    const others = Currency.names.filter((code) => code !== 'JPY');
    for (const code of others) expect(currencyInfo(code)?.fractionDigits).toBe(2);
  });

  it('agrees with the fraction digits Intl uses to format each currency', () => {
    for (const code of Currency.names) {
      const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      expect(currencyInfo(code)?.fractionDigits, code).toBe(
        format.resolvedOptions().maximumFractionDigits,
      );
    }
  });

  it('turns numeric ISO codes back into currencies', () => {
    expect(Currency.nameOf(840)).toBe('USD');
    expect(Currency.nameOf(756)).toBe('CHF');
    expect(Currency.nameOf(999)).toBeUndefined();
  });

  it('uses USD when a site sets no currency', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('knows nothing of unsupported or misspelt codes', () => {
    expect(currencyInfo('usd')).toBeUndefined();
    expect(currencyInfo('XXX')).toBeUndefined();
    expect(currencyInfo('constructor')).toBeUndefined();
    expect(currencyInfo(840)).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCents, siteCurrency } from '../../../src/commerce/money-text';
import { defaultContext } from '../../../src/context/defaults';

// Prices as visitors read them: minor units in a store currency.

function selling(currency: string) {
  const context = defaultContext();
  return {
    ...context,
    websiteSettings: { ...context.websiteSettings, storeSettings: { selectedCurrency: currency } },
  };
}

describe('siteCurrency', () => {
  it('is the store’s currency, or null when no browser knows it', () => {
    expect(siteCurrency(defaultContext())).toBe('USD');
    expect(siteCurrency(selling('eur'))).toBe('EUR');
    expect(siteCurrency(selling('XYZ'))).toBeNull();
  });
});

describe('formatCents', () => {
  it('formats minor units in the currency’s digits', () => {
    expect(formatCents(1250, 'USD')).toBe('$12.50');
    expect(formatCents(1250, 'JPY')).toBe('¥1,250');
  });

  it('is empty for what is not whole minor units', () => {
    expect(formatCents(12.5, 'USD')).toBe('');
    expect(formatCents(Number.NaN, 'USD')).toBe('');
  });
});

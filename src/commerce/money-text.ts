// Prices as visitors read them: minor units (cents, yen) in a store currency, formatted by
// src/lib/money.ts (Intl.NumberFormat, the spec's rounding and separators).
import type { PageContext } from '../context/types';
import { readCurrencyCode, type CurrencyCode } from '../enums/currencies';
import { formatMoney, moneyFromCents } from '../lib/money';

/**
 * The site's currency (storeSettings.selectedCurrency, default USD), or null when the site names
 * one no browser knows: a price in a guessed currency would mislead, so the server's price texts
 * then stay as they are.
 */
export function siteCurrency(context: PageContext): CurrencyCode | null {
  return readCurrencyCode(context.websiteSettings.storeSettings.selectedCurrency);
}

/** "$12.50" for 1250 USD cents, "¥1,250" for 1250 JPY; "" for what is not whole cents. */
export function formatCents(cents: number, currency: CurrencyCode): string {
  const money = moneyFromCents(cents, currency);
  return money.ok ? formatMoney(money.value) : '';
}

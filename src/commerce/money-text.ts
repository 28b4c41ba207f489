// Prices as visitors read them: minor units (cents, yen) in a store currency, formatted by
// src/lib/money.ts (Intl.NumberFormat, the spec's rounding and separators).
import type { PageContext } from '../context/types';
import { currencyInfo, type CurrencyCode } from '../enums/currencies';
import { formatMoney, moneyFromCents } from '../lib/money';

/**
 * The site's currency (storeSettings.selectedCurrency, default USD), or null when the site names
 * one the store does not know: a price in a guessed currency would mislead, so the server's price
 * texts then stay as they are.
 */
export function siteCurrency(context: PageContext): CurrencyCode | null {
  return currencyInfo(context.websiteSettings.storeSettings.selectedCurrency)?.code ?? null;
}

/** "$12.50" for 1250 USD cents, "¥1,250" for 1250 JPY; "" for what is not whole cents. */
export function formatCents(cents: number, currency: CurrencyCode): string {
  const money = moneyFromCents(cents, currency);
  return money.ok ? formatMoney(money.value) : '';
}

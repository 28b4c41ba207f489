// Quantities: a whole number from 1 to 9999, as the product page's quantity input allows
// (input[type=number][min=1][max=9999]), and no more than the variant's stock.
import type { Parsed } from '../lib/parsed';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;

/** What the visitor typed, as a quantity: digits only (no "1e3", "2.5" or "-1"), 1 to 9999. */
export function readQuantity(text: string): Parsed<number> {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) {
    return { ok: false, error: `"${trimmed.slice(0, 12)}" is not a whole number from 1 to 9999` };
  }
  const quantity = Number(trimmed);
  return quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY
    ? { ok: true, value: quantity }
    : { ok: false, error: `${quantity} is not from 1 to 9999` };
}

// The price a product shows for the visitor's choice, in the site's currency: the chosen variant's
// (its sale price, with the original beside it, when on sale), or, before a choice, the one price
// all variants share, or "from {startingPrice}" when they differ (runtime.md section 3).
import type { CurrencyCode } from '../enums/currencies';
import { formatMessage } from '../i18n/strings';
import { formatCents } from './money-text';
import type { Product, ProductVariant } from './product';
import { commerceStrings as s } from './strings';

export interface PriceTexts {
  /** What the visitor pays. */
  price: string;
  /** The price before the sale, when on sale. */
  original: string | null;
}

function effectiveCents(variant: ProductVariant): number {
  return variant.onSale ? variant.salePriceCents : variant.priceCents;
}

function variantTexts(variant: ProductVariant, currency: CurrencyCode): PriceTexts {
  return {
    price: formatCents(effectiveCents(variant), currency),
    original: variant.onSale ? formatCents(variant.priceCents, currency) : null,
  };
}

/** Null for a product without variants (nothing to show but the server's text). */
export function priceTexts(
  product: Product,
  chosen: ProductVariant | null,
  currency: CurrencyCode,
): PriceTexts | null {
  if (chosen) return variantTexts(chosen, currency);
  const [first, ...others] = product.variants;
  if (!first) return null;
  const same = others.every(
    (variant) =>
      effectiveCents(variant) === effectiveCents(first) &&
      variant.onSale === first.onSale &&
      variant.priceCents === first.priceCents,
  );
  if (same) return variantTexts(first, currency);
  const lowest = Math.min(...product.variants.map(effectiveCents));
  return {
    price: formatMessage(s.startingPrice, { startingPrice: formatCents(lowest, currency) }),
    original: null,
  };
}

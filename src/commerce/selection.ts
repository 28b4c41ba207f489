// The visitor's choice of a product's options, and what each option value would lead to given the
// others chosen: a variant in stock, a sold-out one, or none at all (an unavailable combination,
// which the page disables).
import { isSoldOut, type Product, type ProductVariant } from './product';

/** Option name to chosen value; a missing or empty value is not chosen yet. */
export type Choice = Readonly<Record<string, string>>;

export type OptionAvailability = 'available' | 'soldOut' | 'unavailable';

function agrees(variant: ProductVariant, choice: Choice): boolean {
  return Object.entries(choice).every(([name, value]) => !value || variant.options[name] === value);
}

/** The options not chosen yet, in the page's order. */
export function missingOptions(product: Product, choice: Choice): string[] {
  return product.optionNames.filter((name) => !choice[name]);
}

/** The variant the choice names: every option chosen and one variant with exactly those values. */
export function chosenVariant(product: Product, choice: Choice): ProductVariant | null {
  if (product.optionNames.length === 0)
    return product.variants.length === 1 ? (product.variants[0] ?? null) : null;
  if (missingOptions(product, choice).length > 0) return null;
  return product.variants.find((variant) => agrees(variant, choice)) ?? null;
}

/** What choosing `value` for `optionName`, with the other options as chosen, would lead to. */
export function optionAvailability(
  product: Product,
  choice: Choice,
  optionName: string,
  value: string,
): OptionAvailability {
  const candidates = product.variants.filter((variant) =>
    agrees(variant, { ...choice, [optionName]: value }),
  );
  if (candidates.length === 0) return 'unavailable';
  return candidates.every(isSoldOut) ? 'soldOut' : 'available';
}

// Products as the spec gives them (runtime.md section 3, "Product"; section 5): a type, variants
// each with price, salePrice, onSale, qtyInStock, unlimited and optionValues, prices in cents up to
// 100000000, SKUs of at most 60 characters; digital products carry priceCents, salePriceCents and
// onSale instead of variants. Untrusted input: a variant that breaks a rule is left out, with the
// reason, and the rest of the product still works.
import { ProductType } from '../enums/commerce';
import { asArray, asBoolean, asNumber, asRecord, asString, isRecord } from '../lib/coerce';
import { isProductPriceCents, readMoney, toCents } from '../lib/money';
import { MAX_QUANTITY } from './quantity';
import { readSku } from './sku';
import { readPlan, type SubscriptionPlan } from './subscription';

export type ProductKind = 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD' | 'PAYWALL';

export interface ProductVariant {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  /** Option name to value ("Size" → "Small"). */
  options: Record<string, string>;
}

export interface Product {
  id: string;
  kind: ProductKind;
  variants: ProductVariant[];
  /** The options the visitor chooses, in order. */
  optionNames: string[];
  subscribable: boolean;
  plan: SubscriptionPlan | null;
}

/** Stock at or under this count reads "Only N left" (ours: the spec gives no threshold). */
export const LOW_STOCK_THRESHOLD = 5;

/** The product type of a code (1 to 5) or a name (PHYSICAL …); null when it is neither. */
export function readProductKind(value: unknown): ProductKind | null {
  if (typeof value === 'string' && ProductType.hasName(value.toUpperCase())) {
    return value.toUpperCase() as ProductKind;
  }
  const code = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return (ProductType.nameOf(code) as ProductKind | undefined) ?? null;
}

/** Cents from a whole number, or from money ({value, currency}); null when not a product price. */
function readCents(value: unknown): number | null {
  if (isProductPriceCents(value)) return value;
  if (!isRecord(value)) return null;
  const money = readMoney(value);
  if (!money.ok) return null;
  const cents = toCents(money.value);
  return isProductPriceCents(cents) ? cents : null;
}

function readOptions(raw: Record<string, unknown>): Record<string, string> {
  const options: Record<string, string> = {};
  for (const entry of asArray(raw.optionValues)) {
    const { optionName, value } = asRecord(entry);
    if (typeof optionName === 'string' && typeof value === 'string') options[optionName] = value;
  }
  if (Object.keys(options).length > 0) return options;
  for (const [name, value] of Object.entries(asRecord(raw.attributes))) {
    if (typeof value === 'string') options[name] = value;
  }
  return options;
}

export type VariantReading = { ok: true; value: ProductVariant } | { ok: false; error: string };

/** One variant, or why it cannot be sold (no usable SKU, a price out of range). */
export function readVariant(value: unknown): VariantReading {
  const raw = asRecord(value);
  const sku = readSku(raw.sku);
  if (sku === null) return { ok: false, error: 'its SKU is missing or longer than 60 characters' };
  const priceCents = readCents(raw.price ?? raw.priceMoney ?? raw.priceCents);
  if (priceCents === null) {
    return { ok: false, error: `the price of ${sku} is not whole cents from 0 to 100000000` };
  }
  const salePriceCents = readCents(raw.salePrice ?? raw.salePriceMoney ?? raw.salePriceCents);
  const stock = asNumber(raw.qtyInStock);
  return {
    ok: true,
    value: {
      id: asString(raw.id),
      sku,
      priceCents,
      salePriceCents: salePriceCents ?? 0,
      // A sale without a usable sale price is no sale.
      onSale: asBoolean(raw.onSale) && salePriceCents !== null,
      qtyInStock: Number.isSafeInteger(stock) && stock > 0 ? stock : 0,
      unlimited: asBoolean(raw.unlimited),
      options: readOptions(raw),
    },
  };
}

/** The variants of a list (or of its JSON text), and a reason for each one left out. */
export function readVariants(value: unknown): { variants: ProductVariant[]; problems: string[] } {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return { variants: [], problems: ['the variants are not valid JSON'] };
    }
  }
  const variants: ProductVariant[] = [];
  const problems: string[] = [];
  asArray(list).forEach((entry, index) => {
    const read = readVariant(entry);
    if (read.ok) variants.push(read.value);
    else problems.push(`variant ${index + 1} is left out: ${read.error}`);
  });
  return { variants, problems };
}

/** The option names of the variants, in the order they first appear. */
export function optionNamesOf(variants: readonly ProductVariant[]): string[] {
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.options)))];
}

export interface ProductSources {
  /** The product record: the page context's `product`, or a product block's. */
  record?: unknown;
  /** The server's `data-variants` JSON, which wins over the record's variants when present. */
  variantsJson?: string | null;
  /** `data-item-id` and `data-product-type` of the markup, which win over the record's. */
  itemId?: string | null;
  productType?: string | null;
  /** The option names in the order the page shows them. */
  optionNames?: string[];
}

/**
 * The product of a product page or block, from its record and markup; null when it has no id or no
 * known type. A digital product's single price becomes its one variant.
 */
export function readProduct(sources: ProductSources): {
  product: Product | null;
  problems: string[];
} {
  const given = asRecord(sources.record);
  // The record of another product (the page's, around a button for a different one) says nothing.
  const record =
    sources.itemId && given.id !== undefined && given.id !== sources.itemId ? {} : given;
  const id = sources.itemId || asString(record.id);
  const kind = readProductKind(sources.productType ?? record.productType);
  if (!id || !kind) return { product: null, problems: ['the product has no id or no known type'] };
  let { variants, problems } = readVariants(sources.variantsJson ?? record.variants);
  if (variants.length === 0 && kind === 'DIGITAL' && record.priceCents !== undefined) {
    const digital = readVariant({
      sku: record.sku,
      price: record.priceCents,
      salePrice: record.salePriceCents,
      onSale: record.onSale,
      unlimited: true,
    });
    if (digital.ok) variants = [digital.value];
    else problems = [...problems, `the digital product cannot be sold: ${digital.error}`];
  }
  const known = optionNamesOf(variants);
  const ordered = (sources.optionNames ?? []).filter((name) => known.includes(name));
  return {
    product: {
      id,
      kind,
      variants,
      optionNames: [...ordered, ...known.filter((name) => !ordered.includes(name))],
      subscribable: asBoolean(record.subscribable),
      plan: readPlan(record.subscriptionPlan),
    },
    problems,
  };
}

export function isSoldOut(variant: ProductVariant): boolean {
  return !variant.unlimited && variant.qtyInStock <= 0;
}

/** The stock left when it is low (1 to 5), else null. */
export function lowStock(variant: ProductVariant): number | null {
  return !variant.unlimited && variant.qtyInStock > 0 && variant.qtyInStock <= LOW_STOCK_THRESHOLD
    ? variant.qtyInStock
    : null;
}

/**
 * The most of `variant` one add may ask for: 9999, the stock of a limited variant, and 1 for a
 * service when the store does not allow several (storeSettings.multipleQuantityAllowedForServices,
 * as real pages carry it).
 */
export function quantityLimit(
  product: Product,
  variant: ProductVariant | null,
  storeSettings: Record<string, unknown>,
): number {
  if (product.kind === 'SERVICE' && storeSettings.multipleQuantityAllowedForServices === false) {
    return 1;
  }
  if (variant && !variant.unlimited) return Math.min(MAX_QUANTITY, variant.qtyInStock);
  return MAX_QUANTITY;
}

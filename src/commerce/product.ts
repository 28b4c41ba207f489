// Products as the spec gives them (runtime.md section 3, "Product"; section 5): a type, variants
// each with price, salePrice, onSale, qtyInStock, unlimited and optionValues, SKUs of at most 60
// characters; digital products carry priceCents, salePriceCents and onSale instead of variants.
// Untrusted input: a variant that breaks a rule is left out, with the reason, and the rest of the
// product still works.
//
// Two shapes of a variant reach a page (real product pages, fixtures/real-pages/commerce/):
// - the page context's `product.variants[]`: `price` and `salePrice` money objects in minor units
//   (src/lib/money.ts), `stock: {unlimited}` or `{unlimited: false, quantity}`, the options in
//   `attributes` ({"Size": "Small"});
// - the markup's `.product-variants[data-variants]`: `price` and `salePrice` in whole cents beside
//   `priceMoney` and `salePriceMoney` ({currency, value: "25.00"}), a flat `unlimited` and
//   `qtyInStock`, the options in `optionValues` [{optionName, value}] (and `attributes`).
// The spec's 100000000-cent maximum is the editor's rule for a price an owner types; a price the
// platform has already served is read up to the 15 integer places money allows (an IDR shop's
// prices pass it in minor units).
import { ProductType } from '../enums/commerce';
import { asArray, asBoolean, asNumber, asRecord, asString, isRecord } from '../lib/coerce';
import { describeValue, type Parsed } from '../lib/parsed';
import { readCurrencyCode, type CurrencyCode } from '../enums/currencies';
import { moneyFromCents, readMoney, toCents } from '../lib/money';
import { MAX_QUANTITY } from './quantity';
import { readSku } from './sku';
import { readPlan, type SubscriptionPlan } from './subscription';

export type ProductKind = 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD' | 'PAYWALL';

export interface ProductVariant {
  id: string;
  sku: string;
  /** Minor units of `currencyCode` (cents, yen). */
  priceCents: number;
  salePriceCents: number;
  /** The currency its prices named; null for bare cents (the store's currency, then). */
  currencyCode: CurrencyCode | null;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  /** Option name to value ("Size" → "Small"). */
  options: Record<string, string>;
}

export interface Product {
  id: string;
  kind: ProductKind;
  /** The currency the variants' prices name; null when none names one (the store's, then). */
  currencyCode: CurrencyCode | null;
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

/**
 * A price in minor units: whole cents (data-variants), or money in any of the platform's forms
 * (the context's money object, priceMoney); else why not. Never negative, and within money's 15
 * integer places.
 */
function readPrice(value: unknown): Parsed<number> {
  const money =
    typeof value === 'number' ? moneyFromCents(value) : isRecord(value) ? readMoney(value) : null;
  if (!money) return { ok: false, error: `${describeValue(value)} is not money` };
  if (!money.ok) return money;
  if (money.value.amount < 0) return { ok: false, error: 'it is negative' };
  return { ok: true, value: typeof value === 'number' ? value : toCents(money.value) };
}

/** The first of a variant's price fields that is there, in the order the shapes above prefer. */
function firstPrice(...candidates: unknown[]): Parsed<number> | null {
  const given = candidates.find((candidate) => candidate !== undefined && candidate !== null);
  return given === undefined ? null : readPrice(given);
}

/** The currency any of the variant's money fields names (bare cents name none). */
function namedCurrency(raw: Record<string, unknown>): CurrencyCode | null {
  for (const field of [raw.price, raw.priceMoney, raw.salePrice, raw.salePriceMoney]) {
    const code = isRecord(field) ? readCurrencyCode(field.currencyCode ?? field.currency) : null;
    if (code) return code;
  }
  return null;
}

/** Stock: the context's `stock` object, or the markup's flat `unlimited` and `qtyInStock`. */
function readStock(raw: Record<string, unknown>): { unlimited: boolean; qtyInStock: number } {
  const stock = asRecord(raw.stock);
  const unlimited = asBoolean(raw.unlimited ?? stock.unlimited);
  const quantity = asNumber(raw.qtyInStock ?? stock.quantity);
  return { unlimited, qtyInStock: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0 };
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

/** One variant, or why it cannot be sold (no usable SKU, no price). */
export function readVariant(value: unknown): VariantReading {
  const raw = asRecord(value);
  const sku = readSku(raw.sku);
  if (sku === null) return { ok: false, error: 'its SKU is missing or longer than 60 characters' };
  const price = firstPrice(raw.price, raw.priceMoney, raw.priceCents);
  if (!price?.ok) {
    return { ok: false, error: `the price of ${sku} cannot be read: ${price?.error ?? 'none'}` };
  }
  const readSale = firstPrice(raw.salePrice, raw.salePriceMoney, raw.salePriceCents);
  const sale = readSale?.ok ? readSale.value : null;
  return {
    ok: true,
    value: {
      id: asString(raw.id),
      sku,
      priceCents: price.value,
      salePriceCents: sale ?? 0,
      currencyCode: namedCurrency(raw),
      // A sale without a usable sale price is no sale.
      onSale: asBoolean(raw.onSale) && sale !== null,
      ...readStock(raw),
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
  if (
    variants.length === 0 &&
    kind === 'DIGITAL' &&
    (record.priceCents !== undefined || record.priceMoney !== undefined)
  ) {
    // The spec's priceCents, or priceMoney at the product's level (Squarespace/template-compiler,
    // CommerceUtils.getLowestPriceAmongVariants: a digital product's price).
    const digital = readVariant({
      sku: record.sku,
      price: record.priceCents ?? record.priceMoney,
      salePrice: record.salePriceCents ?? record.salePriceMoney,
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
      currencyCode: variants.find((variant) => variant.currencyCode)?.currencyCode ?? null,
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

// Reads the platform's cart into the spec's cart entity (runtime.md section 3, "Shopping cart"),
// and puts it in the store. The platform answers in two forms (src/api/commerce-names.ts says
// where each was seen):
// - the short cart of GET /api/commerce/shopping-cart and of an added entry's answer
//   ({shoppingCart}): `entries` with `title`, `purchasePriceCents` and `chosenVariant`, the spec's
//   *Cents totals and `totalQuantity`;
// - the whole cart of GET /api/3/commerce/cart/{token} (and the cart page's JSON, {cart}):
//   `items` with `productName`, `unitPrice` money, `variantOptions` and `image`, money totals.
// Missing or mistyped fields take the spec's defaults (numbers 0, isPurchased false).
import {
  CART_ENTRY_FIELDS,
  CART_ITEM_FIELDS,
  CART_TOKEN_FIELD,
  FULL_CART_TOTALS,
} from '../api/commerce-names';
import { DEFAULT_CURRENCY, readCurrencyCode, type CurrencyCode } from '../enums/currencies';
import { asArray, asBoolean, asNumber, asRecord, asString, isRecord } from '../lib/coerce';
import { readMoney, toCents } from '../lib/money';
import type { Cart, CartEntry, CartEntryOption, CartState } from '../store/cart';
import { noteCart } from '../store/cart-presence';
import type { RuntimeStore } from '../store/store';
import { formatCents } from './money-text';

/** A whole, non-negative number of minor units or pieces; anything else is 0. */
function count(value: unknown): number {
  const number = asNumber(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : 0;
}

/** Minor units of a money object (any of the platform's forms) in `currency`; 0 when unusable. */
function minorUnits(value: unknown, currency: CurrencyCode): number {
  const money = readMoney(value, currency);
  return money.ok && money.value.currencyCode === currency && money.value.amount >= 0
    ? toCents(money.value)
    : 0;
}

function readOptions(value: unknown, nameKey: 'optionName' | 'name'): CartEntryOption[] {
  return asArray(value).flatMap((option) => {
    const record = asRecord(option);
    const optionName = asString(record[nameKey]);
    const value = asString(record.value);
    return value ? [{ optionName, value }] : [];
  });
}

/** An entry of the short cart; null for one without an id (nothing could change it). */
function readShortEntry(value: unknown): CartEntry | null {
  const raw = asRecord(value);
  const f = CART_ENTRY_FIELDS;
  const id = asString(raw[f.id]);
  if (!id) return null;
  const variant = asRecord(raw[f.variant]);
  const unlimited = variant.unlimited === undefined ? true : asBoolean(variant.unlimited);
  return {
    id,
    itemId: asString(raw[f.itemId]),
    sku: asString(variant.sku),
    title: asString(raw[f.title]),
    options: readOptions(variant.optionValues, 'optionName'),
    quantity: count(raw[f.quantity]),
    unitPriceCents: count(raw[f.unitPriceCents]),
    imageUrl: '',
    productUrl: '',
    qtyInStock: count(variant.qtyInStock),
    unlimited,
  };
}

/** An item of the whole cart; null for one without an id. Its stock is not given: unlimited. */
function readFullItem(value: unknown, currency: CurrencyCode): CartEntry | null {
  const raw = asRecord(value);
  const f = CART_ITEM_FIELDS;
  const id = asString(raw[f.id]);
  if (!id) return null;
  const image = asRecord(raw[f.image]);
  return {
    id,
    itemId: asString(raw[f.productId]),
    sku: asString(raw[f.sku]),
    title: asString(raw[f.title]),
    options: readOptions(raw[f.options], 'name'),
    quantity: count(raw[f.quantity]),
    unitPriceCents: minorUnits(raw[f.unitPrice], currency),
    imageUrl: asString(image.url ?? image.assetUrl),
    productUrl: asString(raw[f.productUrl]),
    qtyInStock: 0,
    unlimited: true,
  };
}

/** The currency the cart's money names: its first money object's, else `fallback`. */
function cartCurrency(moneys: unknown[], fallback: CurrencyCode): CurrencyCode {
  for (const money of moneys) {
    const record = asRecord(money);
    const code = readCurrencyCode(record.currencyCode ?? record.currency);
    if (code) return code;
  }
  return fallback;
}

const LISTS = [
  'shippingOptions',
  'applicableTaxRules',
  'coupons',
  'validCoupons',
  'invalidCoupons',
] as const;

function baseCart(raw: Record<string, unknown>, currencyCode: CurrencyCode) {
  const subtotal =
    raw.subtotalAmount === undefined ? null : readMoney(raw.subtotalAmount, currencyCode);
  const lists = Object.fromEntries(LISTS.map((key) => [key, asArray(raw[key])])) as Pick<
    Cart,
    (typeof LISTS)[number]
  >;
  return {
    id: asString(raw.id),
    websiteId: asString(raw.websiteId),
    orderId: asString(raw.orderId),
    created: count(raw.created),
    isPurchased: asBoolean(raw.isPurchased),
    token: asString(raw[CART_TOKEN_FIELD]),
    currencyCode,
    selectedShippingOption: raw.selectedShippingOption ?? null,
    shippingLocation: raw.shippingLocation ?? null,
    subtotalAmount: subtotal?.ok ? subtotal.value : null,
    hasDigital: asBoolean(raw.hasDigital),
    purelyDigital: asBoolean(raw.purelyDigital),
    requiresShipping: asBoolean(raw.requiresShipping),
    ...lists,
  };
}

function readShortCart(raw: Record<string, unknown>, fallback: CurrencyCode): Cart {
  const entries = asArray(raw.entries);
  const currencyCode = cartCurrency(
    [raw.subtotalAmount, ...entries.map((entry) => asRecord(asRecord(entry).item).price)],
    fallback,
  );
  return {
    ...baseCart(raw, currencyCode),
    entries: entries.flatMap((entry) => readShortEntry(entry) ?? []),
    subtotalCents: count(raw.subtotalCents),
    taxCents: count(raw.taxCents),
    shippingCostCents: count(raw.shippingCostCents),
    discountCents: count(raw.discountCents),
    grandTotalCents: count(raw.grandTotalCents),
    totalQuantity: count(raw.totalQuantity),
  };
}

function readFullCart(raw: Record<string, unknown>, fallback: CurrencyCode): Cart {
  const t = FULL_CART_TOTALS;
  const items = asArray(raw.items);
  const currencyCode = cartCurrency(
    [raw[t.subtotal], ...items.map((item) => asRecord(item)[CART_ITEM_FIELDS.unitPrice])],
    fallback,
  );
  const entries = items.flatMap((item) => readFullItem(item, currencyCode) ?? []);
  return {
    ...baseCart(raw, currencyCode),
    entries,
    subtotalCents: minorUnits(raw[t.subtotal], currencyCode),
    taxCents: minorUnits(raw[t.tax], currencyCode),
    shippingCostCents: minorUnits(raw[t.shipping], currencyCode),
    discountCents: minorUnits(raw[t.discount], currencyCode),
    grandTotalCents: minorUnits(raw[t.grandTotal], currencyCode),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
  };
}

/**
 * The cart in an answer: the short cart (itself, or an added entry's `shoppingCart`) or the whole
 * cart (itself, or the cart page's `{cart}`); null when the answer holds none. `currency` is the
 * site's, for a cart whose money names none.
 */
export function readCart(value: unknown, currency: CurrencyCode = DEFAULT_CURRENCY): Cart | null {
  const outer = asRecord(value);
  const raw = isRecord(outer.shoppingCart)
    ? outer.shoppingCart
    : isRecord(outer.cart)
      ? outer.cart
      : value;
  if (!isRecord(raw)) return null;
  return Array.isArray(raw.items) ? readFullCart(raw, currency) : readShortCart(raw, currency);
}

/** The store's cart state for `cart` (null: the visitor has none). */
export function cartState(cart: Cart | null, now = Date.now()): CartState {
  if (!cart || cart.isPurchased) {
    return { totalQuantity: 0, subtotalText: '', cart: null, updatedAt: now };
  }
  return {
    totalQuantity: cart.totalQuantity,
    subtotalText: cart.totalQuantity > 0 ? formatCents(cart.subtotalCents, cart.currencyCode) : '',
    cart,
    updatedAt: now,
  };
}

/**
 * Puts `cart` in the store: every indicator and every tab follows (initialisers/cart); and notes
 * for later pages whether the browser has a cart (src/store/cart-presence.ts).
 */
export function storeCart(store: RuntimeStore, cart: Cart | null): void {
  const state = cartState(cart);
  noteCart(state.totalQuantity !== null && state.totalQuantity > 0);
  store.setState({ cart: state });
}

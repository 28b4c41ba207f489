// Reads the platform's cart into the spec's cart entity (runtime.md section 3, "Shopping cart"),
// and puts it in the store. Missing or mistyped fields take the spec's defaults (numbers 0,
// isPurchased false); the entries' shape and the cart's currency and token are assumed
// (src/api/commerce-names.ts).
import { CART_CURRENCY_FIELD, CART_ENTRY_FIELDS, CART_TOKEN_FIELD } from '../api/commerce-names';
import { currencyInfo, DEFAULT_CURRENCY, type CurrencyCode } from '../enums/currencies';
import { asArray, asBoolean, asNumber, asRecord, asString, isRecord } from '../lib/coerce';
import { readMoney } from '../lib/money';
import type { Cart, CartEntry, CartEntryOption, CartState } from '../store/cart';
import type { RuntimeStore } from '../store/store';
import { formatCents } from './money-text';

/** A whole, non-negative number of minor units or pieces; anything else is 0. */
function count(value: unknown): number {
  const number = asNumber(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : 0;
}

function readOptions(value: unknown): CartEntryOption[] {
  return asArray(value).flatMap((option) => {
    const record = asRecord(option);
    const optionName = asString(record.optionName);
    const value = asString(record.value);
    return value ? [{ optionName, value }] : [];
  });
}

/** One entry; null for one without an id (nothing could change or remove it). */
export function readCartEntry(value: unknown): CartEntry | null {
  const raw = asRecord(value);
  const f = CART_ENTRY_FIELDS;
  const id = asString(raw[f.id]);
  if (!id) return null;
  return {
    id,
    itemId: asString(raw[f.itemId]),
    sku: asString(raw[f.sku]),
    title: asString(raw[f.title]),
    options: readOptions(raw[f.options]),
    quantity: count(raw[f.quantity]),
    unitPriceCents: count(raw[f.unitPriceCents]),
    imageUrl: asString(raw[f.imageUrl]),
    productUrl: asString(raw[f.productUrl]),
    qtyInStock: count(raw[f.qtyInStock]),
    unlimited: asBoolean(raw[f.unlimited]),
  };
}

const NUMBERS = [
  'subtotalCents',
  'taxCents',
  'shippingCostCents',
  'discountCents',
  'grandTotalCents',
  'totalQuantity',
] as const;
const LISTS = [
  'shippingOptions',
  'applicableTaxRules',
  'coupons',
  'validCoupons',
  'invalidCoupons',
] as const;

/**
 * The cart in an answer (the answer itself, or its `shoppingCart`); null when the answer holds
 * none. `currency` is the site's, for a cart that names none.
 */
export function readCart(value: unknown, currency: CurrencyCode = DEFAULT_CURRENCY): Cart | null {
  const raw = isRecord(value) && isRecord(value.shoppingCart) ? value.shoppingCart : value;
  if (!isRecord(raw)) return null;
  const currencyCode = currencyInfo(raw[CART_CURRENCY_FIELD])?.code ?? currency;
  const subtotal =
    raw.subtotalAmount === undefined ? null : readMoney(raw.subtotalAmount, currencyCode);
  const cart = {
    id: asString(raw.id),
    websiteId: asString(raw.websiteId),
    orderId: asString(raw.orderId),
    created: count(raw.created),
    isPurchased: asBoolean(raw.isPurchased),
    token: asString(raw[CART_TOKEN_FIELD]),
    currencyCode,
    entries: asArray(raw.entries).flatMap((entry) => readCartEntry(entry) ?? []),
    selectedShippingOption: raw.selectedShippingOption ?? null,
    shippingLocation: raw.shippingLocation ?? null,
    subtotalAmount: subtotal?.ok ? subtotal.value : null,
    hasDigital: asBoolean(raw.hasDigital),
    purelyDigital: asBoolean(raw.purelyDigital),
    requiresShipping: asBoolean(raw.requiresShipping),
  } as Cart;
  for (const key of NUMBERS) cart[key] = count(raw[key]);
  for (const key of LISTS) cart[key] = asArray(raw[key]);
  return cart;
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

/** Puts `cart` in the store: every indicator and every tab follows (initialisers/cart). */
export function storeCart(store: RuntimeStore, cart: Cart | null): void {
  store.setState({ cart: cartState(cart) });
}

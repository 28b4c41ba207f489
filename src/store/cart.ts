// The cart as the store holds it (runtime.md section 3, "Shopping cart"; widgets.md section 3,
// "Cart widget state: item count and subtotal text"). The store's cart slice is what every cart
// indicator shows and what the commerce packs read and write; the `cart` initialiser keeps it in
// step across the tabs of one browser. Reading the platform's cart is the commerce pack's
// (src/commerce/cart.ts): the core only holds the result.
import type { CurrencyCode } from '../enums/currencies';
import type { Money } from '../lib/money';

/** One option of an entry's variant, as the product's variants give them. */
export interface CartEntryOption {
  optionName: string;
  value: string;
}

/** One entry of the cart. The spec does not show an entry's shape: see src/api/commerce-names.ts. */
export interface CartEntry {
  id: string;
  itemId: string;
  sku: string;
  title: string;
  options: CartEntryOption[];
  quantity: number;
  unitPriceCents: number;
  imageUrl: string;
  productUrl: string;
  /** Stock left for the entry's variant; with `unlimited`, no limit. */
  qtyInStock: number;
  unlimited: boolean;
}

/** The spec's cart entity. Cents are minor units of `currencyCode` (yen for JPY). */
export interface Cart {
  id: string;
  websiteId: string;
  orderId: string;
  /** Epoch milliseconds; 0 when unknown. */
  created: number;
  isPurchased: boolean;
  /** What the checkout routes name the cart by (assumed field, src/api/commerce-names.ts). */
  token: string;
  currencyCode: CurrencyCode;
  entries: CartEntry[];
  shippingOptions: unknown[];
  selectedShippingOption: unknown;
  shippingLocation: unknown;
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money | null;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

export interface CartState {
  /** Null until the cart is first synced (the indicator is "initialized" from then on). */
  totalQuantity: number | null;
  /** The subtotal in the cart's currency; '' until synced, and for an empty cart. */
  subtotalText: string;
  /** The cart as the platform last gave it; null for no cart (or not read yet). */
  cart: Cart | null;
  /** When this state was made (epoch ms): between two tabs, the newer state wins. */
  updatedAt: number;
}

export const UNSYNCED_CART: CartState = {
  totalQuantity: null,
  subtotalText: '',
  cart: null,
  updatedAt: 0,
};

/** The state of a visitor with no cart (no cart cookie): synced, empty. */
export function noCart(now = Date.now()): CartState {
  return { totalQuantity: 0, subtotalText: '', cart: null, updatedAt: now };
}

/**
 * True for a cart state another tab may have posted: checked before it goes into the store, as
 * anything another script of the origin posts on the channel would be.
 */
export function isCartState(value: unknown): value is CartState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  const quantity = state.totalQuantity;
  return (
    (quantity === null || (Number.isSafeInteger(quantity) && (quantity as number) >= 0)) &&
    typeof state.subtotalText === 'string' &&
    typeof state.updatedAt === 'number' &&
    Number.isFinite(state.updatedAt) &&
    (state.cart === null || (typeof state.cart === 'object' && !Array.isArray(state.cart)))
  );
}

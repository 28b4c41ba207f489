// The commerce calls: the cart, its entries and items, the product reviews. The spec names none
// of them (runtime.md section 7 lists no cart call): every path and field comes from
// ./commerce-names.ts, which says where each was seen. The answers are returned as they come;
// src/commerce/ reads them. Calls that change the cart carry the crumb twice, as sites send it:
// in the query (the request wrapper's default) and in the X-CSRF-Token header.
import { request } from '../request';
import type { CallOptions } from './call-options';
import { ADD_ENTRY_FIELDS, CART_CALLS, REVIEW_CALLS } from './commerce-names';

export interface CartEntryRequest {
  itemId: string;
  /** The chosen variant's SKU; null lets the platform take the product's only variant. */
  sku: string | null;
  quantity: number;
  /** The product form's answers, when the product has one. */
  additionalFields?: Record<string, unknown> | null;
  /** The subscription option of a subscription product's button (ASSUMED field). */
  subscriptionOptionId?: string | null;
}

/** GET the visitor's cart (short form). A cart call is the visitor's own: retried only as GET. */
export function fetchCart(options: CallOptions = {}): Promise<unknown> {
  return request(CART_CALLS.cart, { ...options, retry: true });
}

/** GET the whole cart of `cartToken`: its items, names, prices and totals. */
export function fetchFullCart(cartToken: string, options: CallOptions = {}): Promise<unknown> {
  return request(CART_CALLS.fullCart(cartToken), { ...options, retry: true });
}

/** POST an entry; answers {shoppingCart, newlyAdded} (or 200 with `error`). */
export function addCartEntry(entry: CartEntryRequest, options: CallOptions = {}): Promise<unknown> {
  const f = ADD_ENTRY_FIELDS;
  return request(CART_CALLS.entries, {
    ...options,
    method: 'POST',
    csrfHeader: true,
    json: {
      [f.itemId]: entry.itemId,
      [f.sku]: entry.sku,
      [f.quantity]: entry.quantity,
      [f.additionalFields]: entry.additionalFields ? JSON.stringify(entry.additionalFields) : null,
      ...(entry.subscriptionOptionId
        ? { [f.subscriptionOptionId]: entry.subscriptionOptionId }
        : {}),
    },
  });
}

/** PUT an item's quantity in the whole cart. */
export function updateCartItem(
  cartToken: string,
  itemId: string,
  quantity: number,
  options: CallOptions = {},
): Promise<unknown> {
  return request(CART_CALLS.item(cartToken, itemId), {
    ...options,
    method: 'PUT',
    csrfHeader: true,
    json: { [ADD_ENTRY_FIELDS.quantity]: quantity },
  });
}

/** DELETE an item from the whole cart. */
export function removeCartItem(
  cartToken: string,
  itemId: string,
  options: CallOptions = {},
): Promise<unknown> {
  return request(CART_CALLS.item(cartToken, itemId), {
    ...options,
    method: 'DELETE',
    csrfHeader: true,
  });
}

/** GET a review request by its token. */
export function fetchReviewRequest(token: string, options: CallOptions = {}): Promise<unknown> {
  return request(`${REVIEW_CALLS.requests}/${encodeURIComponent(token)}`, {
    ...options,
    retry: true,
  });
}

export interface ReviewSubmission {
  token: string;
  productId: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  reviewerName: string;
}

/** POST a review. */
export async function submitReview(
  review: ReviewSubmission,
  options: CallOptions = {},
): Promise<void> {
  await request(REVIEW_CALLS.reviews, { ...options, method: 'POST', json: { ...review } });
}

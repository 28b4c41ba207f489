// The commerce calls: the cart, a subscription's cart, the product reviews. The spec names none of
// them (runtime.md section 7 lists no cart call): every path and field comes from
// ./commerce-names.ts, where each is marked as assumed. The answers are returned as they come;
// src/commerce/ reads them.
import { request } from '../request';
import type { CallOptions } from './call-options';
import { ADD_ENTRY_FIELDS, CART_CALLS, CART_TOKEN_FIELD, REVIEW_CALLS } from './commerce-names';
import { asString, isRecord } from '../lib/coerce';

export interface CartEntryRequest {
  itemId: string;
  /** The chosen variant's SKU; null lets the platform take the product's only variant. */
  sku: string | null;
  quantity: number;
  /** The product form's answers, when the product has one. */
  additionalFields?: Record<string, unknown> | null;
}

/** GET the visitor's cart. A cart call is the visitor's own: it is never retried as a POST. */
export function fetchCart(options: CallOptions = {}): Promise<unknown> {
  return request(CART_CALLS.cart, { ...options, retry: true });
}

/** POST an entry; answers with the cart. */
export function addCartEntry(entry: CartEntryRequest, options: CallOptions = {}): Promise<unknown> {
  const f = ADD_ENTRY_FIELDS;
  return request(CART_CALLS.entries, {
    ...options,
    method: 'POST',
    json: {
      [f.itemId]: entry.itemId,
      [f.sku]: entry.sku,
      [f.quantity]: entry.quantity,
      [f.additionalFields]: entry.additionalFields ? JSON.stringify(entry.additionalFields) : null,
    },
  });
}

/** PUT an entry's quantity; answers with the cart. */
export function updateCartEntry(
  entryId: string,
  quantity: number,
  options: CallOptions = {},
): Promise<unknown> {
  return request(CART_CALLS.entry(entryId), {
    ...options,
    method: 'PUT',
    json: { [ADD_ENTRY_FIELDS.quantity]: quantity },
  });
}

/** DELETE an entry; answers with the cart. */
export function removeCartEntry(entryId: string, options: CallOptions = {}): Promise<unknown> {
  return request(CART_CALLS.entry(entryId), { ...options, method: 'DELETE' });
}

/**
 * POST the cart of one subscription; resolves with its token for /checkout/subscribe?cartToken,
 * or null when the answer carries none.
 */
export async function startSubscriptionCart(
  entry: { itemId: string; sku: string | null; subscriptionOptionId: string | null },
  options: CallOptions = {},
): Promise<string | null> {
  const f = ADD_ENTRY_FIELDS;
  const body = await request(CART_CALLS.subscriptionCart, {
    ...options,
    method: 'POST',
    json: {
      [f.itemId]: entry.itemId,
      [f.sku]: entry.sku,
      [f.subscriptionOptionId]: entry.subscriptionOptionId,
    },
  });
  return (isRecord(body) && asString(body[CART_TOKEN_FIELD])) || null;
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

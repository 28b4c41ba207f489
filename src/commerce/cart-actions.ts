// What the visitor does to the cart: read it, add an entry, change a quantity, remove an entry.
// Every change goes through one queue (a second click waits for the first answer, so two changes
// never cross), puts the platform's answer in the store (every indicator and tab follows), and
// turns a failure into the spec's message: "Unable to add item", "Unable to update quantity" or
// "Unable to remove item", then why. A failure changes nothing: the store keeps the cart it had,
// and the caller keeps what the visitor chose.
import {
  addCartEntry,
  fetchCart,
  removeCartEntry,
  updateCartEntry,
  type CartEntryRequest,
} from '../api/commerce';
import { STOCK_REFUSAL } from '../api/commerce-names';
import type { CurrencyCode } from '../enums/currencies';
import { formatMessage } from '../i18n/strings';
import { asNumber, asString, isRecord } from '../lib/coerce';
import { isRequestError } from '../request';
import type { Cart } from '../store/cart';
import type { RuntimeStore } from '../store/store';
import { readCart, storeCart } from './cart';
import { failureWhy } from './failure-why';
import { commerceStrings as s } from './strings';

export type CartFailureReason = 'soldOut' | 'notEnough' | 'rateLimited' | 'offline' | 'failed';

export interface CartFailure {
  ok: false;
  reason: CartFailureReason;
  /** The whole message for the visitor: the spec's "Unable to …", then why. */
  message: string;
  /** Stock left, when the platform refused for stock and said how much. */
  qtyInStock: number | null;
}

export type CartResult = { ok: true; cart: Cart | null } | CartFailure;

/** Why a call failed, in the visitor's words; `action` is the spec's "Unable to …" text. */
export function cartFailure(action: string, error: unknown): CartFailure {
  const fail = (reason: CartFailureReason, why: string, qtyInStock: number | null = null) => ({
    ok: false as const,
    reason,
    message: `${action}. ${why}`,
    qtyInStock,
  });
  if (isRequestError(error) && error.status === STOCK_REFUSAL.status) {
    const body = isRecord(error.body) ? error.body : {};
    const reason = asString(body[STOCK_REFUSAL.reasonField]);
    const left = Math.max(0, Math.floor(asNumber(body[STOCK_REFUSAL.stockField], 0)));
    if (reason === STOCK_REFUSAL.soldOut || left === 0) return fail('soldOut', s.soldOutSince, 0);
    if (reason === STOCK_REFUSAL.notEnough) {
      return fail('notEnough', formatMessage(s.onlyLeft, { count: left }), left);
    }
  }
  const { kind, why } = failureWhy(error);
  return fail(kind, why);
}

const LOAD = 'Unable to load';

export interface CartActions {
  /** Reads the cart from the platform into the store. */
  sync(): Promise<CartResult>;
  add(entry: CartEntryRequest): Promise<CartResult>;
  setQuantity(entryId: string, quantity: number): Promise<CartResult>;
  remove(entryId: string): Promise<CartResult>;
}

/**
 * The cart actions of one page. `currency` is the site's, for a cart answer that names none;
 * `signal` aborts the calls still under way (the pack's or the runtime's end).
 */
export function createCartActions(
  store: RuntimeStore,
  currency: CurrencyCode,
  signal?: AbortSignal,
): CartActions {
  let queue: Promise<unknown> = Promise.resolve();

  const run = (action: string, call: () => Promise<unknown>): Promise<CartResult> => {
    const next = queue.then(async (): Promise<CartResult> => {
      let cart: Cart | null;
      try {
        cart = readCart(await call(), currency);
      } catch (error) {
        // The cart call answers 404 when the visitor's cart is gone (seen): no cart, no failure.
        if (action === LOAD && isRequestError(error) && error.status === 404) cart = null;
        else {
          const failure = cartFailure(action, error);
          return action === LOAD ? { ...failure, message: s.unableToLoad } : failure;
        }
      }
      if (!signal?.aborted) storeCart(store, cart);
      return { ok: true, cart };
    });
    queue = next;
    return next;
  };
  const options = { signal };

  return {
    sync: () => run(LOAD, () => fetchCart(options)),
    add: (entry) => run(s.unableToAdd, () => addCartEntry(entry, options)),
    setQuantity: (entryId, quantity) =>
      run(s.unableToUpdateQuantity, () => updateCartEntry(entryId, quantity, options)),
    remove: (entryId) => run(s.unableToRemove, () => removeCartEntry(entryId, options)),
  };
}

const pageActions = new WeakMap<RuntimeStore, CartActions>();

/**
 * The page's one set of cart actions (one queue for the product page, its blocks and the cart
 * page alike). Callers whose block unmounted while a call ran ignore its result themselves.
 */
export function cartActionsFor(store: RuntimeStore, currency: CurrencyCode): CartActions {
  let actions = pageActions.get(store);
  if (!actions) {
    actions = createCartActions(store, currency);
    pageActions.set(store, actions);
  }
  return actions;
}

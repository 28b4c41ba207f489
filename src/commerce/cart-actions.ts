// What the visitor does to the cart: read it, add an entry, change a quantity, remove an item.
// Every change goes through one queue (a second click waits for the first answer, so two changes
// never cross), puts the platform's answer in the store (every indicator and tab follows), and
// turns a failure into the spec's message: "Unable to add item", "Unable to update quantity" or
// "Unable to remove item", then why (the platform's own words when it refused). A failure
// changes nothing: the store keeps the cart it had, and the caller keeps what the visitor chose.
// Quantities and removals go to the whole cart by its token (src/api/commerce-names.ts).
import {
  addCartEntry,
  fetchCart,
  fetchFullCart,
  removeCartItem,
  updateCartItem,
  type CartEntryRequest,
} from '../api/commerce';
import { STOCK_REFUSAL } from '../api/commerce-names';
import type { CurrencyCode } from '../enums/currencies';
import { asString, isRecord } from '../lib/coerce';
import { isRequestError } from '../request';
import type { Cart } from '../store/cart';
import type { RuntimeStore } from '../store/store';
import { readCart, storeCart } from './cart';
import { failureWhy } from './failure-why';
import { commerceStrings as s } from './strings';

export type CartFailureReason = 'refused' | 'rateLimited' | 'offline' | 'failed';

export interface CartFailure {
  ok: false;
  reason: CartFailureReason;
  /** The whole message for the visitor: the spec's "Unable to …", then why. */
  message: string;
}

export type CartResult = { ok: true; cart: Cart | null } | CartFailure;

/** The platform refused the change and said why (a stock limit, say): its words, as they are. */
class CartRefusal extends Error {
  override name = 'CartRefusal';
}

/** The platform's reason in a refusal: `message` of a 400, `error` of a 200 answer. */
function refusalText(body: unknown): string {
  if (!isRecord(body)) return '';
  return asString(body[STOCK_REFUSAL.messageField]) || asString(body[STOCK_REFUSAL.addErrorField]);
}

/** Why a call failed, in the visitor's words; `action` is the spec's "Unable to …" text. */
export function cartFailure(action: string, error: unknown): CartFailure {
  const fail = (reason: CartFailureReason, why: string): CartFailure => ({
    ok: false,
    reason,
    message: `${action}. ${why}`,
  });
  if (error instanceof CartRefusal) return fail('refused', error.message);
  if (isRequestError(error) && error.status === STOCK_REFUSAL.status) {
    const why = refusalText(error.body);
    if (why) return fail('refused', why);
  }
  const { kind, why } = failureWhy(error);
  return fail(kind, why);
}

const LOAD = 'Unable to load';

export interface CartActions {
  /** Reads the visitor's cart (short form) from the platform into the store. */
  sync(): Promise<CartResult>;
  /** Reads the whole cart (items, images, money totals) into the store. */
  loadFull(): Promise<CartResult>;
  add(entry: CartEntryRequest): Promise<CartResult>;
  setQuantity(itemId: string, quantity: number): Promise<CartResult>;
  remove(itemId: string): Promise<CartResult>;
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
  const options = { signal };

  /** The short cart, or null when the visitor has none (the platform answers 404). */
  const readShort = async (): Promise<Cart | null> => {
    try {
      return readCart(await fetchCart(options), currency);
    } catch (error) {
      if (isRequestError(error) && error.status === 404) return null;
      throw error;
    }
  };

  /** The cart's token: the store's, else the platform's short cart's. */
  const cartToken = async (): Promise<string | null> =>
    store.getState().cart.cart?.token || (await readShort())?.token || null;

  const readFull = async (): Promise<Cart | null> => {
    const token = await cartToken();
    return token ? readCart(await fetchFullCart(token, options), currency) : null;
  };

  /** An item call's answer: the whole cart when it holds one, else the whole cart read again. */
  const afterItemCall = async (answer: unknown): Promise<Cart | null> =>
    isRecord(answer) && Array.isArray(answer.items) ? readCart(answer, currency) : readFull();

  const run = (action: string, call: () => Promise<Cart | null>): Promise<CartResult> => {
    const next = queue.then(async (): Promise<CartResult> => {
      let cart: Cart | null;
      try {
        cart = await call();
      } catch (error) {
        const failure = cartFailure(action, error);
        return action === LOAD ? { ...failure, message: s.unableToLoad } : failure;
      }
      if (!signal?.aborted) storeCart(store, cart);
      return { ok: true, cart };
    });
    queue = next;
    return next;
  };

  const withToken = async (change: (token: string) => Promise<unknown>): Promise<Cart | null> => {
    const token = await cartToken();
    if (!token) throw new CartRefusal(s.cartGone);
    return afterItemCall(await change(token));
  };

  return {
    sync: () => run(LOAD, readShort),
    loadFull: () => run(LOAD, readFull),
    add: (entry) =>
      run(s.unableToAdd, async () => {
        const answer = await addCartEntry(entry, options);
        const refused = refusalText(answer);
        if (refused) throw new CartRefusal(refused);
        // An answer that holds no cart (empty, say) says only that the add went through: the
        // cart is read again rather than taken for gone.
        return readCart(answer, currency) ?? (await readShort());
      }),
    setQuantity: (itemId, quantity) =>
      run(s.unableToUpdateQuantity, () =>
        withToken((token) => updateCartItem(token, itemId, quantity, options)),
      ),
    remove: (itemId) =>
      run(s.unableToRemove, () => withToken((token) => removeCartItem(token, itemId, options))),
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

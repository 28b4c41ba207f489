// The visitor's cart on every page: the store's cart slice, the template's cart indicators and the
// cart across tabs (runtime.md sections 3 and 9; widgets.md section 4).
//
// Cart cookie rules: the platform writes the cart cookie when a cart starts (its name is assumed,
// src/api/commerce-names.ts); it is the visitor's cart, not tracking, so a restrictive cookie
// policy keeps it (it is not among the tracking cookies of runtime.md section 9). Without it the
// visitor has no cart: the cart is empty at once, with no call and no commerce code. With it, the
// `commerce` pack reads the cart. Express checkout needs it: the commerce packs check it before
// they go there (src/commerce/express-checkout.ts). A tab that comes back into view after the
// cookie went (a checkout finished elsewhere) empties its cart.
//
// Only the decision lives in the core: a page with no cart markup whose visitor has no cart has
// nothing to show or keep in step, and fetches nothing. The rest is the `cart` pack's
// (./start-cart.ts).
import { CART_COOKIE } from '../../src/api/commerce-names';
import { readCookie } from '../../src/lib/cookies';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { noCart } from '../../src/store/cart';
import type { CartPack } from './pack-exports';
import { CART_MARKUP_SELECTOR } from './selectors';
import * as dom from '../../src/lib/dom';

export const CART_PACK = 'cart';

export const cartInitialiser: InitialiserDefinition = {
  name: 'cart',
  init(options) {
    const hasCart = Boolean(readCookie(CART_COOKIE));
    if (!hasCart) options.store.setState({ cart: noCart() });
    if (!hasCart && !dom.query(document, CART_MARKUP_SELECTOR)) return;
    return options.loadPack<CartPack>(CART_PACK).then(
      (pack) => (options.signal.aborted ? undefined : pack.startCart(options)),
      (error: unknown) => {
        options.log.warn('The cart indicator could not be loaded: the server counts stay', error);
        return undefined;
      },
    );
  },
};

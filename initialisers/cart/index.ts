// The visitor's cart on every page: the store's cart slice, the template's cart indicators and the
// cart across tabs (runtime.md sections 3 and 9; widgets.md section 4).
//
// Cart cookie rules: the platform writes the cart cookie when a cart starts, HttpOnly
// (src/api/commerce-names.ts): the page cannot read it, so whether the visitor has a cart is the
// cart call's to say (404: none). It is the visitor's cart, not tracking, so a restrictive cookie
// policy keeps it (it is not among the tracking cookies of runtime.md section 9). The runtime
// notes when it has seen a cart in this browser (src/store/cart-presence.ts): only then does a
// page read the cart (through the `commerce` pack) for its indicators, and a tab that comes back
// into view read it again (a checkout may have finished elsewhere). Without the note, the cart is
// empty at once, with no call and no commerce code. A cart cookie the page can read (on sites
// that let it) counts as such a note.
//
// Only the decision lives in the core: a page with no cart markup has nothing to show or keep in
// step, and fetches nothing, unless the browser has a cart to keep in step across tabs. The rest
// is the `cart` pack's (./start-cart.ts).
import { CART_COOKIE } from '../../src/api/commerce-names';
import { readCookie } from '../../src/lib/cookies';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { noCart } from '../../src/store/cart';
import { cartMayExist } from '../../src/store/cart-presence';
import type { CartPack } from './pack-exports';
import { CART_MARKUP_SELECTOR } from './selectors';
import * as dom from '../../src/lib/dom';

export const CART_PACK = 'cart';

export const cartInitialiser: InitialiserDefinition = {
  name: 'cart',
  init(options) {
    const hasCart = cartMayExist() || readCookie(CART_COOKIE) !== undefined;
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

// The visitor's cart on every page: the store's cart slice, the template's cart indicators and the
// cart across tabs (runtime.md sections 3 and 9; widgets.md section 4).
//
// Cart cookie rules: the platform writes the cart cookie when a cart starts (its name is assumed,
// src/api/commerce-names.ts); it is the visitor's cart, not tracking, so a restrictive cookie
// policy keeps it (it is not among the tracking cookies of runtime.md section 9). Without it the
// visitor has no cart: the cart is synced as empty at once, with no call and no commerce code.
// With it, the `commerce` pack reads the cart. Express checkout needs it: the commerce packs check
// it before they go there (src/commerce/express-checkout.ts).
// A tab that comes back into view after the cookie went (a checkout finished elsewhere) empties
// its cart.
//
// Only these rules live in the core; reading and changing the cart is the `commerce` pack's.
import { CART_COOKIE } from '../../src/api/commerce-names';
import { COMMERCE_PACK, type CommercePack } from '../../src/commerce/pack-exports';
import { readCookie } from '../../src/lib/cookies';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { noCart } from '../../src/store/cart';
import { attachCartIndicators } from './cart-indicator';
import { syncCartAcrossTabs } from './cross-tab';

export const cartInitialiser: InitialiserDefinition = {
  name: 'cart',
  init({ context, store, signal, log, loadPack }) {
    const sync = (): void => {
      if (!readCookie(CART_COOKIE)) {
        store.setState({ cart: noCart() });
        return;
      }
      loadPack<CommercePack>(COMMERCE_PACK)
        .then(({ syncCart }) => (signal.aborted ? undefined : syncCart({ store, context, log })))
        .catch((error: unknown) => log.warn('The cart could not be read', error));
    };

    const detachIndicators = attachCartIndicators(document, store);
    const stopSync = syncCartAcrossTabs({ store, log, resync: sync });
    document.addEventListener(
      'visibilitychange',
      () => {
        const { totalQuantity } = store.getState().cart;
        if (document.visibilityState === 'visible' && totalQuantity && !readCookie(CART_COOKIE)) {
          store.setState({ cart: noCart() });
        }
      },
      { signal },
    );
    sync();
    return () => {
      stopSync();
      detachIndicators?.();
    };
  },
};

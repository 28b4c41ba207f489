// The `cart` pack's work on a page with a cart (./index.ts decides which pages): the template's
// cart indicators, the cart across tabs, and the cart read by the `commerce` pack whenever the
// browser may have one (src/store/cart-presence.ts: the platform's cart cookie is HttpOnly).
import { COMMERCE_PACK, type CommercePack } from '../../src/commerce/pack-exports';
import { CART_COOKIE } from '../../src/api/commerce-names';
import { readCookie } from '../../src/lib/cookies';
import type { Cleanup, InitialiserContext } from '../../src/runtime/types';
import { noCart } from '../../src/store/cart';
import { cartMayExist } from '../../src/store/cart-presence';
import { attachCartIndicators } from './cart-indicator';
import { syncCartAcrossTabs } from './cross-tab';
import * as dom from '../../src/lib/dom';

export type StartCartOptions = Pick<
  InitialiserContext,
  'context' | 'store' | 'signal' | 'log' | 'loadPack'
>;

export function startCart({ context, store, signal, log, loadPack }: StartCartOptions): Cleanup {
  const sync = (): void => {
    if (!cartMayExist() && readCookie(CART_COOKIE) === undefined) {
      store.setState({ cart: noCart() });
      return;
    }
    loadPack<CommercePack>(COMMERCE_PACK)
      .then(({ syncCart }) => (signal.aborted ? undefined : syncCart({ store, context, log })))
      .catch((error: unknown) => log.warn('The cart could not be read', error));
  };

  const detachIndicators = attachCartIndicators(document, store);
  const stopSync = syncCartAcrossTabs({ store, log, resync: sync });
  dom.on(
    document,
    'visibilitychange',
    () => {
      // Back in view with items: a checkout may have emptied the cart meanwhile.
      if (dom.visibilityState() === 'visible' && store.getState().cart.totalQuantity) sync();
    },
    { signal },
  );
  sync();
  return () => {
    stopSync();
    detachIndicators?.();
  };
}

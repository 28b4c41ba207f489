// The cart in every tab of the browser: a change one tab makes (an item added, a quantity changed)
// is posted on a BroadcastChannel, and every other tab of the site puts it in its store, so their
// indicators and cart pages change too. The newer state wins, so two tabs that change the cart at
// once end with the same cart. A tab restored from the back-forward cache missed what was posted
// meanwhile: it reads the cart again (`resync`).
import { isCartState } from '../../src/store/cart';
import type { RuntimeStore } from '../../src/store/store';
import type { Cleanup, Logger } from '../../src/runtime/types';

/** The channel's name (ours): one per origin, as BroadcastChannel is. */
export const CART_CHANNEL = 'site-runtime:cart';

export function syncCartAcrossTabs(options: {
  store: RuntimeStore;
  log: Logger;
  /** Reads the cart again, for a page the back-forward cache restored. */
  resync: () => void;
}): Cleanup {
  const { store, log, resync } = options;
  const onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) resync();
  };
  window.addEventListener('pageshow', onPageShow);
  // Without BroadcastChannel (very old browsers) each tab keeps its own count.
  if (typeof BroadcastChannel !== 'function') {
    return () => window.removeEventListener('pageshow', onPageShow);
  }

  const channel = new BroadcastChannel(CART_CHANNEL);
  let applying = false;
  channel.onmessage = (event: MessageEvent) => {
    const state: unknown = event.data;
    if (!isCartState(state)) {
      log.warn('Ignored a cart message that is not a cart state');
      return;
    }
    if (state.totalQuantity === null || state.updatedAt <= store.getState().cart.updatedAt) return;
    applying = true;
    try {
      store.setState({ cart: state });
    } finally {
      applying = false;
    }
  };
  const unsubscribe = store.subscribe((state, previous) => {
    // The state is plain data: posting it cannot fail.
    if (!applying && state.cart !== previous.cart && state.cart.totalQuantity !== null) {
      channel.postMessage(state.cart);
    }
  });
  return () => {
    unsubscribe();
    channel.close();
    window.removeEventListener('pageshow', onPageShow);
  };
}

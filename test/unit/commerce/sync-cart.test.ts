import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setFault } from '../../../fixtures/api';
import { TOTE } from '../../../fixtures/api/commerce-catalogue';
import { CART_CALLS, CART_COOKIE } from '../../../src/api/commerce-names';
import { cartActionsFor } from '../../../src/commerce/cart-actions';
import { syncCart } from '../../../src/commerce/sync-cart';
import { defaultContext } from '../../../src/context/defaults';
import type { PageContext } from '../../../src/context/types';
import { createRuntimeStore } from '../../../src/store/store';
import { serveFakeApi } from '../fixtures/serve-fake-api';
import { mockLogger } from '../support/mock-logger';

// The `commerce` pack's syncCart, for the core's cart initialiser: reads the visitor's cart into
// the store; a failure is logged and the indicators keep theirs.

const server = serveFakeApi();

function contextSelling(currency: string): PageContext {
  const context = defaultContext();
  return {
    ...context,
    websiteSettings: { ...context.websiteSettings, storeSettings: { selectedCurrency: currency } },
  };
}

/** A page whose visitor has a cart with one tote in it (its cookie, as the browser sends it). */
async function visitorWithCart() {
  const earlier = createRuntimeStore();
  await cartActionsFor(earlier, 'USD').add({ itemId: TOTE.id, sku: null, quantity: 1 });
  document.cookie = `${CART_COOKIE}=${earlier.getState().cart.cart?.token ?? ''}; path=/`;
}

describe('syncCart', () => {
  it('reads the visitor’s cart into the store, its subtotal in the site’s currency', async () => {
    await visitorWithCart();
    const store = createRuntimeStore();
    const log = mockLogger();
    await syncCart({ store, context: contextSelling('GBP'), log });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 1, subtotalText: '£20.00' });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('reads a cart that names no currency in the site’s, else in dollars', async () => {
    // A short cart whose money names no currency.
    server.use(
      http.get(`*${CART_CALLS.cart}`, () =>
        HttpResponse.json({ cartToken: 't1', totalQuantity: 1, subtotalCents: 2000 }),
      ),
    );
    const inPounds = createRuntimeStore();
    await syncCart({ store: inPounds, context: contextSelling('GBP'), log: mockLogger() });
    expect(inPounds.getState().cart).toMatchObject({ totalQuantity: 1, subtotalText: '£20.00' });

    const store = createRuntimeStore();
    await syncCart({ store, context: contextSelling('XYZ'), log: mockLogger() });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 1, subtotalText: '$20.00' });
  });

  it('logs a failure and leaves the store as it was', async () => {
    const store = createRuntimeStore();
    const before = store.getState().cart;
    const log = mockLogger();
    setFault({ path: CART_CALLS.cart, fault: 503 });
    await syncCart({ store, context: contextSelling('GBP'), log });
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      'The cart could not be read: Unable to load. Try again.',
    );
    expect(store.getState().cart).toBe(before);
  });
});

import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import { SHIRT, TOTE } from '../../../fixtures/api/commerce-catalogue';
import { CART_CALLS, CART_COOKIE, STOCK_REFUSAL } from '../../../src/api/commerce-names';
import { cartState, readCart, readCartEntry } from '../../../src/commerce/cart';
import { createCartActions } from '../../../src/commerce/cart-actions';
import { createRuntimeStore } from '../../../src/store/store';
import { serveFakeApi } from '../fixtures/serve-fake-api';

const server = serveFakeApi();

const sku = (index: number) => SHIRT.variants[index]?.sku ?? '';

/** A store and the cart actions of a page selling in pounds. */
function page() {
  const store = createRuntimeStore();
  return { store, cart: createCartActions(store, 'GBP') };
}

describe('readCart: the spec cart entity', () => {
  it('gives every field its default when the answer is empty', () => {
    expect(readCart({}, 'EUR')).toEqual({
      id: '',
      websiteId: '',
      orderId: '',
      created: 0,
      isPurchased: false,
      token: '',
      currencyCode: 'EUR',
      entries: [],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      subtotalAmount: null,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
    expect(readCart(null)).toBeNull();
    expect(readCart('cart')).toBeNull();
  });

  it('reads the totals, the flags, the money and the entries; a cart answer may wrap it', () => {
    const cart = readCart({
      shoppingCart: {
        id: 'c1',
        isPurchased: 'false',
        currencyCode: 'JPY',
        subtotalCents: 1500,
        totalQuantity: 3,
        taxCents: -5,
        discountCents: 2.5,
        subtotalAmount: { value: '1500', currencyCode: 'JPY' },
        requiresShipping: true,
        entries: [{ id: 'e1', quantity: 3, productName: 'Tea', unitPriceCents: 500 }, { sku: 'x' }],
      },
    });
    expect(cart).toMatchObject({
      id: 'c1',
      isPurchased: false,
      currencyCode: 'JPY',
      subtotalCents: 1500,
      totalQuantity: 3,
      // Not whole, non-negative minor units: the spec's default.
      taxCents: 0,
      discountCents: 0,
      subtotalAmount: { amount: 1500, currencyCode: 'JPY' },
      requiresShipping: true,
    });
    // An entry without an id could not be changed or removed: it is left out.
    expect(cart?.entries).toEqual([
      readCartEntry({ id: 'e1', quantity: 3, productName: 'Tea', unitPriceCents: 500 }),
    ]);
    expect(cart?.entries[0]).toMatchObject({ title: 'Tea', quantity: 3, unitPriceCents: 500 });
  });

  it('turns a cart into the store state: count and subtotal in its currency', () => {
    const cart = readCart({ totalQuantity: 2, subtotalCents: 123456, currencyCode: 'GBP' });
    expect(cartState(cart, 7)).toEqual({
      totalQuantity: 2,
      subtotalText: '£1,234.56',
      cart,
      updatedAt: 7,
    });
    expect(cartState(readCart({ subtotalCents: 1250 }, 'JPY'), 1).subtotalText).toBe('');
    expect(
      cartState(readCart({ totalQuantity: 1, subtotalCents: 1250 }, 'JPY'), 1).subtotalText,
    ).toBe('¥1,250');
    // A purchased cart is no cart any more.
    expect(cartState(readCart({ isPurchased: true, totalQuantity: 2 }), 1)).toMatchObject({
      totalQuantity: 0,
      cart: null,
    });
  });
});

describe('cart actions against the fake platform', () => {
  it('adds an entry, puts the answer in the store, and sends the assumed fields', async () => {
    document.cookie = 'crumb=c1; path=/';
    const { store, cart } = page();
    const result = await cart.add({ itemId: SHIRT.id, sku: sku(0), quantity: 2 });
    expect(result.ok).toBe(true);
    expect(store.getState().cart).toMatchObject({ totalQuantity: 2, subtotalText: '£90.00' });
    expect(store.getState().cart.cart?.entries).toMatchObject([
      { itemId: SHIRT.id, sku: sku(0), quantity: 2, title: 'Linen shirt', unitPriceCents: 4500 },
    ]);
    expect(requests({ path: CART_CALLS.entries })).toMatchObject([
      {
        method: 'POST',
        query: { crumb: 'c1' },
        body: { itemId: SHIRT.id, sku: sku(0), quantity: 2, additionalFields: null },
      },
    ]);
  });

  it('changes and removes entries of the visitor’s cart, then reads it again', async () => {
    const { store, cart } = page();
    await cart.add({ itemId: TOTE.id, sku: null, quantity: 1 });
    // The platform wrote the cart cookie with its answer; a browser would now send it.
    const token = store.getState().cart.cart?.token ?? '';
    document.cookie = `${CART_COOKIE}=${token}; path=/`;
    const entryId = store.getState().cart.cart?.entries[0]?.id ?? '';

    expect(await cart.setQuantity(entryId, 3)).toMatchObject({ ok: true });
    expect(store.getState().cart.totalQuantity).toBe(3);
    expect(await cart.sync()).toMatchObject({ ok: true });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 3, subtotalText: '£60.00' });
    expect(await cart.remove(entryId)).toMatchObject({ ok: true });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 0, subtotalText: '' });
  });

  it('reads a cart that is gone (404) as no cart, not as a failure', async () => {
    document.cookie = `${CART_COOKIE}=expired-token; path=/`;
    const { store, cart } = page();
    expect(await cart.sync()).toEqual({ ok: true, cart: null });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 0, cart: null });
  });

  it('runs changes one after the other, in the order the visitor made them', async () => {
    const { store, cart } = page();
    let inFlight = 0;
    let most = 0;
    server.use(
      http.post(`*${CART_CALLS.entries}`, async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        // Nothing returned: the fake platform's own handler answers.
      }),
    );
    await cart.add({ itemId: TOTE.id, sku: null, quantity: 1 });
    document.cookie = `${CART_COOKIE}=${store.getState().cart.cart?.token}; path=/`;
    const quantities = [2, 3];
    await Promise.all(
      quantities.map((quantity) => cart.add({ itemId: TOTE.id, sku: null, quantity })),
    );
    expect(most).toBe(1);
    expect(requests({ path: CART_CALLS.entries }).map(({ body }) => body)).toMatchObject([
      { quantity: 1 },
      { quantity: 2 },
      { quantity: 3 },
    ]);
    expect(store.getState().cart.totalQuantity).toBe(6);
  });

  it('keeps the cart and says why when an add fails', async () => {
    const { store, cart } = page();
    await cart.add({ itemId: TOTE.id, sku: null, quantity: 1 });
    const before = store.getState().cart;

    const cases: Array<[Parameters<typeof setFault>[0], object]> = [
      [
        {
          path: CART_CALLS.entries,
          fault: 409,
          body: { reason: STOCK_REFUSAL.soldOut, qtyInStock: 0 },
        },
        {
          reason: 'soldOut',
          qtyInStock: 0,
          message: 'Unable to add item. This item sold out after the page was loaded.',
        },
      ],
      [
        {
          path: CART_CALLS.entries,
          fault: 409,
          body: { reason: STOCK_REFUSAL.notEnough, qtyInStock: 3 },
        },
        {
          reason: 'notEnough',
          qtyInStock: 3,
          message: 'Unable to add item. Only 3 left in stock.',
        },
      ],
      [
        { path: CART_CALLS.entries, fault: 429 },
        {
          reason: 'rateLimited',
          message: 'Unable to add item. Too many requests. Please wait a moment and try again.',
        },
      ],
      [
        { path: CART_CALLS.entries, fault: 500 },
        {
          reason: 'failed',
          message: 'Unable to add item. Internal server error. Please try again later.',
        },
      ],
      [
        { path: CART_CALLS.entries, fault: 'network' },
        { reason: 'offline', message: 'Unable to add item. Unable to connect. Please try again' },
      ],
    ];
    for (const [fault, expected] of cases) {
      setFault({ ...fault, times: 1 });
      expect(await cart.add({ itemId: TOTE.id, sku: null, quantity: 1 })).toMatchObject({
        ok: false,
        ...expected,
      });
      expect(store.getState().cart).toBe(before);
    }
  });

  it('says how many are left when the platform refuses for stock (the fake checks it)', async () => {
    const { cart } = page();
    // Medium Sand: 2 in stock.
    expect(await cart.add({ itemId: SHIRT.id, sku: sku(2), quantity: 3 })).toMatchObject({
      ok: false,
      reason: 'notEnough',
      qtyInStock: 2,
    });
    // Small Navy: none.
    expect(await cart.add({ itemId: SHIRT.id, sku: sku(1), quantity: 1 })).toMatchObject({
      ok: false,
      reason: 'soldOut',
    });
  });

  it('names the action in each failure: update quantity, remove item, load', async () => {
    const { cart } = page();
    setFault({ path: `${CART_CALLS.entries}/*`, fault: 500 });
    expect(await cart.setQuantity('e1', 2)).toMatchObject({
      message: 'Unable to update quantity. Internal server error. Please try again later.',
    });
    expect(await cart.remove('e1')).toMatchObject({
      message: 'Unable to remove item. Internal server error. Please try again later.',
    });
    setFault({ path: CART_CALLS.cart, fault: 503 });
    expect(await cart.sync()).toMatchObject({ ok: false, message: 'Unable to load. Try again.' });
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import { SHIRT, TOTE } from '../../../fixtures/api/commerce-catalogue';
import { CART_CALLS, CART_COOKIE } from '../../../src/api/commerce-names';
import { cartState, readCart, storeCart } from '../../../src/commerce/cart';
import { cartMayExist } from '../../../src/store/cart-presence';
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

  it('reads the short cart as an added entry’s answer carries it (EEC 03_add.js)', () => {
    const cart = readCart({
      shoppingCart: {
        id: 'c1',
        cartToken: 'tok-1',
        isPurchased: 'false',
        subtotalCents: 1500,
        totalQuantity: 3,
        taxCents: -5,
        discountCents: 2.5,
        requiresShipping: true,
        entries: [
          {
            id: 'e1',
            itemId: 'p1',
            quantity: 3,
            title: 'Tea',
            purchasePriceCents: 500,
            item: { price: { currency: 'JPY', value: '500' } },
            chosenVariant: {
              sku: 'SQ1',
              optionValues: [{ optionName: 'Size', value: 'Large' }],
              unlimited: false,
              qtyInStock: 7,
            },
          },
          { sku: 'x' },
        ],
      },
      newlyAdded: { id: 'e1' },
    });
    expect(cart).toMatchObject({
      id: 'c1',
      token: 'tok-1',
      isPurchased: false,
      // The entries' prices name the cart's currency.
      currencyCode: 'JPY',
      subtotalCents: 1500,
      totalQuantity: 3,
      // Not whole, non-negative minor units: the spec's default.
      taxCents: 0,
      discountCents: 0,
      requiresShipping: true,
    });
    // An entry without an id could not be changed or removed: it is left out.
    expect(cart?.entries).toEqual([
      {
        id: 'e1',
        itemId: 'p1',
        sku: 'SQ1',
        title: 'Tea',
        options: [{ optionName: 'Size', value: 'Large' }],
        quantity: 3,
        unitPriceCents: 500,
        imageUrl: '',
        productUrl: '',
        qtyInStock: 7,
        unlimited: false,
      },
    ]);
  });

  it('reads the whole cart (EEC 04_05_cart.js): items, money totals, and the cart page’s wrapper', () => {
    const money = (value: number) => ({
      currencyCode: 'USD',
      value,
      decimalValue: (value / 100).toFixed(2),
      fractionalDigits: 2,
    });
    const whole = {
      cartToken: 'tok-2',
      items: [
        {
          id: 'i1',
          productId: 'p1',
          sku: 'SQ7',
          productName: 'Mug',
          productUrl: '/shop/p/mug',
          quantity: 2,
          unitPrice: money(600),
          itemTotal: money(1200),
          variantOptions: [{ name: 'size', value: 'small' }],
          image: { url: 'https://images.example/mug.jpg' },
        },
        { id: 'i2', productName: 'Card', quantity: 1, unitPrice: money(300), image: '' },
      ],
      subtotal: money(1500),
      taxTotal: money(120),
      shippingTotal: money(0),
      discountTotal: money(0),
      grandTotal: money(1620),
    };
    for (const answer of [whole, { cart: whole, storeCurrency: 'USD' }]) {
      const cart = readCart(answer, 'GBP');
      expect(cart).toMatchObject({
        token: 'tok-2',
        currencyCode: 'USD',
        subtotalCents: 1500,
        taxCents: 120,
        grandTotalCents: 1620,
        totalQuantity: 3,
      });
      expect(cart?.entries[0]).toEqual({
        id: 'i1',
        itemId: 'p1',
        sku: 'SQ7',
        title: 'Mug',
        options: [{ optionName: 'size', value: 'small' }],
        quantity: 2,
        unitPriceCents: 600,
        imageUrl: 'https://images.example/mug.jpg',
        productUrl: '/shop/p/mug',
        qtyInStock: 0,
        unlimited: true,
      });
      expect(cart?.entries[1]).toMatchObject({ title: 'Card', imageUrl: '', unitPriceCents: 300 });
    }
  });

  it('turns a cart into the store state: count and subtotal in its currency', () => {
    const cart = readCart({ totalQuantity: 2, subtotalCents: 123456 }, 'GBP');
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

describe('readCart: what the platform may leave out or get wrong', () => {
  const usd = (value: number) => ({ currencyCode: 'USD', value, fractionalDigits: 2 });

  it('takes an entry’s stock as unlimited when its variant does not say', () => {
    const cart = readCart({
      entries: [
        { id: 'e1', chosenVariant: { sku: 'A' } },
        { id: 'e2', chosenVariant: { sku: 'B', unlimited: false, qtyInStock: 2 } },
      ],
    });
    expect(cart?.entries.map((entry) => [entry.unlimited, entry.qtyInStock])).toEqual([
      [true, 0],
      [false, 2],
    ]);
  });

  it('leaves out an option without a value', () => {
    const cart = readCart({
      entries: [
        {
          id: 'e1',
          chosenVariant: {
            optionValues: [
              { optionName: 'Size', value: 'M' },
              { optionName: 'Colour', value: '' },
              { optionName: 'Fit' },
            ],
          },
        },
      ],
    });
    expect(cart?.entries[0]?.options).toEqual([{ optionName: 'Size', value: 'M' }]);
  });

  it('leaves out an item of the whole cart without an id: nothing could change it', () => {
    const cart = readCart({
      items: [
        { productName: 'Ghost', quantity: 5, unitPrice: usd(100) },
        { id: 'i1', productName: 'Mug', quantity: 2, unitPrice: usd(600) },
      ],
    });
    expect(cart?.entries.map((entry) => entry.title)).toEqual(['Mug']);
    expect(cart?.totalQuantity).toBe(2);
  });

  it('reads 0 for money it cannot use: missing, negative, or in another currency', () => {
    const cart = readCart(
      {
        items: [
          { id: 'i1', quantity: 1, unitPrice: usd(600) },
          { id: 'i2', quantity: 1, unitPrice: { currencyCode: 'EUR', value: 500 } },
          { id: 'i3', quantity: 1, unitPrice: 'twelve' },
        ],
        subtotal: usd(1100),
        taxTotal: usd(-50),
        discountTotal: { currencyCode: 'EUR', value: 100 },
        grandTotal: usd(1050),
      },
      'GBP',
    );
    expect(cart).toMatchObject({
      currencyCode: 'USD',
      subtotalCents: 1100,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 1050,
    });
    expect(cart?.entries.map((entry) => entry.unitPriceCents)).toEqual([600, 0, 0]);
  });

  it('takes the whole cart’s currency from its items when its subtotal names none', () => {
    const cart = readCart(
      { items: [{ id: 'i1', quantity: 1, unitPrice: { currencyCode: 'EUR', value: 990 } }] },
      'GBP',
    );
    expect(cart).toMatchObject({ currencyCode: 'EUR', subtotalCents: 0 });
    expect(cart?.entries[0]?.unitPriceCents).toBe(990);
  });

  it('keeps the subtotal money it is given, and none when it is not', () => {
    expect(readCart({ subtotalAmount: { currencyCode: 'EUR', value: '12.50' } })).toMatchObject({
      currencyCode: 'EUR',
      subtotalAmount: { amount: 12.5, currencyCode: 'EUR' },
    });
    expect(readCart({ subtotalAmount: 'lots' })?.subtotalAmount).toBeNull();
    expect(readCart({})?.subtotalAmount).toBeNull();
  });
});

describe('storeCart', () => {
  it('puts the cart in the store and notes, for later pages, that the browser has one', () => {
    const store = createRuntimeStore();
    storeCart(store, readCart({ totalQuantity: 2, subtotalCents: 500 }, 'GBP'));
    expect(store.getState().cart).toMatchObject({ totalQuantity: 2, subtotalText: '£5.00' });
    expect(cartMayExist()).toBe(true);
  });

  it('forgets the note when the cart is empty, purchased or gone', () => {
    const store = createRuntimeStore();
    for (const cart of [
      readCart({ totalQuantity: 0 }),
      readCart({ totalQuantity: 2, isPurchased: true }),
      null,
    ]) {
      storeCart(store, readCart({ totalQuantity: 1 }));
      storeCart(store, cart);
      expect(store.getState().cart).toMatchObject({ totalQuantity: 0, subtotalText: '' });
      expect(cartMayExist()).toBe(false);
    }
    expect(cartState(null, 3)).toEqual({
      totalQuantity: 0,
      subtotalText: '',
      cart: null,
      updatedAt: 3,
    });
  });
});

/** What a browser does with the cart cookie the platform wrote (HttpOnly): sends it back. */
function keepCartCookie(store: ReturnType<typeof page>['store']): void {
  document.cookie = `${CART_COOKIE}=${store.getState().cart.cart?.token ?? ''}; path=/`;
}

describe('cart actions against the fake platform', () => {
  it('adds an entry with the crumb in the query and the header, and stores the answer', async () => {
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
        headers: { 'x-csrf-token': 'c1' },
        body: { itemId: SHIRT.id, sku: sku(0), quantity: 2, additionalFields: null },
      },
    ]);
  });

  it('changes and removes items of the whole cart by its token, then reads it again', async () => {
    const { store, cart } = page();
    await cart.add({ itemId: TOTE.id, sku: null, quantity: 1 });
    keepCartCookie(store);
    const token = store.getState().cart.cart?.token ?? '';
    expect(await cart.loadFull()).toMatchObject({ ok: true });
    const itemId = store.getState().cart.cart?.entries[0]?.id ?? '';

    expect(await cart.setQuantity(itemId, 3)).toMatchObject({ ok: true });
    expect(store.getState().cart.totalQuantity).toBe(3);
    expect(requests({ method: 'PUT' })).toMatchObject([
      { path: CART_CALLS.item(token, itemId), body: { quantity: 3 } },
    ]);
    expect(await cart.sync()).toMatchObject({ ok: true });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 3, subtotalText: '£60.00' });
    expect(await cart.remove(itemId)).toMatchObject({ ok: true });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 0, subtotalText: '' });
  });

  it('reads the whole cart again when an item call answers with no cart', async () => {
    const { store, cart } = page();
    await cart.add({ itemId: TOTE.id, sku: null, quantity: 1 });
    keepCartCookie(store);
    await cart.loadFull();
    const itemId = store.getState().cart.cart?.entries[0]?.id ?? '';
    const token = store.getState().cart.cart?.token ?? '';
    server.use(
      http.put(`*${CART_CALLS.item(token, itemId)}`, () => new HttpResponse(null, { status: 204 })),
    );
    expect(await cart.setQuantity(itemId, 2)).toMatchObject({ ok: true });
    // Not changed by the stand-in: the cart read again says so.
    expect(store.getState().cart.totalQuantity).toBe(1);
    expect(requests({ method: 'GET' }).map(({ path }) => path)).toContain(
      CART_CALLS.fullCart(token),
    );
  });

  it('reads no cart (404, "You have no shopping cart yet.") as no cart, not as a failure', async () => {
    const { store, cart } = page();
    expect(await cart.sync()).toEqual({ ok: true, cart: null });
    expect(await cart.loadFull()).toEqual({ ok: true, cart: null });
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
    keepCartCookie(store);
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

    // The platform's refusal: status 200 with `error`, in its own words.
    server.use(
      http.post(
        `*${CART_CALLS.entries}`,
        () => HttpResponse.json({ error: 'This item is sold out.' }),
        {
          once: true,
        },
      ),
    );
    expect(await cart.add({ itemId: TOTE.id, sku: null, quantity: 1 })).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Unable to add item. This item is sold out.',
    });
    expect(store.getState().cart).toBe(before);

    const cases: Array<[Parameters<typeof setFault>[0], object]> = [
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

  it('shows the platform’s words when it refuses for stock, on an add and on a quantity', async () => {
    const { store, cart } = page();
    // Medium Sand: 2 in stock.
    expect(await cart.add({ itemId: SHIRT.id, sku: sku(2), quantity: 3 })).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Unable to add item. Only 2 left in stock.',
    });
    // Small Navy: none.
    expect(await cart.add({ itemId: SHIRT.id, sku: sku(1), quantity: 1 })).toMatchObject({
      ok: false,
      message: 'Unable to add item. This item is sold out.',
    });
    await cart.add({ itemId: SHIRT.id, sku: sku(2), quantity: 1 });
    keepCartCookie(store);
    await cart.loadFull();
    const itemId = store.getState().cart.cart?.entries[0]?.id ?? '';
    expect(await cart.setQuantity(itemId, 5)).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Unable to update quantity. Only 2 left in stock.',
    });
  });

  it('names the action in each failure: update quantity, remove item, load', async () => {
    const { store, cart } = page();
    await cart.add({ itemId: TOTE.id, sku: null, quantity: 1 });
    setFault({ path: '/api/3/commerce/cart/*', fault: 500 });
    expect(await cart.setQuantity('e1', 2)).toMatchObject({
      message: 'Unable to update quantity. Internal server error. Please try again later.',
    });
    expect(await cart.remove('e1')).toMatchObject({
      message: 'Unable to remove item. Internal server error. Please try again later.',
    });
    expect(store.getState().cart.totalQuantity).toBe(1);
    setFault({ path: CART_CALLS.cart, fault: 503 });
    expect(await cart.sync()).toMatchObject({ ok: false, message: 'Unable to load. Try again.' });
  });

  it('says the cart has gone when a change has no cart to go to', async () => {
    const { cart } = page();
    expect(await cart.setQuantity('e1', 2)).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Unable to update quantity. Your cart has expired. Please add the item again.',
    });
  });
});

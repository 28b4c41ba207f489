import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests } from '../../../fixtures/api';
import { SHIRT, TOTE } from '../../../fixtures/api/commerce-catalogue';
import { CART_CALLS, CART_COOKIE } from '../../../src/api/commerce-names';
import { cartActionsFor, createCartActions } from '../../../src/commerce/cart-actions';
import { createRuntimeStore, type RuntimeStore } from '../../../src/store/store';
import { serveFakeApi } from '../fixtures/serve-fake-api';

// What the visitor does to the cart: one queue for every change, the platform's answer in the
// store, and a failure in the spec's words ("Unable to …", then why) that changes nothing.

const server = serveFakeApi();

/** What a browser does with the cart cookie the platform wrote (HttpOnly): sends it back. */
function keepCartCookie(store: RuntimeStore): void {
  document.cookie = `${CART_COOKIE}=${store.getState().cart.cart?.token ?? ''}; path=/`;
}

const tote = { itemId: TOTE.id, sku: null, quantity: 1 };

describe('cartActionsFor: the page’s one set of cart actions', () => {
  it('gives every block of the page the same queue: changes never cross', async () => {
    const store = createRuntimeStore();
    await cartActionsFor(store, 'GBP').add(tote);
    keepCartCookie(store);
    let inFlight = 0;
    let most = 0;
    server.use(
      http.post(`*${CART_CALLS.entries}`, async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 10));
        inFlight -= 1;
      }),
    );
    // The product block and the cart page each ask for the actions.
    const fromProduct = cartActionsFor(store, 'GBP');
    const fromCartPage = cartActionsFor(store, 'GBP');
    await Promise.all([fromProduct.add(tote), fromCartPage.add({ ...tote, quantity: 2 })]);
    expect(most).toBe(1);
    expect(store.getState().cart.totalQuantity).toBe(4);
  });

  it('keeps each page’s store to itself', async () => {
    const first = createRuntimeStore();
    const second = createRuntimeStore();
    await cartActionsFor(first, 'GBP').add(tote);
    expect(first.getState().cart.totalQuantity).toBe(1);
    expect(second.getState().cart).toMatchObject({ totalQuantity: null, cart: null });
  });
});

describe('createCartActions', () => {
  it('reads the cart again when an add is answered 200 with no cart in it, rather than emptying it', async () => {
    const store = createRuntimeStore();
    const cart = createCartActions(store, 'GBP');
    await cart.add(tote);
    keepCartCookie(store);
    server.use(
      http.post(
        `*${CART_CALLS.entries}`,
        async ({ request }) => {
          // The fake platform adds the entry; its answer comes back empty.
          await fetch(request.clone().url, {
            method: 'POST',
            body: await request.clone().text(),
            headers: request.headers,
          });
          return new HttpResponse(null, { status: 200 });
        },
        { once: true },
      ),
    );
    expect(await cart.add({ ...tote, quantity: 2 })).toMatchObject({ ok: true });
    expect(store.getState().cart.totalQuantity).toBe(3);
  });

  it('takes the whole cart an item call answers with, without reading it again', async () => {
    const store = createRuntimeStore();
    const cart = createCartActions(store, 'GBP');
    await cart.add(tote);
    keepCartCookie(store);
    await cart.loadFull();
    const itemId = store.getState().cart.cart?.entries[0]?.id ?? '';
    const reads = requests({ method: 'GET' }).length;

    expect(await cart.setQuantity(itemId, 4)).toMatchObject({ ok: true });
    expect(store.getState().cart.totalQuantity).toBe(4);
    expect(requests({ method: 'GET' })).toHaveLength(reads);
  });

  it('gives the platform’s refusal of a quantity (400 with its message), and keeps the cart', async () => {
    const store = createRuntimeStore();
    const cart = createCartActions(store, 'GBP');
    await cart.add(tote);
    keepCartCookie(store);
    await cart.loadFull();
    const before = store.getState().cart;
    const itemId = before.cart?.entries[0]?.id ?? '';
    server.use(
      http.put('*/api/3/commerce/cart/:token/items/:itemId', () =>
        HttpResponse.json({ message: 'Only 3 left in stock.' }, { status: 400 }),
      ),
    );
    expect(await cart.setQuantity(itemId, 9)).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Unable to update quantity. Only 3 left in stock.',
    });
    expect(store.getState().cart).toBe(before);
  });

  it.each([
    ['a 400 that says nothing', () => HttpResponse.json({}, { status: 400 })],
    [
      'a 400 whose body is no JSON',
      () => new HttpResponse('<h1>Bad Request</h1>', { status: 400 }),
    ],
    ['a 400 with an empty message', () => HttpResponse.json({ message: '' }, { status: 400 })],
  ])('gives the wrapper’s words for %s', async (_what, answer) => {
    const store = createRuntimeStore();
    const cart = createCartActions(store, 'GBP');
    server.use(http.post(`*${CART_CALLS.entries}`, answer));
    expect(await cart.add(tote)).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Unable to add item. Unable to connect…',
    });
  });

  it('gives the wrapper’s words, not the body’s, for a server error that names one', async () => {
    const store = createRuntimeStore();
    const cart = createCartActions(store, 'GBP');
    server.use(
      http.post(`*${CART_CALLS.entries}`, () =>
        HttpResponse.json({ message: 'NullPointerException at CartService' }, { status: 503 }),
      ),
    );
    expect(await cart.add(tote)).toEqual({
      ok: false,
      reason: 'failed',
      message:
        'Unable to add item. This service is temporarily unavailable. Please try again later.',
    });
  });

  it('aborts a call under way when its signal aborts: a failure, the store unchanged', async () => {
    const store = createRuntimeStore();
    const controller = new AbortController();
    const cart = createCartActions(store, 'GBP', controller.signal);
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post(`*${CART_CALLS.entries}`, async () => {
        arrived();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    );
    const adding = cart.add({ itemId: SHIRT.id, sku: SHIRT.variants[0]?.sku ?? '', quantity: 1 });
    await reached;
    controller.abort();
    const result = await adding;
    expect(result.ok).toBe(false);
    expect(store.getState().cart).toMatchObject({ totalQuantity: null, cart: null });
  });
});

import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { requests } from '../../../../fixtures/api';
import { TOTE } from '../../../../fixtures/api/commerce-catalogue';
import { CART_PACK, cartInitialiser } from '../../../../initialisers/cart';
import {
  CART_COUNT_CAP,
  EMPTY_CLASS,
  INITIALIZED_CLASS,
  attachCartIndicators,
  cartCountLabel,
  cartCountText,
} from '../../../../initialisers/cart/cart-indicator';
import { CART_CHANNEL } from '../../../../initialisers/cart/cross-tab';
import { cartMayExist, noteCart } from '../../../../src/store/cart-presence';
import { CART_CALLS, CART_COOKIE } from '../../../../src/api/commerce-names';
import { cartState, readCart } from '../../../../src/commerce/cart';
import { createCartActions } from '../../../../src/commerce/cart-actions';
import { noCart } from '../../../../src/store/cart';
import { TRACKING_COOKIES } from '../../../../src/store/consent';
import { createRuntimeStore } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import { loadPackDirectly, recordingLoadPack } from '../../support/pack-exports';
import { startInitialiser, stopStartedInitialisers } from '../../support/start-initialiser';

serveFakeApi();
afterEach(stopStartedInitialisers);

/** The floating cart and header cart of a real 7.1 page (fixtures/real-pages/home-7.1-2026.html). */
const TEMPLATE_CARTS = `
  <div id="floatingCart" class="floating-cart hidden">
    <a href="/cart" class="icon icon--stroke icon--fill icon--cart sqs-custom-cart">
      <span class="Cart-inner"><svg class="icon icon--cart"></svg>
        <div class="legacy-cart icon-cart-quantity"><span class="sqs-cart-quantity">0</span></div>
      </span>
    </a>
  </div>
  <header>
    <a id="header-cart" href="/cart" class="cart-style-icon sqs-custom-cart">
      <span class="sqs-cart-quantity">0</span>
    </a>
    <span class="sqs-cart-subtotal"></span>
    <a id="words-cart" href="/cart" class="sqs-custom-cart">Bag (<span class="sqs-cart-quantity">0</span>) now</a>
    <a id="icon-cart" href="/cart" class="sqs-custom-cart"><svg aria-hidden="true"></svg></a>
    <a id="text-cart" href="/cart" class="sqs-custom-cart">Basket</a>
  </header>`;

const state = (totalQuantity: number | null, subtotalText = '') => ({
  totalQuantity,
  subtotalText,
  cart: null,
  updatedAt: Date.now(),
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const floating = () => byId('floatingCart');
const counts = () =>
  Array.from(document.querySelectorAll('.sqs-cart-quantity'), (node) => node.textContent).slice(
    0,
    2,
  );

describe('cart indicator (widgets.md section 4)', () => {
  it('caps the count at 100 and speaks it as the spec words it', () => {
    expect([0, 1, 2, 99, 100, 101, 5000].map(cartCountText)).toEqual([
      '0',
      '1',
      '2',
      '99',
      '100',
      '100+',
      '100+',
    ]);
    expect(cartCountLabel(1)).toBe('One item in cart');
    expect(cartCountLabel(0)).toBe('0 items in cart');
    expect(cartCountLabel(100)).toBe('100 items in cart');
    expect(cartCountLabel(101)).toBe('More than 100 items in cart');
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (count) => {
        const text = cartCountText(count);
        expect(text).toBe(count > CART_COUNT_CAP ? '100+' : String(count));
        expect(cartCountLabel(count)).toMatch(
          count === 1
            ? /^One item in cart$/
            : count > 100
              ? /^More than 100 items in cart$/
              : new RegExp(`^${count} items in cart$`),
        );
      }),
    );
  });

  it('keeps the server count until the first sync, then shows the live count, label and total', () => {
    document.body.innerHTML = TEMPLATE_CARTS;
    const store = createRuntimeStore();
    const detach = attachCartIndicators(document, store);

    // Not synced yet: the server's markup as it was.
    expect(floating().className).toBe('floating-cart hidden');
    expect(byId('header-cart').hasAttribute('aria-label')).toBe(false);

    store.setState({ cart: state(0) });
    expect(counts()).toEqual(['0', '0']);
    expect(byId('header-cart').getAttribute('aria-label')).toBe('0 items in cart');
    expect(byId('header-cart').classList).toContain(INITIALIZED_CLASS);
    expect(byId('header-cart').classList).toContain(EMPTY_CLASS);
    expect(floating().classList).toContain('hidden');

    store.setState({ cart: state(3, '£135.00') });
    expect(counts()).toEqual(['3', '3']);
    expect(byId('header-cart').getAttribute('aria-label')).toBe('3 items in cart');
    expect(byId('header-cart').classList).not.toContain(EMPTY_CLASS);
    expect(document.querySelector('.sqs-cart-subtotal')?.textContent).toBe('£135.00');
    // An indicator with no quantity element is named "Cart"; one showing words of its own keeps
    // them in its name, around the count's label, so what is read holds what is seen.
    expect(byId('icon-cart').getAttribute('aria-label')).toBe('Cart');
    expect(byId('text-cart').hasAttribute('aria-label')).toBe(false);
    expect(byId('words-cart').getAttribute('aria-label')).toBe('Bag ( 3 items in cart ) now');
    // The floating cart shows once the cart has items.
    expect(floating().classList).not.toContain('hidden');

    store.setState({ cart: state(150) });
    expect(counts()).toEqual(['100+', '100+']);
    expect(floating().querySelector('a')?.getAttribute('aria-label')).toBe(
      'More than 100 items in cart',
    );

    store.setState({ cart: state(0) });
    expect(floating().classList).toContain('hidden');

    detach?.();
    expect(document.body.innerHTML).toBe(TEMPLATE_CARTS);
  });

  it('does nothing on a page without a cart indicator', () => {
    document.body.innerHTML = '<p>No cart here</p>';
    expect(attachCartIndicators(document, createRuntimeStore())).toBeUndefined();
  });
});

describe('cart initialiser: the cart cookie rules', () => {
  it('without a cart seen in this browser: an empty cart at once, no call, no commerce pack', async () => {
    document.body.innerHTML = TEMPLATE_CARTS;
    const { loadPack, requested } = recordingLoadPack();
    const { store } = startInitialiser(cartInitialiser, { loadPack });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 0, cart: null });
    await expect.poll(() => byId('header-cart').getAttribute('aria-label')).toBe('0 items in cart');
    expect(requested).toEqual([CART_PACK]);
    expect(requests()).toEqual([]);
  });

  it('asks the platform when a cart was seen (its cookie is HttpOnly), and forgets a gone one', async () => {
    document.body.innerHTML = TEMPLATE_CARTS;
    noteCart(true);
    const { store } = startInitialiser(cartInitialiser, { loadPack: loadPackDirectly });
    await expect.poll(() => requests({ path: CART_CALLS.cart }).length).toBe(1);
    // 404: no cart any more; later pages ask no more.
    await expect.poll(() => cartMayExist()).toBe(false);
    expect(store.getState().cart).toMatchObject({ totalQuantity: 0, cart: null });
  });

  it('a page with no cart markup and no cart cookie fetches no pack at all', () => {
    document.body.innerHTML = '<header><a href="/about">About</a></header>';
    const { loadPack, requested } = recordingLoadPack();
    const { store } = startInitialiser(cartInitialiser, { loadPack });
    expect(store.getState().cart).toMatchObject({ totalQuantity: 0, cart: null });
    expect(requested).toEqual([]);
  });

  it.each([
    ['a product page with no indicator', '<div class="sqs-add-to-cart-button">Add</div>', false],
    ['a page with a cart cookie and no indicator', '<p>About</p>', true],
  ])('%s fetches the cart pack: its cart changes reach the other tabs', async (_, html, cookie) => {
    document.body.innerHTML = html;
    if (cookie) document.cookie = `${CART_COOKIE}=t1; path=/`;
    const { loadPack, requested } = recordingLoadPack();
    startInitialiser(cartInitialiser, { loadPack });
    await expect.poll(() => requested[0]).toBe(CART_PACK);
  });

  it('with a cart: the commerce pack reads it into every indicator', async () => {
    document.body.innerHTML = TEMPLATE_CARTS;
    // A cart the visitor filled earlier (the platform wrote its cookie, which the browser sends).
    const earlier = createRuntimeStore();
    await createCartActions(earlier, 'GBP').add({ itemId: TOTE.id, sku: null, quantity: 2 });
    document.cookie = `${CART_COOKIE}=${earlier.getState().cart.cart?.token}; path=/`;

    const { store } = startInitialiser(cartInitialiser, { loadPack: loadPackDirectly });
    await expect.poll(() => store.getState().cart.totalQuantity).toBe(2);
    expect(counts()).toEqual(['2', '2']);
    expect(document.querySelector('.sqs-cart-subtotal')?.textContent).toBe('£40.00');
    expect(requests({ path: CART_CALLS.cart })).toHaveLength(1);
  });

  it('keeps the server count when the cart cannot be read', async () => {
    document.body.innerHTML = TEMPLATE_CARTS;
    noteCart(true);
    const { store, log } = startInitialiser(cartInitialiser, {
      loadPack: () => Promise.reject(new Error('offline')),
    });
    await expect.poll(() => log.warn.mock.calls.length).toBe(1);
    expect(store.getState().cart.totalQuantity).toBeNull();
    expect(floating().className).toBe('floating-cart hidden');
  });

  it('keeps the cart cookie under the restrictive cookie policy: it is the cart, not tracking', () => {
    expect(TRACKING_COOKIES).not.toContain(CART_COOKIE);
  });

  it('reads the cart again when a tab with items comes back: a checkout may have emptied it', async () => {
    document.body.innerHTML = TEMPLATE_CARTS;
    noteCart(true);
    const { store, ready } = startInitialiser(cartInitialiser, { loadPack: loadPackDirectly });
    await ready;
    await expect.poll(() => requests({ path: CART_CALLS.cart }).length).toBe(1);
    noteCart(true);
    store.setState({ cart: cartState(readCart({ totalQuantity: 2 }, 'GBP')) });
    document.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(() => store.getState().cart.totalQuantity).toBe(0);
    expect(requests({ path: CART_CALLS.cart })).toHaveLength(2);
  });
});

describe('cart initialiser: the cart in every tab', () => {
  /** Another tab of the same site: its own channel on the same name. */
  function otherTab() {
    const channel = new BroadcastChannel(CART_CHANNEL);
    const received: unknown[] = [];
    channel.onmessage = (event) => received.push(event.data);
    return { channel, received };
  }

  it('posts each change of this tab, and takes the newer change of another', async () => {
    document.body.innerHTML = TEMPLATE_CARTS;
    const tab = otherTab();
    try {
      const { store } = startInitialiser(cartInitialiser, { loadPack: loadPackDirectly });
      // Its own first sync (no cookie: empty) went out too.
      await expect.poll(() => tab.received.length).toBe(1);

      const added = cartState(readCart({ totalQuantity: 4, subtotalCents: 1000 }, 'GBP'));
      store.setState({ cart: added });
      await expect.poll(() => tab.received.at(-1)).toEqual(added);

      // Another tab's newer cart shows here, and is not posted back.
      const elsewhere = {
        ...cartState(readCart({ totalQuantity: 7 }, 'GBP')),
        updatedAt: added.updatedAt + 1,
      };
      tab.channel.postMessage(elsewhere);
      await expect.poll(() => store.getState().cart.totalQuantity).toBe(7);
      expect(counts()).toEqual(['7', '7']);
      // An older one, or something that is not a cart, changes nothing.
      tab.channel.postMessage({ ...noCart(), updatedAt: 1 });
      tab.channel.postMessage({ totalQuantity: 'lots' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(store.getState().cart.totalQuantity).toBe(7);
      expect(tab.received).toHaveLength(2);
    } finally {
      tab.channel.close();
    }
  });

  it('stops listening on destroy', async () => {
    const tab = otherTab();
    try {
      document.body.innerHTML = TEMPLATE_CARTS;
      const run = startInitialiser(cartInitialiser, { loadPack: loadPackDirectly });
      await run.ready;
      run.stop();
      tab.channel.postMessage({ ...noCart(), totalQuantity: 5, updatedAt: Date.now() + 1000 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(run.store.getState().cart.totalQuantity).toBe(0);
    } finally {
      tab.channel.close();
    }
  });
});

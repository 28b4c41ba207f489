import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import { SHIRT, TOTE } from '../../../../fixtures/api/commerce-catalogue';
import { CartPage } from '../../../../blocks/commerce-cart-page/CartPage';
import { CART_CALLS, CART_COOKIE } from '../../../../src/api/commerce-names';
import { createCartActions } from '../../../../src/commerce/cart-actions';
import { normaliseContext } from '../../../../src/context/read-context';
import { windowNavigation } from '../../../../src/lib/navigation';
import { ServerDom } from '../../../../src/runtime/server-dom';
import { StoreContext } from '../../../../src/store/hooks';
import { createRuntimeStore, type RuntimeStore } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

serveFakeApi();

afterEach(() => {
  delete (window as { SiteRuntime?: unknown }).SiteRuntime;
});

function pageStore(storeSettings: Record<string, unknown> = {}): RuntimeStore {
  return createRuntimeStore(
    normaliseContext(
      {
        pageType: 205,
        websiteSettings: {
          storeSettings: {
            selectedCurrency: 'GBP',
            continueShoppingLinkUrl: '/shop',
            ...storeSettings,
          },
        },
      },
      'json',
    ),
  );
}

/** A cart filled on the fake platform, its cookie in the browser, as after a visit to the shop. */
async function fillCart(): Promise<void> {
  const filling = createCartActions(createRuntimeStore(), 'GBP');
  const first = await filling.add({ itemId: SHIRT.id, sku: 'SQ1000004', quantity: 2 });
  document.cookie = `${CART_COOKIE}=${first.ok ? first.cart?.token : ''}; path=/`;
  await filling.add({ itemId: TOTE.id, sku: null, quantity: 1 });
}

function renderCart(store: RuntimeStore, embedded: unknown = null) {
  const root = document.createElement('div');
  root.id = 'sqs-cart-root';
  document.body.appendChild(root);
  const showAlert = vi.fn(() => Promise.resolve());
  (window as { SiteRuntime?: unknown }).SiteRuntime = { store, ui: { showAlert } };
  render(
    <StoreContext.Provider value={store}>
      <CartPage
        element={root}
        data={{ embedded }}
        id="sqs-cart-root"
        server={new ServerDom(root)}
        signal={new AbortController().signal}
        unusable={() => undefined}
        loadPack={() => Promise.reject(new Error('no packs'))}
      />
    </StoreContext.Provider>,
    { container: root },
  );
  return { showAlert };
}

const quantityOf = (name: string) =>
  screen.getByRole('spinbutton', { name: `Quantity of ${name}` }) as HTMLInputElement;

describe('cart page', () => {
  it('without a cart: the empty state and a way back to the shop, after one call', async () => {
    renderCart(pageStore());
    expect(screen.getByRole('heading', { name: 'Shopping cart' })).toBeTruthy();
    // The cart cookie is HttpOnly: the platform says there is no cart (404).
    await screen.findByText('You have nothing in your shopping cart.');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/shop',
    );
    expect(requests().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET ${CART_CALLS.cart}`,
    ]);
  });

  it('shows the cart the server embedded in the root at once, with no call', () => {
    const money = (value: number) => ({
      currencyCode: 'GBP',
      value,
      decimalValue: (value / 100).toFixed(2),
      fractionalDigits: 2,
    });
    renderCart(pageStore(), {
      cart: {
        cartToken: 'embedded-token',
        items: [
          {
            id: 'item-1',
            productId: TOTE.id,
            sku: 'SQ5000001',
            productName: 'Canvas tote',
            productUrl: '/shop/p/tote',
            quantity: 2,
            unitPrice: money(2000),
            itemTotal: money(4000),
            variantOptions: [],
            image: '',
          },
        ],
        subtotal: money(4000),
        grandTotal: money(4000),
      },
      storeCurrency: 'GBP',
    });
    expect(quantityOf('Canvas tote').value).toBe('2');
    expect(screen.getByRole('link', { name: 'Canvas tote' }).getAttribute('href')).toBe(
      '/shop/p/tote',
    );
    expect(document.querySelector('.sr-cart__subtotal')?.textContent).toBe('Subtotal £40.00');
    expect(requests()).toEqual([]);
  });

  it('lists the entries with their options, prices and quantities, and the subtotal', async () => {
    await fillCart();
    const store = pageStore();
    renderCart(store);
    expect(screen.getByText('Loading your cart…')).toBeTruthy();
    await screen.findByRole('button', { name: 'Remove Canvas tote' });
    expect(screen.getByText('Size: Medium, Colour: Navy')).toBeTruthy();
    expect(quantityOf('Linen shirt (Size: Medium, Colour: Navy)').value).toBe('2');
    // The whole cart gives no stock: the platform refuses a quantity it cannot fill.
    expect(quantityOf('Canvas tote').max).toBe('9999');
    expect(screen.getByText('£72.00')).toBeTruthy();
    expect(document.querySelector('.sr-cart__subtotal')?.textContent).toBe('Subtotal £92.00');
  });

  it('changes a quantity, and on failure keeps the cart and what the visitor typed', async () => {
    await fillCart();
    const store = pageStore();
    renderCart(store);
    const tote = await waitFor(() => quantityOf('Canvas tote'));

    fireEvent.change(tote, { target: { value: '3' } });
    fireEvent.submit(tote.closest('form') as HTMLFormElement);
    await waitFor(() => expect(store.getState().cart.totalQuantity).toBe(5));
    expect(document.querySelector('.sr-cart__subtotal')?.textContent).toBe('Subtotal £132.00');

    setFault({ path: '/api/3/commerce/cart/*', fault: 500, times: 1 });
    fireEvent.change(tote, { target: { value: '4' } });
    fireEvent.blur(tote);
    await screen.findByText(
      'Unable to update quantity. Internal server error. Please try again later.',
    );
    expect(tote.value).toBe('4');
    expect(tote.getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().cart.totalQuantity).toBe(5);

    // Over the stock: the platform's words (400 with `message`), the typed value kept.
    fireEvent.change(tote, { target: { value: '41' } });
    fireEvent.blur(tote);
    await screen.findByText('Unable to update quantity. Only 40 left in stock.');
    expect(tote.value).toBe('41');
    // Not a quantity: refused before any call.
    const calls = requests().length;
    fireEvent.change(tote, { target: { value: '0' } });
    fireEvent.blur(tote);
    await screen.findByText('Enter a quantity from 1 to 9999.');
    expect(requests()).toHaveLength(calls);
  });

  it('removes an entry, moving the focus to the next; a failure keeps it and says why', async () => {
    await fillCart();
    const store = pageStore();
    renderCart(store);
    const shirt = await screen.findByRole('button', {
      name: 'Remove Linen shirt (Size: Medium, Colour: Navy)',
    });

    setFault({ path: '/api/3/commerce/cart/*', fault: 'network', times: 1 });
    fireEvent.click(shirt);
    await screen.findByText('Unable to remove item. Unable to connect. Please try again');
    expect(store.getState().cart.totalQuantity).toBe(3);

    act(() => shirt.focus());
    fireEvent.click(shirt);
    await waitFor(() => expect(store.getState().cart.totalQuantity).toBe(1));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Canvas tote' }));
  });

  it('holds checkout back under the minimum order; otherwise goes to the express checkout', async () => {
    const assign = vi.spyOn(windowNavigation, 'assign').mockImplementation(() => undefined);
    await fillCart();
    const store = pageStore({
      minimumOrderSubtotalEnabled: true,
      minimumOrderSubtotal: { currency: 'GBP', value: '100.00' },
    });
    renderCart(store);
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    expect(checkout.getAttribute('href')).toBe('/commerce/goto-checkout');
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(checkout);
    await screen.findByText('A minimum order subtotal is required for checkout.');
    expect(assign).not.toHaveBeenCalled();

    fireEvent.change(quantityOf('Canvas tote'), { target: { value: '3' } });
    fireEvent.blur(quantityOf('Canvas tote'));
    await waitFor(() => expect(checkout.hasAttribute('aria-disabled')).toBe(false));
    fireEvent.click(checkout);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/commerce/goto-checkout'));
  });

  it('says the cart could not be read, and reads it again on Try again', async () => {
    await fillCart();
    setFault({ path: CART_CALLS.cart, fault: 503, times: 1 });
    renderCart(pageStore());
    await screen.findByText('Unable to load. Try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Remove Canvas tote' });
  });

  it('follows the cart another tab changed', async () => {
    await fillCart();
    const store = pageStore();
    renderCart(store);
    await screen.findByRole('button', { name: 'Remove Canvas tote' });
    // What the cart initialiser does with another tab's message.
    const elsewhere = createCartActions(store, 'GBP');
    await act(async () => {
      await elsewhere.add({ itemId: TOTE.id, sku: null, quantity: 2 });
    });
    expect(quantityOf('Canvas tote').value).toBe('3');
  });
});

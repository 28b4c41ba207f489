import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutStandInPage, isCheckoutRoute } from '../../../demo/lib/checkout-stand-in';
import { readCart } from '../../../src/commerce/cart';
import { CART_COOKIE } from '../../../src/api/commerce-names';
import {
  EXPRESS_CHECKOUT_PATH,
  donationCheckoutUrl,
  giftCardCheckoutUrl,
  isExpressCheckoutUrl,
  subscriptionCheckoutUrl,
} from '../../../src/commerce/checkout-urls';
import { goToExpressCheckout } from '../../../src/commerce/express-checkout';
import type { PageNavigation } from '../../../src/lib/navigation';

// The checkout routes of runtime.md section 2, built exactly as the spec gives them.

function recordingNavigation(): PageNavigation & { visited: string[] } {
  const visited: string[] = [];
  return {
    visited,
    assign: (url) => visited.push(url),
    replace: (url) => visited.push(`replace:${url}`),
    reload: () => visited.push('reload'),
  };
}

afterEach(() => {
  delete (window as { SiteRuntime?: unknown }).SiteRuntime;
});

describe('checkout URLs (runtime.md section 2)', () => {
  it('express checkout: /commerce/goto-checkout', () => {
    expect(EXPRESS_CHECKOUT_PATH).toBe('/commerce/goto-checkout');
    expect(isExpressCheckoutUrl('/commerce/goto-checkout', 'https://shop.example/cart')).toBe(true);
    expect(
      isExpressCheckoutUrl('https://shop.example/commerce/goto-checkout/', 'https://shop.example/'),
    ).toBe(true);
    expect(
      isExpressCheckoutUrl('https://other.example/commerce/goto-checkout', 'https://shop.example/'),
    ).toBe(false);
    expect(isExpressCheckoutUrl('/commerce/goto-checkout-now', 'https://shop.example/')).toBe(
      false,
    );
    // However many slashes end it.
    expect(isExpressCheckoutUrl('/commerce/goto-checkout//', 'https://shop.example/')).toBe(true);
  });

  it('is no express checkout when the address cannot be read', () => {
    expect(
      isExpressCheckoutUrl('https://[shop/commerce/goto-checkout', 'https://shop.example/'),
    ).toBe(false);
    expect(isExpressCheckoutUrl('/commerce/goto-checkout', 'not a base')).toBe(false);
  });

  it('subscription checkout: /checkout/subscribe?cartToken', () => {
    expect(subscriptionCheckoutUrl('tok123')).toBe('/checkout/subscribe?cartToken=tok123');
  });

  it('donation checkout: /checkout/donate?donatePageId', () => {
    expect(donationCheckoutUrl('5f0c0ffee')).toBe('/checkout/donate?donatePageId=5f0c0ffee');
  });

  it('gift card checkout: /checkout/giftcard?websiteId&giftCardProductId&sku(optional)', () => {
    expect(
      giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'p1', sku: 'SQ3000025' }),
    ).toBe('/checkout/giftcard?websiteId=w1&giftCardProductId=p1&sku=SQ3000025');
    expect(giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'p1' })).toBe(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=p1',
    );
  });

  it('refuses an empty identifier rather than sending the visitor to a broken checkout', () => {
    expect(() => subscriptionCheckoutUrl(' ')).toThrow('cartToken');
    expect(() => donationCheckoutUrl('')).toThrow('donatePageId');
    expect(() => giftCardCheckoutUrl({ websiteId: '', giftCardProductId: 'p' })).toThrow(
      'websiteId',
    );
    expect(() => giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: '  ' })).toThrow(
      new TypeError('A checkout URL needs a non-empty giftCardProductId'),
    );
  });

  it('encodes any identifier so it reads back the same, on the same path', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        (id) => {
          for (const [built, name] of [
            [subscriptionCheckoutUrl(id), 'cartToken'],
            [donationCheckoutUrl(id), 'donatePageId'],
            [giftCardCheckoutUrl({ websiteId: id, giftCardProductId: id, sku: id }), 'websiteId'],
          ] as const) {
            const url = new URL(built, 'https://shop.example/');
            expect(url.origin).toBe('https://shop.example');
            expect(url.searchParams.get(name)).toBe(id);
          }
        },
      ),
    );
  });
});

describe('going to the express checkout', () => {
  it('goes with the cart the platform answered (its cookie is HttpOnly), or a readable cookie', async () => {
    const withCart = recordingNavigation();
    await expect(goToExpressCheckout(readCart({ cartToken: 't1' }), withCart)).resolves.toBe(true);
    expect(withCart.visited).toEqual(['/commerce/goto-checkout']);

    document.cookie = `${CART_COOKIE}=t1; path=/`;
    const withCookie = recordingNavigation();
    await expect(goToExpressCheckout(null, withCookie)).resolves.toBe(true);
    expect(withCookie.visited).toEqual(['/commerce/goto-checkout']);
  });

  it('shows the spec’s alert and stays without a cart', async () => {
    const showAlert = vi.fn(() => Promise.resolve());
    (window as { SiteRuntime?: unknown }).SiteRuntime = { ui: { showAlert } };
    const navigation = recordingNavigation();
    await expect(goToExpressCheckout(readCart({}), navigation)).resolves.toBe(false);
    expect(navigation.visited).toEqual([]);
    expect(showAlert).toHaveBeenCalledWith({
      message:
        'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    });
  });
});

describe('going to the express checkout without cookies or a runtime', () => {
  it('shows the alert when the browser refuses cookies, whatever cart the page knows', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const showAlert = vi.fn(() => Promise.resolve());
    (window as { SiteRuntime?: unknown }).SiteRuntime = { ui: { showAlert } };
    const navigation = recordingNavigation();
    await expect(goToExpressCheckout(readCart({ cartToken: 't1' }), navigation)).resolves.toBe(
      false,
    );
    expect(navigation.visited).toEqual([]);
    expect(showAlert).toHaveBeenCalledTimes(1);
  });

  it('stays, without failing, on a page with no runtime to show the alert', async () => {
    const navigation = recordingNavigation();
    await expect(goToExpressCheckout(null, navigation)).resolves.toBe(false);
    expect(navigation.visited).toEqual([]);
  });
});

describe('the demo’s checkout stand-in', () => {
  it('answers the checkout routes only, and shows the query escaped', () => {
    expect(
      [
        '/commerce/goto-checkout',
        '/checkout/subscribe',
        '/checkout/donate',
        '/checkout/giftcard',
      ].every(isCheckoutRoute),
    ).toBe(true);
    expect(isCheckoutRoute('/checkout/other')).toBe(false);
    const page = checkoutStandInPage(new URL('http://x/checkout/donate?donatePageId=%3Cb%3E'));
    expect(page).toContain('<dt>donatePageId</dt><dd>&#60;b&#62;</dd>');
    expect(page).not.toContain('<b>');
  });
});

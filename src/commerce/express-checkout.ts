// Express checkout (runtime.md sections 2 and 8): the visitor goes to /commerce/goto-checkout only
// when there is a cart; otherwise an alert says: Either your session has expired or you do not
// have cookies enabled. We cannot continue to checkout. The spec says the cart cookie must exist
// first; the platform writes that cookie HttpOnly (src/api/commerce-names.ts), so the page knows
// it by the cart the platform last answered with (a cookie the page can read counts too).
import { CART_COOKIE } from '../api/commerce-names';
import * as strings from '../i18n/strings';
import { readCookie } from '../lib/cookies';
import { windowNavigation, type PageNavigation } from '../lib/navigation';
import type { Cart } from '../store/cart';
import { EXPRESS_CHECKOUT_PATH } from './checkout-urls';

/** Whether the visitor's browser holds a cart the checkout can continue with. */
function cartCookieExists(cart: Cart | null): boolean {
  if (!navigator.cookieEnabled) return false;
  return Boolean(cart?.token) || readCookie(CART_COOKIE) !== undefined;
}

/**
 * Goes to the express checkout with `cart` (the platform's last answer), or shows the spec's alert
 * (the core's, window.SiteRuntime.ui) and stays. Resolves with whether it went.
 */
export async function goToExpressCheckout(
  cart: Cart | null,
  navigation: PageNavigation = windowNavigation,
): Promise<boolean> {
  if (cartCookieExists(cart)) {
    navigation.assign(EXPRESS_CHECKOUT_PATH);
    return true;
  }
  await window.SiteRuntime?.ui.showAlert({ message: strings.checkout.noCartCookie });
  return false;
}

// Express checkout (runtime.md sections 2 and 8): the visitor goes to /commerce/goto-checkout only
// when the cart cookie exists; otherwise an alert says: Either your session has expired or you do
// not have cookies enabled. We cannot continue to checkout.
import { CART_COOKIE } from '../api/commerce-names';
import * as strings from '../i18n/strings';
import { readCookie } from '../lib/cookies';
import { windowNavigation, type PageNavigation } from '../lib/navigation';
import { EXPRESS_CHECKOUT_PATH } from './checkout-urls';

/**
 * Goes to the express checkout, or shows the spec's alert (the core's, window.SiteRuntime.ui) and
 * stays. Resolves with whether it went.
 */
export async function goToExpressCheckout(
  navigation: PageNavigation = windowNavigation,
): Promise<boolean> {
  if (readCookie(CART_COOKIE)) {
    navigation.assign(EXPRESS_CHECKOUT_PATH);
    return true;
  }
  await window.SiteRuntime?.ui.showAlert({ message: strings.checkout.noCartCookie });
  return false;
}

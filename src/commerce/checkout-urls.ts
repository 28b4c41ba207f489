// The checkout routes, exactly as runtime.md section 2 gives them:
//   /commerce/goto-checkout                                      express checkout
//   /checkout/subscribe?cartToken                                subscription checkout
//   /checkout/donate?donatePageId                                donation checkout
//   /checkout/giftcard?websiteId&giftCardProductId&sku(optional) gift card checkout
// Paths on the page's own origin; navigation makes them absolute against it (src/lib/navigation.ts),
// so an injected <base href> cannot move them.

export const EXPRESS_CHECKOUT_PATH = '/commerce/goto-checkout';
export const SUBSCRIPTION_CHECKOUT_PATH = '/checkout/subscribe';
export const DONATION_CHECKOUT_PATH = '/checkout/donate';
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** Refuses an empty identifier: a checkout URL without it would only show the visitor an error. */
function required(name: string, value: string): string {
  if (value.trim() === '') throw new TypeError(`A checkout URL needs a non-empty ${name}`);
  return value;
}

export function subscriptionCheckoutUrl(cartToken: string): string {
  return withQuery(SUBSCRIPTION_CHECKOUT_PATH, { cartToken: required('cartToken', cartToken) });
}

export function donationCheckoutUrl(donatePageId: string): string {
  return withQuery(DONATION_CHECKOUT_PATH, {
    donatePageId: required('donatePageId', donatePageId),
  });
}

/** The sku is optional: without one, the checkout asks which gift card amount. */
export function giftCardCheckoutUrl(options: {
  websiteId: string;
  giftCardProductId: string;
  sku?: string;
}): string {
  const query: Record<string, string> = {
    websiteId: required('websiteId', options.websiteId),
    giftCardProductId: required('giftCardProductId', options.giftCardProductId),
  };
  if (options.sku) query.sku = options.sku;
  return withQuery(GIFT_CARD_CHECKOUT_PATH, query);
}

/** True when `href` (resolved against `base`) is the express checkout on the page's origin. */
export function isExpressCheckoutUrl(href: string, base: string = window.location.href): boolean {
  try {
    const url = new URL(href, base);
    return (
      url.origin === new URL(base).origin &&
      url.pathname.replace(/\/+$/, '') === EXPRESS_CHECKOUT_PATH
    );
  } catch {
    return false;
  }
}

// What tells the core that a page has anything to do with a cart: the template's cart indicators
// and the parts of a store that change the cart (the add-to-cart button of a product block or
// product page, the cart page). Only such pages, and pages whose visitor has a cart cookie, fetch
// the `cart` pack.

export const CART_QUANTITY_SELECTOR = '.sqs-cart-quantity';
export const CART_INDICATOR_SELECTOR = '.sqs-custom-cart';
export const CART_MARKUP_SELECTOR = [
  CART_QUANTITY_SELECTOR,
  CART_INDICATOR_SELECTOR,
  '.sqs-add-to-cart-button',
  '#sqs-cart-root',
].join(', ');

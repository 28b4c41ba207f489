// The cart page (runtime.md section 2: "The cart page loads when an element with the cart root id
// exists"; cart v2 is page type 205). Real pages hold an empty `<div id="sqs-cart-root"></div>`;
// the `commerce-cart-page` pack draws the cart into it with React (./CartPage.tsx). Listed by
// blocks() as `cart-page`.
import { REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

export const cartPageBlock = {
  name: 'cart-page',
  selector: '#sqs-cart-root',
  priority: 'critical',
  pack: 'commerce-cart-page',
  preload: [REACT_PACK, 'commerce'],
} satisfies BlockDefinition;

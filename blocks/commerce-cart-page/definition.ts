// The whole definition of the cart page: the core's (./index.ts), its reader and its component.
import type { BlockDefinition } from '../../src/runtime/types';
import { CartPage, type CartPageData } from './CartPage';
import { cartPageBlock } from './index';

/**
 * The cart the server embedded in the root: `<script type="application/json">{"cart": …}` before
 * `#sqs-cart-container` (seen on real cart pages; older ones hold an empty root). Unreadable JSON
 * counts as none: the page reads the cart from the platform instead.
 */
function readCartPage(element: HTMLElement): CartPageData {
  const script = element.querySelector(':scope > script[type="application/json"]');
  try {
    return { embedded: script?.textContent ? (JSON.parse(script.textContent) as unknown) : null };
  } catch {
    return { embedded: null };
  }
}

export const cartPageDefinition: BlockDefinition<CartPageData> = {
  ...cartPageBlock,
  readData: readCartPage,
  component: CartPage,
};

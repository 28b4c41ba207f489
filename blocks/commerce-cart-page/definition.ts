// The whole definition of the cart page: the core's (./index.ts) and its component.
import type { BlockDefinition } from '../../src/runtime/types';
import { CartPage } from './CartPage';
import { cartPageBlock } from './index';

export const cartPageDefinition: BlockDefinition = {
  ...cartPageBlock,
  // The root holds nothing of the server's.
  readData: () => null,
  component: CartPage,
};

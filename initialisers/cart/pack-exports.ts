// What the `cart` pack hands the core through definePack.
import { startCart } from './start-cart';

export const cartPack = { startCart };

export type CartPack = typeof cartPack;

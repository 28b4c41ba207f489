// The `cart` pack (dist/packs/cart.js), loaded by pages with a cart indicator, a store's cart
// controls or a visitor's cart cookie.
import { CART_PACK } from './index';
import { cartPack } from './pack-exports';

window.SiteRuntime?.definePack(CART_PACK, cartPack);

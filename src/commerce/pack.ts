// The `commerce` pack (dist/packs/commerce.js): the cart's readers and actions, prices, products,
// shared by the commerce block packs (product, cart page, donation, reviews, member area) and
// fetched by the core's `cart` initialiser on pages whose visitor has a cart. A page without
// commerce never fetches it.
import * as commerce from './index';
import { COMMERCE_PACK, type CommercePack } from './pack-exports';
import { syncCart } from './sync-cart';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The commerce pack needs the site-runtime core on the page');
Object.assign(runtime.shared, { commerce });
runtime.definePack(COMMERCE_PACK, { syncCart } satisfies CommercePack);

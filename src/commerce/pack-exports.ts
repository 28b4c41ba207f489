// What the `commerce` pack defines for the core's `cart` initialiser (initialisers/cart): the
// cart is read only on pages whose visitor has a cart cookie, so only they fetch this pack.
import type { PageContext } from '../context/types';
import type { Logger } from '../runtime/types';
import type { RuntimeStore } from '../store/store';

export const COMMERCE_PACK = 'commerce';

export interface CommercePack {
  /** Reads the visitor's cart into the store; a failure is logged and the indicators keep theirs. */
  syncCart: (options: { store: RuntimeStore; context: PageContext; log: Logger }) => Promise<void>;
}

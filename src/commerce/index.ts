// What the commerce block packs share, from the one `commerce` pack (./pack.ts): their imports of
// this module become SiteRuntime.shared.commerce (scripts/build.mjs), so the cart's queue and
// readers exist once per page.
export * from './cart';
export * from './cart-actions';
export * from './checkout-urls';
export * from './express-checkout';
export * from './money-text';
export * from './strings';
export * from './price-text';
export * from './product';
export * from './quantity';
export * from './selection';
export * from './sku';
export * from './subscription';

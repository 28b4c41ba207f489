// The `commerce-cart-page` pack (dist/packs/commerce-cart-page.js): the cart page's own bundle,
// fetched only by a page with the cart root.
import './cart-page.css';
import { cartPageDefinition } from './definition';

window.SiteRuntime?.registerBlock(cartPageDefinition);

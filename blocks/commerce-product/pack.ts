// The `commerce-product` pack (dist/packs/commerce-product.js), fetched when a page has a product
// page's controllers, a product block or an add-to-cart button.
import './commerce-product.css';
import {
  addToCartButtonDefinition,
  productBlockDefinition,
  productControllerDefinitions,
} from './definition';

const runtime = window.SiteRuntime;
runtime?.registerBlock(productBlockDefinition);
runtime?.registerBlock(addToCartButtonDefinition);
for (const definition of productControllerDefinitions) runtime?.registerController(definition);

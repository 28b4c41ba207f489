// Products: the 7.1 product page's template controllers, the product block (43) and the
// add-to-cart button of pages that draw a product without either. One lazy pack,
// `commerce-product`, which takes the cart and prices from the shared `commerce` pack.
//
// Markup contract (real 7.1 product pages; fixtures/blocks/commerce-product-7.1.html):
//   Static.SQUARESPACE_CONTEXT.product: {id, productType (1 physical, 2 digital, 3 service,
//     4 gift card, 5 paywall), variants: [{sku, price, salePrice, onSale, qtyInStock, unlimited,
//     attributes, optionValues}], subscribable, subscriptionPlan: {billingPeriod, numBillingCycles}}
//     (digital: priceCents, salePriceCents, onSale)
//   <section class="ProductItem-details" data-current-context='{"isSubscription":…,
//       "subscriptionType":"subscription_only"}'>
//     <div class="ProductItem-details-checkout" data-controller="ProductItemVariants,ProductCartButton">
//       <div class="ProductItem-product-price"><div class="product-price">£45.00</div></div>
//       <div class="product-variants" data-item-id="…" data-variants="[…]">
//         <div class="variant-option"><div class="variant-option-title">Size:</div>
//           <div class="variant-select-wrapper"><select data-variant-option-name="Size">
//             <option value="">Select Size</option><option value="Small">Small</option>…
//       <div class="product-quantity-input"><input type="number" min="1" max="9999" value="1"></div>
//       <div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button" role="button"
//           tabindex="0" data-collection-id data-item-id data-product-type data-use-custom-label
//           data-original-label="Add To Cart"
//           [data-is-subscription="true" data-subscription-option-id="…": labelled "Subscribe",
//           no quantity input]>
//         <div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>
//   The gallery: data-controller ProductGallery, ImageZoom and Lightbox (./attach-gallery.ts).
// Product block (43): the same price, variants, quantity and button inside the block; its
// data-block-json may carry the product record (`product`, assumed). An add-to-cart button outside
// both runs the form around it (7.0 product pages' #productDetails).
import type { BlockDefinition, ControllerDefinition } from '../../src/runtime/types';

export const COMMERCE_PRODUCT_PACK = 'commerce-product';
/** The packs every product part needs: fetched in parallel with it. */
const PRELOAD = ['commerce', 'image'];

export const productBlock = {
  name: 'product',
  blockType: 43,
  priority: 'visible',
  pack: COMMERCE_PRODUCT_PACK,
  preload: PRELOAD,
} satisfies BlockDefinition;

export const addToCartButtonBlock = {
  name: 'add-to-cart-button',
  // A button inside a product block is the block's (the scan never matches inside a block); one
  // under the product page's ProductCartButton controller is that controller's. 7.0 templates put
  // other controllers around the whole page (`.Site[data-controller="AncillaryLayout"]`).
  selector: '.sqs-add-to-cart-button:not([data-controller*="ProductCartButton"] *)',
  priority: 'visible',
  pack: COMMERCE_PRODUCT_PACK,
  preload: PRELOAD,
} satisfies BlockDefinition;

const controller = (name: string): ControllerDefinition => ({
  name,
  priority: 'visible',
  pack: COMMERCE_PRODUCT_PACK,
  preload: PRELOAD,
});

export const productControllers = [
  controller('ProductItemVariants'),
  controller('ProductCartButton'),
  controller('ProductGallery'),
  controller('ImageZoom'),
  controller('Lightbox'),
];

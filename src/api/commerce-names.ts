// Every commerce name the spec does not give, in one place, so that each can be corrected here
// once it is known. The spec (runtime.md sections 2, 3 and 7) names the checkout routes, the cart's
// and the product's fields, but not the cart calls, their bodies, the cart cookie's name, the shape
// of a cart entry, the donation, member-area and review markup, or the review calls; it says the
// cart page's and the reviews page's inner behaviour is not shown.
//
// Every name below is ASSUMED. Those marked "seen" were observed in public integrations with the
// platform's sites, not read in the spec; the others are ours. Pure values: the fake platform API
// (fixtures/api/) imports this module too, so both sides always agree.

/** ASSUMED (seen): the cookie holding the visitor's cart token, written by the platform. */
export const CART_COOKIE = 'CART';

/** ASSUMED: the cart calls. Each answers with the whole cart (the spec's cart entity). */
export const CART_CALLS = {
  /** ASSUMED (seen): GET the visitor's cart. */
  cart: '/api/commerce/shopping-cart',
  /** ASSUMED (seen): POST {@link ADD_ENTRY_FIELDS} adds an entry. */
  entries: '/api/commerce/shopping-cart/entries',
  /** ASSUMED: PUT {quantity} changes an entry's quantity, DELETE removes it. */
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  /**
   * ASSUMED: POST {itemId, sku, subscriptionOptionId} starts the cart of one subscription, and
   * answers {cartToken} for the spec's /checkout/subscribe?cartToken route.
   */
  subscriptionCart: '/api/commerce/subscription-cart',
} as const;

/** ASSUMED (seen): the body of an added entry. `additionalFields` is a JSON text (or null). */
export const ADD_ENTRY_FIELDS = {
  itemId: 'itemId',
  sku: 'sku',
  quantity: 'quantity',
  additionalFields: 'additionalFields',
  /** ASSUMED: the subscription option of a subscription product's button. */
  subscriptionOptionId: 'subscriptionOptionId',
} as const;

/** ASSUMED: the token field of the cart answer and of the subscription-cart answer. */
export const CART_TOKEN_FIELD = 'cartToken';

/**
 * ASSUMED: the fields of a cart entry ("The shape of an entry is not shown"). Prices in minor
 * units of the cart's currency, as the spec's cart totals are.
 */
export const CART_ENTRY_FIELDS = {
  id: 'id',
  itemId: 'itemId',
  sku: 'sku',
  title: 'productName',
  /** A list of {optionName, value}, as the product's variants give them. */
  options: 'variantOptions',
  quantity: 'quantity',
  unitPriceCents: 'unitPriceCents',
  imageUrl: 'imageUrl',
  productUrl: 'productUrl',
  /** Stock left for this entry's variant; with `unlimited`, no limit. */
  qtyInStock: 'qtyInStock',
  unlimited: 'unlimited',
} as const;

/** ASSUMED: the cart's currency code, beside the spec's cents totals. */
export const CART_CURRENCY_FIELD = 'currencyCode';

/**
 * ASSUMED: how the platform refuses an entry (add or quantity change) because of stock: status
 * 409 with {error, reason, qtyInStock}.
 */
export const STOCK_REFUSAL = {
  status: 409,
  reasonField: 'reason',
  stockField: 'qtyInStock',
  /** Sold out since the page was shown. */
  soldOut: 'SOLD_OUT',
  /** Fewer left than asked for. */
  notEnough: 'INSUFFICIENT_STOCK',
} as const;

/** ASSUMED: the product-reviews request page (page type 209) and its calls. */
export const REVIEW_CALLS = {
  /** GET <requests>/<token>: {status, products: [{id, name, imageUrl}]}. */
  requests: '/api/commerce/product-reviews/requests',
  /** POST {token, productId, rating, title, body, reviewerName}. */
  reviews: '/api/commerce/product-reviews',
} as const;

/** ASSUMED: the states a review request answers with (the spec names the three, not the codes). */
export const REVIEW_REQUEST_STATUS = {
  open: 'OPEN',
  expired: 'EXPIRED',
  reviewed: 'REVIEWED',
} as const;

/** ASSUMED: where a cart indicator shows the subtotal ("The subtotal text is set when ... exists"). */
export const CART_SUBTOTAL_SELECTOR = '.sqs-cart-subtotal';

/** ASSUMED: the markup the spec does not show. */
export const COMMERCE_MARKUP = {
  /** The option selects of a product's variants: the option's name in this attribute. */
  variantOptionName: 'data-variant-option-name',
  /** Where a product shows the chosen variant's SKU. */
  productSku: '.product-sku',
  /** The reviews request page's root, and its request token (the URL's query parameter wins). */
  reviewsRoot: '#sqs-product-reviews-root',
  reviewToken: 'data-review-token',
  reviewTokenParam: 'token',
  /** The donation block's button. */
  donationButton: '.sqs-donation-button',
  /** The member-area block: the toggle's two options and what each option shows. */
  pricingToggle: '.member-area-pricing-toggle',
  pricingOption: 'data-pricing-option',
} as const;

/**
 * ASSUMED (the class names seen on real 7.1 product pages; their structure is ours): the product
 * gallery that the ProductGallery, ImageZoom and Lightbox controllers run on.
 */
export const PRODUCT_GALLERY_MARKUP = {
  slides: '.ProductItem-gallery-slides',
  slide: '.ProductItem-gallery-slides-item',
  thumbnail: '.ProductItem-gallery-thumbnails-item',
  previous: '.ProductItem-gallery-prev',
  next: '.ProductItem-gallery-next',
} as const;

/** ASSUMED: block data keys (data-block-json) the spec does not show. */
export const COMMERCE_BLOCK_FIELDS = {
  /** Donation block (52): the donation page the checkout route names. */
  donatePageId: 'donatePageId',
  /** Product block (43): the product record, shaped as the page context's `product`. */
  product: 'product',
  /** Member-area block (67): which toggle option shows first ("left" or "right"). */
  defaultPricingOption: 'defaultPricingOption',
} as const;

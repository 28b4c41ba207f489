// Every commerce name the spec does not give, in one place, each with where it was seen. The spec
// (runtime.md sections 2, 3 and 7) names the checkout routes, the cart's and the product's
// fields, but not the cart calls, their bodies, the cart cookie's name, the shape of a cart entry,
// the donation, member-area and review markup, or the review calls.
//
// "Seen" names were read in public code that works with the platform's stores, in real pages
// (fixtures/real-pages/commerce/), or in the platform's own open-source template compiler:
// - TC: Squarespace/template-compiler (CommerceUtils.java, CommerceFormatters.java, the
//   variants-select.html, add-to-cart-btn.html and quantity-input.html templates);
// - EEC: EfficiencyJunky/eec-for-squarespace, reference/ss_objects/ (02_product.js,
//   03_add.js, 04_05_cart.js: copies of a real store's objects);
// - public cart drawers and integrations for 7.1 stores (a slide-out cart, a custom cart drawer,
//   a product-search adapter and its tests, a Next.js commerce provider, add-to-cart scripts).
// Names marked ASSUMED have no public evidence: they are ours, and the fake API answers them.
// Pure values: the fake platform API (fixtures/api/) imports this module too.

/**
 * Seen (an add-to-cart bot waits for it; a cart drawer notes it is HttpOnly): the cookie that
 * holds the visitor's cart. The platform writes it HttpOnly, so a page cannot read it: the
 * runtime learns whether there is a cart from the cart call, and reads this name only as a hint
 * on sites that let it.
 */
export const CART_COOKIE = 'CART';

const encode = encodeURIComponent;

/** The cart calls. */
export const CART_CALLS = {
  /**
   * Seen: GET the visitor's cart in its short form (entries, the spec's *Cents totals,
   * totalQuantity, cartToken); 404 "You have no shopping cart yet." when there is none.
   */
  cart: '/api/commerce/shopping-cart',
  /**
   * Seen: POST {@link ADD_ENTRY_FIELDS} adds an entry (crumb as `?crumb=` and X-CSRF-Token);
   * answers {shoppingCart, newlyAdded}, or status 200 with `error` (refused) or `crumbFail`.
   */
  entries: '/api/commerce/shopping-cart/entries',
  /**
   * Seen: GET the whole cart (items with names, prices and images, money totals) by its token.
   * The cart page also embeds it as JSON in `#sqs-cart-root`.
   */
  fullCart: (cartToken: string) => `/api/3/commerce/cart/${encode(cartToken)}`,
  /**
   * Seen: PUT {quantity} changes an item's quantity (400 {message} when the stock is short),
   * DELETE removes it. The id is the cart item's, not the product's.
   */
  item: (cartToken: string, itemId: string) =>
    `/api/3/commerce/cart/${encode(cartToken)}/items/${encode(itemId)}`,
} as const;

/** Seen: the body of an added entry. `additionalFields` is a JSON text, or null. */
export const ADD_ENTRY_FIELDS = {
  itemId: 'itemId',
  sku: 'sku',
  quantity: 'quantity',
  additionalFields: 'additionalFields',
  /**
   * ASSUMED as a body field: the subscription option a subscription product's button names
   * (`data-subscription-option-id` on real 7.1 pages; `productSubscriptionOptionId` is the name
   * TC reads in a product's pricingOptions). No public call shows how the platform starts the
   * cart of /checkout/subscribe: the runtime adds the entry with the ordinary call (the one
   * public tool seen carting a subscription product did so) and takes the answer's cartToken.
   */
  subscriptionOptionId: 'productSubscriptionOptionId',
} as const;

/** Seen: the cart's token in both cart forms, and the checkout routes' query parameter. */
export const CART_TOKEN_FIELD = 'cartToken';

/** Seen (EEC 03_add.js; the adapters): an entry of the short cart (`entries[]`). */
export const CART_ENTRY_FIELDS = {
  id: 'id',
  itemId: 'itemId',
  title: 'title',
  quantity: 'quantity',
  /** The price paid for one, in minor units. */
  unitPriceCents: 'purchasePriceCents',
  /** {sku, optionValues: [{optionName, value}], qtyInStock, unlimited} */
  variant: 'chosenVariant',
} as const;

/** Seen (EEC 04_05_cart.js; the 7.1 cart drawers): an item of the whole cart (`items[]`). */
export const CART_ITEM_FIELDS = {
  /** The id the item calls take. */
  id: 'id',
  productId: 'productId',
  sku: 'sku',
  title: 'productName',
  productUrl: 'productUrl',
  quantity: 'quantity',
  /** Money objects in minor units (src/lib/money.ts). */
  unitPrice: 'unitPrice',
  itemTotal: 'itemTotal',
  /** [{name, value}] */
  options: 'variantOptions',
  /** {url, …}, or "" when the product has no image. */
  image: 'image',
} as const;

/** Seen (EEC; the cart drawers): the whole cart's money totals, each a money object. */
export const FULL_CART_TOTALS = {
  subtotal: 'subtotal',
  tax: 'taxTotal',
  shipping: 'shippingTotal',
  discount: 'discountTotal',
  grandTotal: 'grandTotal',
} as const;

/**
 * Seen: how the platform refuses a quantity for stock. The item PUT answers 400 with `message`
 * (a 7.1 cart drawer shows it); the entries POST answers 200 with `error` (the adapter's notes).
 * Neither carries a reason code or the stock left: the platform's words are shown as they are.
 */
export const STOCK_REFUSAL = {
  status: 400,
  messageField: 'message',
  addErrorField: 'error',
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

/** Seen (TC's cart-subtotal formatter, deprecated there): where an indicator shows the subtotal. */
export const CART_SUBTOTAL_SELECTOR = '.sqs-cart-subtotal';

/** The markup the spec does not show. */
export const COMMERCE_MARKUP = {
  /** Seen (TC variants-select.html; real pages): the option a variant select chooses. */
  variantOptionName: 'data-variant-option-name',
  /** ASSUMED: where a product shows the chosen variant's SKU (no public markup shows one). */
  productSku: '.product-sku',
  /** ASSUMED: the reviews request page's root, and its request token (the URL's wins). */
  reviewsRoot: '#sqs-product-reviews-root',
  reviewToken: 'data-review-token',
  reviewTokenParam: 'token',
  /** Seen (a 7.0 template's script; a donation add-on): the donation block's button. */
  donationButton: '.sqs-donate-button',
  /** ASSUMED: the member-area block's toggle and what each option shows. */
  pricingToggle: '.member-area-pricing-toggle',
  pricingOption: 'data-pricing-option',
} as const;

/** The product gallery that the ProductGallery, ImageZoom and Lightbox controllers run on. */
export const PRODUCT_GALLERY_MARKUP = {
  /** Seen (real pages; scrapers). */
  slides: '.ProductItem-gallery-slides',
  slide: '.ProductItem-gallery-slides-item',
  thumbnail: '.ProductItem-gallery-thumbnails-item',
  /** ASSUMED: the arrows (the saved pages have none). */
  previous: '.ProductItem-gallery-prev',
  next: '.ProductItem-gallery-next',
} as const;

/** Block data keys (data-block-json) the spec does not show. */
export const COMMERCE_BLOCK_FIELDS = {
  /** Seen as the donation checkout's query parameter; its place in the block's JSON ASSUMED. */
  donatePageId: 'donatePageId',
  /** ASSUMED: the product record of a product block (43), shaped as the page context's. */
  product: 'product',
  /** ASSUMED: the member-area block's (67) first toggle option ("left" or "right"). */
  defaultPricingOption: 'defaultPricingOption',
} as const;

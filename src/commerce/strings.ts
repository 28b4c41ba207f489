// The commerce packs' visitor-facing strings. Those the spec gives are quoted from it (widgets.md
// section 8, "Interface messages", and section 5; runtime.md section 3); the others are ours, as the
// spec is silent there, and are marked so. Placeholders in braces: formatMessage (src/i18n).

export const commerceStrings = {
  // Spec (widgets.md section 8): "Unable to add item, remove item, update quantity".
  unableToAdd: 'Unable to add item',
  unableToRemove: 'Unable to remove item',
  unableToUpdateQuantity: 'Unable to update quantity',
  // Spec (widgets.md section 8).
  unableToConnect: 'Unable to connect. Please try again',
  unableToLoad: 'Unable to load. Try again.',
  // Spec (widgets.md section 5).
  minimumOrder: 'A minimum order subtotal is required for checkout.',
  // Spec (runtime.md section 3): "Price text reads from {startingPrice} when variants differ."
  startingPrice: 'from {startingPrice}',
  // Spec (widgets.md section 8 and section 5).
  reviewExpired: 'Your review request has expired',
  alreadyReviewed: 'You have already reviewed this purchase.',
  selectRating: 'Please select a star rating.',

  // Ours: the spec words none of what follows.
  /** Why an add or a change was refused, after the spec's "Unable to …" text. */
  /** Ours: after the spec's "Unable to add item", for a product none of whose variants reads. */
  cannotBeBought: 'This product cannot be bought here. Please contact the store.',
  /** Ours: a change to a cart the platform no longer has (a checkout finished in another tab). */
  cartGone: 'Your cart has expired. Please add the item again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  /** Before an add: what is missing or wrong. */
  chooseOption: 'Select {option}.',
  quantityRange: 'Enter a quantity from 1 to {max}.',
  quantityOverStock: 'Only {count} left in stock: choose {count} or fewer.',
  unavailableCombination: 'This combination is not available.',
  /** Stock and prices. */
  soldOut: 'Sold Out',
  lowStock: 'Only {count} left',
  onSale: 'Sale price',
  originalPrice: 'Original price',
  /** The add-to-cart button and its outcome. */
  adding: 'Adding…',
  added: 'Added to cart.',
  subscribing: 'Starting your subscription…',
  /** Subscription plans (runtime.md section 3 names the cases, not the texts). */
  renewsEach: { WEEK: 'Renews weekly', MONTH: 'Renews monthly', YEAR: 'Renews yearly' },
  renewsEvery: 'Renews every {count} {unit}',
  periodUnits: { WEEK: 'weeks', MONTH: 'months', YEAR: 'years' },
  renewsIndefinitely: 'until cancelled',
  renewsFor: 'for {count} payments',
  oneTimePurchase: 'One-time purchase',
  subscribe: 'Subscribe',
  /** The cart page. */
  cartTitle: 'Shopping cart',
  cartEmpty: 'You have nothing in your shopping cart.',
  continueShopping: 'Continue shopping',
  checkout: 'Checkout',
  subtotal: 'Subtotal',
  quantityOf: 'Quantity of {title}',
  remove: 'Remove {title}',
  removing: 'Removing…',
  cartLoading: 'Loading your cart…',
  tryAgain: 'Try again',
  /** Gift cards. */
  giftCardAmount: 'Amount',
  /** The review request page. */
  reviewTitle: 'Review your purchase',
  reviewLoading: 'Loading your review request…',
  reviewNoToken: 'This review link is incomplete.',
  reviewRating: 'Rating',
  reviewStars: '{count} of 5 stars',
  reviewHeadline: 'Title',
  reviewBody: 'Review',
  reviewName: 'Your name',
  reviewSubmit: 'Submit review',
  reviewSubmitting: 'Submitting…',
  reviewThanks: 'Thank you for your review.',
  reviewProduct: 'Product',
  unableToSubmitReview: 'Unable to submit your review.',
  /** The member-area block's pricing toggle. */
  pricingToggle: 'Billing period',
} as const;

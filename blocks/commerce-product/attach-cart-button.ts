// ProductCartButton: the add-to-cart button of a product (`.sqs-add-to-cart-button`, role=button,
// tabindex=0 on real pages), with the keys of a native button. Before anything is sent the choice
// is checked: an option not chosen ("Select Size."), a quantity that is not 1 to 9999 or over the
// stock, a sold-out or unavailable combination; the message shows under the button, the field in
// question is marked invalid and gets the focus. Then, by the product:
//   - a subscription goes to the subscription checkout (/checkout/subscribe?cartToken);
//   - a gift card goes to the gift card checkout (/checkout/giftcard?websiteId&giftCardProductId&sku);
//   - anything else is added to the cart, and with the store's express checkout on, the visitor
//     goes on to /commerce/goto-checkout.
// A failure says the spec's "Unable to add item" and why (the platform's words when it refused).
// A product nobody can buy as shown (no variant could be read: a price, a SKU, the product's own
// data) says so at once, with the button aria-disabled, and is listed as failed with the reason.
// The visitor's choices stay as they were, whatever happens.
import {
  cartActionsFor,
  cartFailure,
  chosenVariant,
  commerceStrings as s,
  giftCardCheckoutUrl,
  goToExpressCheckout,
  isSoldOut,
  missingOptions,
  quantityLimit,
  readQuantity,
  subscriptionCheckoutUrl,
  type CartFailure,
} from '../../src/commerce';
import { DEFAULT_CURRENCY } from '../../src/enums/currencies';
import { formatMessage } from '../../src/i18n/strings';
import { listenAsButton } from '../../src/lib/button-keys';
import { windowNavigation } from '../../src/lib/navigation';
import type { ServerDom } from '../../src/runtime/server-dom';
import type { Logger } from '../../src/runtime/types';
import {
  PRODUCT_CHANGED_EVENT,
  readChoice,
  storeSettings,
  subscriptionOptionId,
  type ProductForm,
} from './product-form';
import * as dom from '../../src/lib/dom';

export const MESSAGE_CLASS = 'sr-product-message';
export const MESSAGE_ERROR_CLASS = 'sr-product-message--error';
export const BUSY_CLASS = 'sr-add-to-cart--busy';

/** How long "Added to cart." stays before the message clears (ours). */
export const ADDED_MESSAGE_MS = 4000;

type Problem = { message: string; field: HTMLElement | null };

let messageIds = 0;

export function attachCartButton(
  form: ProductForm,
  server: ServerDom,
  signal: AbortSignal,
  log: Logger,
  unusable: (reason: string) => void,
): void {
  const { button, product } = form;
  if (!button) return;
  const doc = button.ownerDocument;
  const inner = button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;
  const label = inner.textContent?.trim() || button.getAttribute('data-original-label') || '';

  const message = dom.create('p', doc);
  message.className = MESSAGE_CLASS;
  message.id = `sr-product-message-${++messageIds}`;
  message.setAttribute('aria-live', 'polite');
  message.hidden = true;
  const wrapper = button.closest('.sqs-add-to-cart-button-wrapper') ?? button;
  if (wrapper.parentNode) server.add(message, wrapper.parentNode, wrapper.nextSibling);
  server.setAttribute(button, 'aria-describedby', message.id);
  if (button.tagName !== 'BUTTON' && !button.hasAttribute('role')) {
    server.setAttribute(button, 'role', 'button');
  }
  if (!button.hasAttribute('tabindex')) server.setAttribute(button, 'tabindex', '0');

  let busy = false;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener('abort', () => clearTimeout(clearTimer));
  const invalid = new Set<HTMLElement>();

  const say = (text: string, error = false): void => {
    clearTimeout(clearTimer);
    message.textContent = text;
    message.hidden = text === '';
    message.classList.toggle(MESSAGE_ERROR_CLASS, error);
  };
  const markInvalid = (field: HTMLElement | null): void => {
    for (const element of invalid) server.setAttribute(element, 'aria-invalid', null);
    invalid.clear();
    if (!field) return;
    server.setAttribute(field, 'aria-invalid', 'true');
    server.setAttribute(field, 'aria-describedby', message.id);
    invalid.add(field);
    field.focus();
  };

  if (product.variants.length === 0) {
    // Nothing to buy: say so now, not on a press that would do nothing.
    server.setAttribute(button, 'aria-disabled', 'true');
    const reason = `Nothing can be bought here: ${form.problems.join('; ') || 'the product has no variant'}`;
    log.warn(`Product ${product.id || '(no id)'}: ${reason}`);
    unusable(reason);
    // Once the live region is in the page, so that it is announced.
    requestAnimationFrame(() => {
      if (!signal.aborted) say(`${s.unableToAdd}. ${s.cannotBeBought}`, true);
    });
    return;
  }

  /** The button's label and state for the current choice: "Sold Out" when it is. */
  const render = (): void => {
    const variant = chosenVariant(product, readChoice(form));
    const soldOut = variant !== null && isSoldOut(variant);
    const text = busy
      ? form.isSubscription
        ? s.subscribing
        : s.adding
      : soldOut
        ? s.soldOut
        : label;
    if (inner.textContent !== text) server.replaceContent(inner, text);
    server.setAttribute(button, 'aria-disabled', busy || soldOut ? 'true' : null);
    server.toggleClass(button, BUSY_CLASS, busy);
  };

  /** What keeps the choice from being bought, or null. */
  const problem = (): Problem | null => {
    const choice = readChoice(form);
    const missing = missingOptions(product, choice)[0];
    if (missing !== undefined) {
      return {
        message: formatMessage(s.chooseOption, { option: missing }),
        field: form.selects.get(missing) ?? null,
      };
    }
    const variant = chosenVariant(product, choice);
    const firstSelect = form.selects.values().next().value ?? null;
    if (!variant) return { message: s.unavailableCombination, field: firstSelect };
    if (isSoldOut(variant)) return { message: s.soldOut, field: null };
    if (form.quantity && !form.isSubscription) {
      const quantity = readQuantity(form.quantity.value);
      const limit = quantityLimit(product, variant, storeSettings(form));
      if (!quantity.ok) {
        return { message: formatMessage(s.quantityRange, { max: limit }), field: form.quantity };
      }
      if (quantity.value > limit) {
        const text =
          limit < 9999 && !variant.unlimited
            ? formatMessage(s.quantityOverStock, { count: limit })
            : formatMessage(s.quantityRange, { max: limit });
        return { message: text, field: form.quantity };
      }
    }
    return null;
  };

  const failed = (failure: CartFailure): void => say(failure.message, true);

  const buy = async (): Promise<void> => {
    const variant = chosenVariant(product, readChoice(form));
    if (!variant) return;
    const quantity = form.quantity ? readQuantity(form.quantity.value) : null;
    if (product.kind === 'GIFT_CARD') {
      windowNavigation.assign(
        giftCardCheckoutUrl({
          websiteId: form.context.website.id,
          giftCardProductId: product.id,
          sku: variant.sku,
        }),
      );
      return;
    }
    const actions = cartActionsFor(form.store, form.currency ?? DEFAULT_CURRENCY);
    const result = await actions.add({
      itemId: product.id,
      sku: variant.sku,
      quantity: form.isSubscription ? 1 : quantity?.ok ? quantity.value : 1,
      subscriptionOptionId: form.isSubscription ? subscriptionOptionId(form) : null,
    });
    if (signal.aborted) return;
    if (!result.ok) {
      failed(result);
      return;
    }
    if (form.isSubscription) {
      // The subscription checkout takes the cart the entry went into (commerce-names.ts).
      const token = result.cart?.token;
      if (!token) throw new Error('The cart answer has no cart token for the subscription');
      windowNavigation.assign(subscriptionCheckoutUrl(token));
      return;
    }
    say(s.added);
    clearTimer = setTimeout(() => say(''), ADDED_MESSAGE_MS);
    if (storeSettings(form).expressCheckout === true) await goToExpressCheckout(result.cart);
  };

  const activate = (): void => {
    if (busy) return;
    const found = problem();
    markInvalid(found?.field ?? null);
    if (found) {
      say(found.message, true);
      return;
    }
    say('');
    busy = true;
    render();
    buy()
      .catch((error: unknown) => {
        if (signal.aborted) return;
        log.warn('Add to cart failed', error);
        failed(cartFailure(s.unableToAdd, error));
      })
      .finally(() => {
        busy = false;
        if (!signal.aborted) render();
      });
  };

  button.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      activate();
    },
    { signal },
  );
  listenAsButton(button, () => true, activate, signal);
  const onChange = (): void => {
    markInvalid(null);
    if (message.classList.contains(MESSAGE_ERROR_CLASS)) say('');
    render();
  };
  for (const select of form.selects.values())
    select.addEventListener('change', onChange, { signal });
  form.quantity?.addEventListener('input', () => markInvalid(null), { signal });
  form.scope.addEventListener(PRODUCT_CHANGED_EVENT, render, { signal });
  render();
}

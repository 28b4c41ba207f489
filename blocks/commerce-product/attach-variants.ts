// ProductItemVariants: the option selects of a product and what follows from the visitor's choice.
// Each option value that cannot combine with the others chosen is disabled; one whose variants are
// all sold out says so in its text. The price shows the chosen variant's (its sale price with the
// original beside it), or "from {startingPrice}" before a choice when the variants differ. A line
// under the price says "Sold Out", "Only N left" or that the combination is not available, and is
// announced as it changes. The quantity input's max follows the stock. A subscription shows its
// plan ("Renews monthly, until cancelled"); a product that also has one offers the one-time
// purchase. Every change to the server's markup goes through the journal and is undone on unmount.
import {
  chosenVariant,
  commerceStrings as s,
  isSoldOut,
  lowStock,
  missingOptions,
  optionAvailability,
  planText,
  priceTexts,
  quantityLimit,
} from '../../src/commerce';
import { formatMessage } from '../../src/i18n/strings';
import type { ServerDom } from '../../src/runtime/server-dom';
import { PRODUCT_CHANGED_EVENT, readChoice, storeSettings, type ProductForm } from './product-form';
import { VISUALLY_HIDDEN } from '../../src/lib/visually-hidden';
import * as dom from '../../src/lib/dom';

export const STOCK_CLASS = 'sr-product-stock';
export const PLAN_CLASS = 'sr-product-plan';

function hiddenText(doc: Document, text: string): HTMLElement {
  const span = dom.create('span', doc);
  span.className = VISUALLY_HIDDEN;
  span.textContent = text;
  return span;
}

/** The element whose text is the price: the template's `.product-price` inside the price box. */
function priceTarget(form: ProductForm): HTMLElement | null {
  if (!form.price) return null;
  return form.price.querySelector<HTMLElement>('.product-price') ?? form.price;
}

export function attachVariants(form: ProductForm, server: ServerDom, signal: AbortSignal): void {
  const doc = form.scope.ownerDocument;
  const { product } = form;
  // No variant to choose from: the cart button says why; the server's price stays.
  if (product.variants.length === 0) return;
  const labels = new Map<HTMLOptionElement, string>();
  for (const select of form.selects.values()) {
    for (const option of select.options) labels.set(option, option.textContent ?? option.value);
  }

  // The lines this controller adds, after the price (or before the first select).
  const anchor = priceTarget(form)?.closest('.ProductItem-product-price') ?? priceTarget(form);
  const place = (element: HTMLElement): void => {
    const parent = anchor?.parentNode ?? form.selects.values().next().value?.parentNode;
    if (parent) server.add(element, parent, anchor ? anchor.nextSibling : parent.firstChild);
  };
  const stock = dom.create('p', doc);
  stock.className = STOCK_CLASS;
  stock.setAttribute('aria-live', 'polite');
  place(stock);
  const planLine = product.plan ? dom.create('p', doc) : null;
  if (planLine && product.plan) {
    planLine.className = PLAN_CLASS;
    planLine.textContent =
      form.isSubscription || !product.subscribable ? planText(product.plan) : s.oneTimePurchase;
    // After the price, before the stock line.
    place(planLine);
  }

  const render = (): void => {
    const choice = readChoice(form);
    for (const [name, select] of form.selects) {
      for (const option of select.options) {
        if (!option.value) continue;
        const availability = optionAvailability(product, choice, name, option.value);
        server.setAttribute(option, 'disabled', availability === 'unavailable' ? '' : null);
        const label = labels.get(option) ?? option.value;
        const text = availability === 'soldOut' ? `${label} (${s.soldOut})` : label;
        if (option.textContent !== text) server.replaceContent(option, text);
      }
    }

    const variant = chosenVariant(product, choice);
    const price = priceTarget(form);
    const texts = form.currency ? priceTexts(product, variant, form.currency) : null;
    if (price && texts) {
      if (texts.original) {
        const original = dom.create('span', doc);
        original.className = 'original-price';
        original.append(hiddenText(doc, `${s.originalPrice} `), texts.original);
        server.replaceContent(price, hiddenText(doc, `${s.onSale} `), `${texts.price} `, original);
      } else {
        server.replaceContent(price, texts.price);
      }
    }
    if (form.sku) server.replaceContent(form.sku, variant?.sku ?? '');

    let status = '';
    if (variant && isSoldOut(variant)) status = s.soldOut;
    else if (variant && lowStock(variant) !== null) {
      status = formatMessage(s.lowStock, { count: lowStock(variant) ?? 0 });
    } else if (
      !variant &&
      product.optionNames.length > 0 &&
      missingOptions(product, choice).length === 0
    ) {
      status = s.unavailableCombination;
    }
    if (stock.textContent !== status) stock.textContent = status;
    stock.hidden = status === '';

    if (form.quantity) {
      const limit = quantityLimit(product, variant, storeSettings(form));
      server.setAttribute(form.quantity, 'max', String(Math.max(1, limit)));
    }
  };

  for (const select of form.selects.values()) {
    select.addEventListener('change', render, { signal });
  }
  form.scope.addEventListener(PRODUCT_CHANGED_EVENT, render, { signal });
  render();
}

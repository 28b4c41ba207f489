// The cart indicator (widgets.md section 4): every cart count of the template shows the store's
// cart, updated as it changes, without a reload.
//
// Markup, as real 7.1 pages serve it (fixtures/real-pages/):
//   <div id="floatingCart" class="floating-cart hidden">
//     <a href="/cart" class="icon icon--stroke icon--fill icon--cart sqs-custom-cart">
//       <span class="Cart-inner"><svg …/><div class="legacy-cart icon-cart-quantity">
//         <span class="sqs-cart-quantity">0</span></div></span></a></div>
// An indicator is each `.sqs-custom-cart` and the link around each `.sqs-cart-quantity`.
//
// Rules (widgets.md): until the first sync the server's count stays; from then on the indicator is
// initialized (sr-cart--initialized). A count of zero marks it empty (sr-cart--empty), a nonzero
// count removes that mark; the floating cart is `hidden` while empty. Above 100 the count reads
// 100+; the spoken label is "One item in cart", "N items in cart" or "More than 100 items in cart",
// and "Cart" for an indicator with no quantity element (see indicatorLabel for indicators that
// show words of their own). Each subtotal element of the page gets the subtotal text.
import { CART_SUBTOTAL_SELECTOR } from '../../src/api/commerce-names';
import * as strings from '../../src/i18n/strings';
import { formatMessage } from '../../src/i18n/strings';
import { ServerDom } from '../../src/runtime/server-dom';
import type { Cleanup } from '../../src/runtime/types';
import type { CartState } from '../../src/store/cart';
import type { RuntimeStore } from '../../src/store/store';
import {
  CART_INDICATOR_SELECTOR as INDICATOR,
  CART_QUANTITY_SELECTOR as QUANTITY,
} from './selectors';
import * as dom from '../../src/lib/dom';

/** Counts above this read "100+" (runtime.md section 9, widgets.md section 9). */
export const CART_COUNT_CAP = 100;

const FLOATING_CART = '.floating-cart';
/** The template's own class that keeps the floating cart out of view. */
const TEMPLATE_HIDDEN = 'hidden';
export const INITIALIZED_CLASS = 'sr-cart--initialized';
export const EMPTY_CLASS = 'sr-cart--empty';

export function cartCountText(count: number): string {
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(count);
}

export function cartCountLabel(count: number): string {
  const labels = strings.cartIndicator;
  if (count === 1) return labels.one;
  if (count > CART_COUNT_CAP) return labels.overCap;
  return formatMessage(labels.many, { count });
}

/**
 * The indicator's spoken label: the spec's count label, with the indicator's own visible words
 * around it where it shows some ("Cart 3" is read "Cart 3 items in cart"), so that the name a
 * screen reader speaks holds what a sighted visitor reads (WCAG 2.5.3). Without a quantity
 * element: "Cart" for an icon, else the indicator's own text stays its name (null).
 */
export function indicatorLabel(indicator: Element, count: number): string | null {
  const quantity = indicator.querySelector(QUANTITY);
  const before: string[] = [];
  const after: string[] = [];
  const walker = dom.createTreeWalker(indicator, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (!text || quantity?.contains(node) || node.parentElement?.closest(CART_SUBTOTAL_SELECTOR)) {
      continue;
    }
    const precedes =
      quantity !== null &&
      (quantity.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    (precedes || !quantity ? before : after).push(text);
  }
  if (!quantity) return before.length > 0 ? null : strings.cartIndicator.noQuantity;
  return [...before, cartCountLabel(count), ...after].join(' ');
}

/** The page's indicators: each `.sqs-custom-cart`, and the link (or button) around a count. */
function findIndicators(doc: Document): HTMLElement[] {
  const found = new Set<HTMLElement>(dom.queryAll<HTMLElement>(doc, INDICATOR));
  for (const quantity of dom.queryAll<HTMLElement>(doc, QUANTITY)) {
    const owner = quantity.closest<HTMLElement>(`${INDICATOR}, a, button`);
    if (owner) found.add(owner);
  }
  return [...found];
}

/**
 * Shows the store's cart in every indicator of the page; returns the cleanup that puts the
 * server's markup back, or nothing when the page has no indicator.
 */
export function attachCartIndicators(doc: Document, store: RuntimeStore): Cleanup | undefined {
  const indicators = findIndicators(doc);
  const floating = dom.queryAll(doc, FLOATING_CART);
  const counts = dom.queryAll(doc, QUANTITY);
  const subtotals = dom.queryAll(doc, CART_SUBTOTAL_SELECTOR);
  if (indicators.length === 0 && floating.length === 0 && counts.length === 0) return undefined;
  const server = new ServerDom(dom.body(doc));

  const render = ({ totalQuantity, subtotalText }: CartState): void => {
    if (totalQuantity === null) return;
    const empty = totalQuantity === 0;
    for (const count of counts) server.replaceContent(count, cartCountText(totalQuantity));
    for (const indicator of indicators) {
      const label = indicatorLabel(indicator, totalQuantity);
      if (label !== null) server.setAttribute(indicator, 'aria-label', label);
      server.toggleClass(indicator, INITIALIZED_CLASS, true);
      server.toggleClass(indicator, EMPTY_CLASS, empty);
    }
    for (const subtotal of subtotals) server.replaceContent(subtotal, subtotalText);
    for (const cart of floating) {
      server.toggleClass(cart, TEMPLATE_HIDDEN, empty);
      server.toggleClass(cart, EMPTY_CLASS, empty);
    }
  };

  render(store.getState().cart);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.cart !== previous.cart) render(state.cart);
  });
  return () => {
    unsubscribe();
    server.restore();
  };
}

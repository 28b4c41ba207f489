import { listenAsButton } from '../lib/button-keys';
import type { ServerDom } from '../runtime/server-dom';
import * as dom from '../lib/dom';

/**
 * The element that acts as the button for `element`. A <label> may not take the button role (it
 * names its checkbox): its content moves into a span that does, journaled, so destroy() puts it
 * back. Anything else is its own button.
 */
export function buttonFor(
  element: HTMLElement,
  server: ServerDom,
  signal: AbortSignal,
): HTMLElement {
  if (element.localName !== 'label') return element;
  const existing = element.querySelector<HTMLElement>(':scope > [data-sr-label-button]');
  if (existing) return existing;
  const span = dom.create('span', element.ownerDocument);
  span.setAttribute('data-sr-label-button', '');
  // A box of its own that lays its content out as the label did.
  span.style.display = 'inline-block';
  for (const child of Array.from(element.childNodes)) server.adopt(child, span);
  server.add(span, element);
  // The template sizes the label, often larger than its content: a click on the label's own
  // area would tick the checkbox behind the button's back (the CSS opens, aria-expanded stays).
  element.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Node && span.contains(event.target)) return;
      event.preventDefault();
      span.click();
    },
    { signal },
  );
  return span;
}

/**
 * Makes `element` work as a button: a click (and, for an element that is not a native button,
 * Enter and Space, with role="button" and a place in the tab order) calls `activate`. A link or a
 * label used as a toggle does not also follow its href or tick its checkbox.
 */
export function actAsButton(
  element: HTMLElement,
  server: ServerDom,
  signal: AbortSignal,
  activate: () => void,
): void {
  element.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      activate();
    },
    { signal },
  );
  if (element.localName === 'button') return;
  server.setAttribute(element, 'role', 'button');
  // tabIndex reads 0 for an <a> without href, which takes no focus: ask the markup instead.
  const focusable = element.matches('a[href], input, select, textarea, [contenteditable="true"]');
  if (!focusable && (!element.hasAttribute('tabindex') || element.tabIndex < 0)) {
    server.setAttribute(element, 'tabindex', '0');
  }
  listenAsButton(element, () => true, activate, signal);
}

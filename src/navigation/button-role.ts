import { listenAsButton } from '../lib/button-keys';
import type { ServerDom } from '../runtime/server-dom';

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
  if (element.tabIndex < 0 || element.localName === 'label') {
    server.setAttribute(element, 'tabindex', '0');
  }
  listenAsButton(element, () => true, activate, signal);
}

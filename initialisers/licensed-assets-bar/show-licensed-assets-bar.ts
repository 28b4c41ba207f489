// The bar itself: a named region fixed to the bottom of the viewport with the count of preview
// images and a "Dismiss" button (Escape inside the bar does the same). Plain DOM: it needs no
// React, so the pack stays small and does not wait for the React pack.
import { formatMessage } from '../../src/i18n/strings';
import * as dom from '../../src/lib/dom';
import { licensedAssetsBarStrings as text } from './strings';
import './licensed-assets-bar.css';

export interface ShowLicensedAssetsBarOptions {
  /** How many preview images the page shows (at least 1). */
  count: number;
  doc?: Document;
}

export interface LicensedAssetsBarHandle {
  /** Takes the bar out of the page (destroy()); again does nothing. */
  remove: () => void;
}

export function showLicensedAssetsBar({
  count,
  doc = document,
}: ShowLicensedAssetsBarOptions): LicensedAssetsBarHandle {
  const bar = dom.create('div', doc);
  bar.className = 'sr-licensed-assets-bar';
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', text.label);
  const message = dom.create('p', doc);
  message.className = 'sr-licensed-assets-bar__text';
  message.textContent = count === 1 ? text.one : formatMessage(text.other, { count });
  const dismiss = dom.create('button', doc);
  dismiss.type = 'button';
  dismiss.className = 'sr-licensed-assets-bar__dismiss';
  dismiss.textContent = text.dismiss;
  bar.append(message, dismiss);

  const remove = (): void => bar.remove();
  dismiss.addEventListener('click', remove);
  bar.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    remove();
  });
  dom.body(doc).append(bar);
  return { remove };
}

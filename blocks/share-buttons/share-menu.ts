// The "Share" menu drawn into an empty `.squarespace-social-buttons` (see ./index.ts): a
// disclosure button (the platform's `.ss-social-button` classes kept, so template styles apply)
// that shows a list of share links. Escape closes it and gives the focus back to the button; a
// click elsewhere closes it.
import { formatMessage } from '../../src/i18n/strings';
import type { ServerDom } from '../../src/runtime/server-dom';
import * as dom from '../../src/lib/dom';
import { SHARE_SERVICES, type SharedItem } from './services';
import { shareStrings } from './strings';

export interface ShareMenuOptions {
  item: SharedItem;
  /** Inline (a `<span>` host): drawn with spans, as the host's content must be. */
  inline: boolean;
  /** Unique on the page: names the list. */
  id: string;
  server: Pick<ServerDom, 'add' | 'container'>;
  signal: AbortSignal;
  /** Each link opening a new tab is described as such (src/lib/server-links.ts). */
  describeNewTab: (link: HTMLAnchorElement) => void;
}

export function drawShareMenu(options: ShareMenuOptions): HTMLButtonElement {
  const { item, inline, server, signal } = options;
  const wrapperTag = inline ? 'span' : 'div';
  const root: HTMLElement = dom.create(wrapperTag);
  root.className = 'sr-share';
  const buttonWrapper = dom.create(wrapperTag);
  buttonWrapper.className = 'ss-social-button-wrapper';
  const button = dom.create('button');
  button.type = 'button';
  button.className = 'ss-social-button sr-share__button';
  const icon = dom.create('span');
  icon.className = 'ss-social-button-icon';
  icon.setAttribute('aria-hidden', 'true');
  button.append(icon, dom.createText(shareStrings.share));
  buttonWrapper.append(button);

  const listWrapper = dom.create(wrapperTag);
  listWrapper.className = 'ss-social-list-wrapper';
  const list = dom.create('ul');
  list.className = 'ss-social-button-list sr-share__list';
  list.id = `${options.id}-share-list`;
  list.hidden = true;
  listWrapper.append(list);
  root.append(buttonWrapper, listWrapper);
  server.add(root, server.container);

  const links: HTMLAnchorElement[] = [];
  for (const service of SHARE_SERVICES) {
    const href = service.href(item);
    if (!href) continue;
    const entry = dom.create('li');
    const link = dom.create('a');
    link.className = `ss-social-button-list-item sr-share__link sr-share__link--${service.id}`;
    link.href = href;
    link.target = '_blank';
    link.setAttribute('data-service', service.id);
    link.textContent = service.name;
    link.setAttribute('aria-label', formatMessage(shareStrings.shareOn, { service: service.name }));
    entry.append(link);
    list.append(entry);
    links.push(link);
  }
  links.forEach(options.describeNewTab);

  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', list.id);
  const setOpen = (open: boolean) => {
    list.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    root.classList.toggle('sr-share--open', open);
  };
  button.addEventListener('click', () => setOpen(list.hidden), { signal });
  root.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || list.hidden) return;
      event.preventDefault();
      setOpen(false);
      button.focus();
    },
    { signal },
  );
  dom.on(
    document,
    'click',
    (event) => {
      if (!list.hidden && !root.contains(event.target as Node)) setOpen(false);
    },
    { signal },
  );
  // Tabbing out of the menu closes it, so an open list never hangs over what follows.
  root.addEventListener(
    'focusout',
    (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) setOpen(false);
    },
    { signal },
  );
  return button;
}

// Reads share buttons (see ./index.ts for both markups): the server's own share links, or what an
// empty `.squarespace-social-buttons` says of the item to share.
import { BlockSkip } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';
import type { SharedItem } from './services';

export interface ServerShareLink {
  link: HTMLAnchorElement;
  /** The service's name as the page shows it ("Facebook"), else from `data-service`. */
  name: string;
}

export type ShareButtonsData =
  | { kind: 'links'; links: ServerShareLink[]; group: HTMLElement | null }
  | { kind: 'menu'; item: SharedItem; inline: boolean };

/** Titles and names are read as text, single-spaced and cut to a sane length. */
function text(value: string | null | undefined, limit = 200): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, limit);
}

/** `facebook` → `Facebook`. */
function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An http(s) address (relative ones resolved against the page), or null. */
export function webAddress(value: string | null | undefined, base: string): string | null {
  const raw = (value ?? '').trim();
  if (raw === '') return null;
  try {
    const url = new URL(raw, base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

function readLinks(element: HTMLElement): ShareButtonsData {
  const links = Array.from(
    element.querySelectorAll<HTMLAnchorElement>('a.Share-buttons-item--social, a[data-service]'),
  )
    .filter((link) => !link.classList.contains('Share-buttons-item--like'))
    .map((link) => {
      const label = text(link.querySelector('.Share-buttons-item-label')?.textContent, 60);
      const service = text(link.getAttribute('data-service'), 40).replace(/[^\w-]/g, '');
      return { link, name: label || capitalised(service) };
    })
    .filter((entry) => entry.name !== '');
  if (links.length === 0) throw new BlockSkip('No share links (.Share-buttons-item--social)');
  return { kind: 'links', links, group: element.querySelector<HTMLElement>('.Share-buttons') };
}

/** The item of an empty `.squarespace-social-buttons`: its page, title and picture. */
export function sharedItem(element: HTMLElement, page: string): SharedItem {
  const pageUrl = new URL(page);
  pageUrl.hash = '';
  const url = webAddress(element.getAttribute('data-full-url'), pageUrl.href) ?? pageUrl.href;
  return {
    url,
    title: text(element.getAttribute('data-title')),
    image: webAddress(element.getAttribute('data-asset-url'), pageUrl.href),
  };
}

export function readShareButtons(element: HTMLElement): ShareButtonsData {
  if (element.matches('.squarespace-social-buttons')) {
    if (element.childElementCount > 0) {
      throw new BlockSkip('.squarespace-social-buttons is already drawn');
    }
    return {
      kind: 'menu',
      item: sharedItem(element, dom.url()),
      inline: element.classList.contains('inline-style') || element.tagName === 'SPAN',
    };
  }
  return readLinks(element);
}

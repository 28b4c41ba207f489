// Reads a social links block: its links and the list holding them.
import { BlockSkip } from '../../src/runtime/types';

export interface SocialLinksData {
  links: HTMLAnchorElement[];
  /** The server's `<nav>` around the links (v2), null when it drew none. */
  nav: HTMLElement | null;
}

export function readSocialLinks(element: HTMLElement): SocialLinksData {
  const links = Array.from(element.querySelectorAll<HTMLAnchorElement>('a[href]'));
  if (links.length === 0) throw new BlockSkip('Social links block has no link');
  return { links, nav: element.matches('nav') ? element : element.querySelector('nav') };
}

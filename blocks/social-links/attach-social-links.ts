import { createLogger } from '../../src/runtime/logger';
import { dropUnsafeHref, newTabDescriber } from '../../src/lib/server-links';
import type { BlockProps } from '../../src/runtime/types';
import { accountOf, networkName } from './networks';
import type { SocialLinksData } from './read-social-links';
import * as dom from '../../src/lib/dom';

const log = createLogger('social-links');

/** Not in the spec: the name of the list of links, unless the server gave one. */
export const SOCIAL_LINKS_LABEL = 'Social links';

function visibleText(link: HTMLAnchorElement): string {
  return (link.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The name the author gave a link: its label, its title or its text. */
function givenName(link: HTMLAnchorElement): string {
  return (
    link.getAttribute('aria-label')?.trim() ||
    link.getAttribute('title')?.trim() ||
    visibleText(link)
  );
}

/**
 * Each link's name: the author's, else its network; links that would share a name are told apart
 * by their account, then by their position.
 */
export function linkNames(links: readonly HTMLAnchorElement[]): string[] {
  const count = (names: readonly string[], name: string) =>
    names.filter((other) => other === name).length;
  const base = links.map((link) => givenName(link) || networkName(link) || 'Link');
  const named = base.map((name, index) => {
    if (count(base, name) === 1) return name;
    const account = accountOf(links[index]?.getAttribute('href') ?? '');
    return account ? `${name}: ${account}` : name;
  });
  // Names still shared are numbered, never onto a name another link has.
  const taken = new Set(named.filter((name) => count(named, name) === 1));
  return named.map((name) => {
    if (count(named, name) === 1) return name;
    let number = 1;
    while (taken.has(`${name} (${number})`)) number += 1;
    const numbered = `${name} (${number})`;
    taken.add(numbered);
    return numbered;
  });
}

/** "Social links", numbered when other social link lists on the page already took the name. */
function listName(nav: HTMLElement): string {
  const taken = new Set(
    Array.from(dom.queryAll(document, 'nav[aria-label]'))
      .filter((other) => other !== nav)
      .map((other) => other.getAttribute('aria-label')),
  );
  if (!taken.has(SOCIAL_LINKS_LABEL)) return SOCIAL_LINKS_LABEL;
  let number = 2;
  while (taken.has(`${SOCIAL_LINKS_LABEL} ${number}`)) number += 1;
  return `${SOCIAL_LINKS_LABEL} ${number}`;
}

/** Social links (types 19 and 54, and the 2026 component): see ./index.ts. */
export function attachSocialLinks({ data, id, server }: BlockProps<SocialLinksData>): void {
  const describeNewTab = newTabDescriber(server, id);
  const names = linkNames(data.links);
  data.links.forEach((link, index) => {
    dropUnsafeHref(link, server, log, `Social link in ${id}`);
    describeNewTab(link);
    // Named unless its own text already says it (an icon is all most of them show).
    const name = names[index] ?? '';
    if (name !== visibleText(link)) server.setAttribute(link, 'aria-label', name);
    for (const icon of link.querySelectorAll('svg')) {
      server.setAttribute(icon, 'aria-hidden', 'true');
      server.setAttribute(icon, 'focusable', 'false');
    }
  });
  const { nav } = data;
  if (nav && !nav.getAttribute('aria-label') && !nav.getAttribute('aria-labelledby')) {
    server.setAttribute(nav, 'aria-label', listName(nav));
  }
}

// Links the server drew inside a block (buttons, social icons, embeds), made safe in place: every
// change goes through the block's ServerDom journal, so unmount and destroy() undo it.
import type { ServerDom } from '../runtime/server-dom';
import type { Logger } from '../runtime/types';
import { safeHref } from './links';
import * as dom from './dom';

/**
 * Takes the href off a link a visitor must not be sent to (javascript:, malformed, misc schemes;
 * spec runtime.md section 5), with a warning naming it. Returns whether the link stays followable.
 */
export function dropUnsafeHref(
  link: HTMLAnchorElement,
  server: Pick<ServerDom, 'setAttribute'>,
  log: Logger,
  what = 'Link',
): boolean {
  const href = link.getAttribute('href');
  if (href === null || safeHref(href) !== null) return true;
  log.warn(`${what} "${href.slice(0, 80)}" is not followed`);
  server.setAttribute(link, 'href', null);
  return false;
}

/** Whether the link opens a new browsing context (target="_blank"). */
export function opensNewWindow(link: Element): boolean {
  return (link.getAttribute('target') ?? '').trim().toLowerCase() === '_blank';
}

/**
 * A link that opens in a new window gets `rel="noopener"` (its tokens kept), so the page it opens
 * cannot reach back into this one through window.opener.
 */
export function keepOpenerAway(link: Element, server: Pick<ServerDom, 'setAttribute'>): void {
  if (!opensNewWindow(link)) return;
  const tokens = (link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean);
  if (tokens.some((token) => token.toLowerCase() === 'noopener')) return;
  server.setAttribute(link, 'rel', [...tokens, 'noopener'].join(' '));
}

/** Not in the spec: what a screen reader hears after the name of a link that opens a new tab. */
export const NEW_TAB_NOTE = 'Opens in a new tab';

/**
 * For one block: `(link) => void` that keeps the opener away from a link opening a new tab and
 * describes it as such (aria-describedby, the author's own description kept first), through one
 * hidden note added to the block (`<id>-new-tab`). Links that stay in the tab are left alone.
 */
export function newTabDescriber(
  server: Pick<ServerDom, 'setAttribute' | 'add' | 'container'>,
  id: string,
): (link: HTMLAnchorElement) => void {
  let note: HTMLElement | null = null;
  return (link) => {
    if (!opensNewWindow(link) || !link.hasAttribute('href')) return;
    keepOpenerAway(link, server);
    if (!note) {
      note = dom.create('span');
      note.id = `${id}-new-tab`;
      // Hidden, yet read as the link's description.
      note.hidden = true;
      note.textContent = NEW_TAB_NOTE;
      server.add(note, server.container);
    }
    const described = link.getAttribute('aria-describedby');
    server.setAttribute(link, 'aria-describedby', described ? `${described} ${note.id}` : note.id);
  };
}

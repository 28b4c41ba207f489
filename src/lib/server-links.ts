// Links the server drew inside a block (buttons, social icons, embeds), made safe in place: every
// change goes through the block's ServerDom journal, so unmount and destroy() undo it.
import type { ServerDom } from '../runtime/server-dom';
import type { Logger } from '../runtime/types';
import { safeHref } from './links';

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

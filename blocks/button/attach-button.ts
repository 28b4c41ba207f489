import { createLogger } from '../../src/runtime/logger';
import type { BlockProps } from '../../src/runtime/types';
import { dropUnsafeHref, keepOpenerAway, opensNewWindow } from '../../src/lib/server-links';
import type { ButtonData } from './read-button';

const log = createLogger('button');

/** Not in the spec: what a screen reader hears after the name of a button opening a new tab. */
export const NEW_TAB_NOTE = 'Opens in a new tab';

function hasName(link: HTMLAnchorElement): boolean {
  const label = link.getAttribute('aria-label') ?? link.getAttribute('title') ?? '';
  return label.trim() !== '' || (link.textContent ?? '').trim() !== '';
}

/**
 * Button block (type 53) and 2026 button component: the server's link, made safe in place. See
 * ./index.ts.
 */
export function attachButton({ data, id, server }: BlockProps<ButtonData>): void {
  let note: HTMLElement | null = null;
  for (const link of data.links) {
    const followable = dropUnsafeHref(link, server, log, `Button ${id}: its link`);
    if (!hasName(link)) log.warn(`Button ${id} has no text: screen readers cannot name it`);
    if (!followable || !opensNewWindow(link)) continue;
    keepOpenerAway(link, server);
    if (!note) {
      note = document.createElement('span');
      note.id = `${id}-new-tab`;
      // Hidden, yet read as the link's description.
      note.hidden = true;
      note.textContent = NEW_TAB_NOTE;
      server.add(note, server.container);
    }
    const described = link.getAttribute('aria-describedby');
    server.setAttribute(link, 'aria-describedby', described ? `${described} ${note.id}` : note.id);
  }
}

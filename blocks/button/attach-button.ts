import { createLogger } from '../../src/runtime/logger';
import type { BlockProps } from '../../src/runtime/types';
import { dropUnsafeHref, newTabDescriber } from '../../src/lib/server-links';
import type { ButtonData } from './read-button';

const log = createLogger('button');

function hasName(link: HTMLAnchorElement): boolean {
  const label = link.getAttribute('aria-label') ?? link.getAttribute('title') ?? '';
  return label.trim() !== '' || (link.textContent ?? '').trim() !== '';
}

/**
 * Button block (type 53) and 2026 button component: the server's link, made safe in place. See
 * ./index.ts.
 */
export function attachButton({ data, id, server }: BlockProps<ButtonData>): void {
  const describeNewTab = newTabDescriber(server, id);
  for (const link of data.links) {
    dropUnsafeHref(link, server, log, `Button ${id}: its link`);
    describeNewTab(link);
    if (!hasName(link)) log.warn(`Button ${id} has no text: screen readers cannot name it`);
  }
}

import { createLogger } from '../../src/runtime/logger';
import type { BlockProps } from '../../src/runtime/types';
import { hasAccessibleName } from '../../src/lib/link-names';
import { dropUnsafeHref, newTabDescriber } from '../../src/lib/server-links';
import type { ButtonData } from './read-button';

const log = createLogger('button');

/**
 * Button block (type 53) and 2026 button component: the server's link, made safe in place. See
 * ./index.ts.
 */
export function attachButton({ data, id, server }: BlockProps<ButtonData>): void {
  const describeNewTab = newTabDescriber(server, id);
  for (const link of data.links) {
    dropUnsafeHref(link, server, log, `Button ${id}: its link`);
    describeNewTab(link);
    if (!hasAccessibleName(link))
      log.warn(`Button ${id} has no text: screen readers cannot name it`);
  }
}

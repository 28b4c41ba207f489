// A link around an image whose alt is empty says nothing to a screen reader: it is named after its
// destination (src/lib/link-names.ts), unless the page already names it some other way.
import { destinationName, hasAccessibleName } from '../lib/link-names';
import type { ServerDom } from '../runtime/server-dom';
import * as dom from '../lib/dom';

/** Names the link that holds `image` (inside `within`), when it has no name of its own. */
export function nameImageLink(
  image: Element,
  within: Element,
  server: Pick<ServerDom, 'setAttribute'>,
): void {
  const link = image.closest('a[href]');
  if (!link || !within.contains(link) || hasAccessibleName(link)) return;
  const name = destinationName(link.getAttribute('href') ?? '', dom.baseURI());
  if (name) server.setAttribute(link, 'aria-label', name);
}

import { destinationName, hasAccessibleName } from '../../src/lib/link-names';
import { dropUnsafeHref, newTabDescriber } from '../../src/lib/server-links';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';
import type { AmazonData } from './read-amazon';

const log = createLogger('amazon');

/** Amazon block (see ./index.ts): everything through `server`, so unmount puts it back. */
export function attachAmazon({ data, id, server }: BlockProps<AmazonData>): void {
  const describeNewTab = newTabDescriber(server, id);
  // Names first: a picture's missing alt is set below, and must not count as a name.
  const unnamed = data.links.filter((link) => !hasAccessibleName(link));
  for (const link of data.links) {
    if (!dropUnsafeHref(link, server, log, `Amazon link in ${id}`)) continue;
    if (unnamed.includes(link)) {
      const name =
        data.title ?? destinationName(link.getAttribute('href') ?? '', dom.baseURI()) ?? null;
      if (name) server.setAttribute(link, 'aria-label', name);
    }
    describeNewTab(link);
  }
  for (const image of data.unlabelledImages) {
    // Inside a named link the picture adds nothing to hear; alone, it shows the product.
    const inLink = image.closest('a[href]') !== null;
    server.setAttribute(image, 'alt', inLink ? '' : (data.title ?? ''));
  }
}

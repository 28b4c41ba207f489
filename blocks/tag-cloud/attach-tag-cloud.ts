import { formatMessage } from '../../src/i18n/strings';
import { domIdPrefix } from '../../src/lib/dom-id';
import { dropUnsafeHref, newTabDescriber } from '../../src/lib/server-links';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';
import type { TagCloudData, TagCloudTag } from './read-tag-cloud';
import { tagCloudStrings as text } from './strings';

const log = createLogger('tag-cloud');

/** What a screen reader hears after a tag's name: how many items carry it. */
export function countText(count: number): string {
  return count === 1 ? text.countOne : formatMessage(text.countMany, { count });
}

/** Whether the link already shows its count (a template that prints it beside the name). */
function showsCount(tag: TagCloudTag): boolean {
  return (
    tag.count !== null && new RegExp(`(^|\\D)${tag.count}(\\D|$)`).test(tag.link.textContent ?? '')
  );
}

/** Tag cloud (see ./index.ts): everything through `server`, so unmount puts the markup back. */
export function attachTagCloud({ data, id, server }: BlockProps<TagCloudData>): void {
  const { list, tags } = data;
  if (!list.hasAttribute('aria-label') && !list.hasAttribute('aria-labelledby')) {
    server.setAttribute(list, 'aria-label', text.listLabel);
  }
  const prefix = domIdPrefix(id);
  const describeNewTab = newTabDescriber(server, id);
  tags.forEach((tag, index) => {
    dropUnsafeHref(tag.link, server, log, `Tag link in ${id}`);
    if (tag.count !== null && !showsCount(tag)) {
      const note = dom.create('span');
      note.id = `${prefix}-tag-${index}-count`;
      // Hidden, yet read as the link's description.
      note.hidden = true;
      note.textContent = countText(tag.count);
      server.add(note, server.container);
      const described = tag.link.getAttribute('aria-describedby');
      server.setAttribute(
        tag.link,
        'aria-describedby',
        described ? `${described} ${note.id}` : note.id,
      );
    }
    describeNewTab(tag.link);
  });
}

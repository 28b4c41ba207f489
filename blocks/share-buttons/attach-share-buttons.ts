// Share buttons (see ./index.ts): the server's share links made safe and named, or the "Share"
// menu drawn into an empty `.squarespace-social-buttons`.
import { formatMessage } from '../../src/i18n/strings';
import { dropUnsafeHref, newTabDescriber } from '../../src/lib/server-links';
import { createLogger } from '../../src/runtime/logger';
import type { ServerDom } from '../../src/runtime/server-dom';
import { VISUALLY_HIDDEN } from '../../src/lib/visually-hidden';
import * as dom from '../../src/lib/dom';
import type { BlockProps } from '../../src/runtime/types';
import type { ShareButtonsData } from './read-share-buttons';
import { drawShareMenu } from './share-menu';
import { shareStrings } from './strings';
import './share-buttons.css';

const log = createLogger('share-buttons');

export function attachShareButtons(props: BlockProps<ShareButtonsData>): void {
  const { data, server, id, signal } = props;
  const describeNewTab = newTabDescriber(server, id);
  if (data.kind === 'menu') {
    drawShareMenu({ item: data.item, inline: data.inline, id, server, signal, describeNewTab });
    return;
  }
  if (data.group && !data.group.hasAttribute('aria-label')) {
    server.setAttribute(data.group, 'role', 'group');
    server.setAttribute(data.group, 'aria-label', shareStrings.group);
  }
  for (const { link, name } of data.links) {
    if (!dropUnsafeHref(link, server, log, 'Share link')) continue;
    nameShareLink(link, name, server);
    for (const icon of link.querySelectorAll('svg')) {
      server.setAttribute(icon, 'aria-hidden', 'true');
      server.setAttribute(icon, 'focusable', 'false');
    }
    describeNewTab(link);
  }
}

/**
 * "Share on Facebook": where the link shows its service's name, the words before it are added as
 * text only screen readers read, so the name still holds what is seen (a label that hid the
 * visible text would not, WCAG 2.5.3). The share count beside it is not part of the name.
 */
function nameShareLink(link: HTMLAnchorElement, name: string, server: ServerDom): void {
  const full = formatMessage(shareStrings.shareOn, { service: name });
  const label = link.querySelector<HTMLElement>('.Share-buttons-item-label');
  const shown = label?.textContent?.trim() ?? '';
  if (!label || shown === '' || !full.endsWith(shown)) {
    server.setAttribute(link, 'aria-label', full);
    return;
  }
  const prefix = dom.create('span');
  prefix.className = VISUALLY_HIDDEN;
  prefix.textContent = full.slice(0, full.length - shown.length);
  server.add(prefix, label.parentNode ?? link, label);
  for (const count of link.querySelectorAll('.Share-buttons-item-count')) {
    server.setAttribute(count, 'aria-hidden', 'true');
  }
}

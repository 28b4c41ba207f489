// How a block marks an image frame that opens the lightbox: a button (Enter and Space, as a
// click), named after its image, announcing the dialog it opens. Through the block's journal, so
// unmounting gives the server's frame back.
import type { ServerDom } from '../runtime/server-dom';

export function markLightboxOpener(
  server: Pick<ServerDom, 'setAttribute' | 'toggleClass'>,
  frame: HTMLElement,
  name: string,
  className: string,
): void {
  server.setAttribute(frame, 'role', 'button');
  server.setAttribute(frame, 'tabindex', '0');
  server.setAttribute(frame, 'aria-haspopup', 'dialog');
  server.setAttribute(frame, 'aria-label', name);
  server.toggleClass(frame, className, true);
}

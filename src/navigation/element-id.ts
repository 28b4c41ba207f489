import type { ServerDom } from '../runtime/server-dom';
import * as dom from '../lib/dom';

let generated = 0;

/** The element's id, or a new one (`<prefix>-<n>`) set through the journal, for aria-controls. */
export function ensureId(element: HTMLElement, server: ServerDom, prefix: string): string {
  if (element.id) return element.id;
  let id: string;
  do id = `${prefix}-${++generated}`;
  while (dom.byId(id, element.ownerDocument));
  server.setAttribute(element, 'id', id);
  return id;
}

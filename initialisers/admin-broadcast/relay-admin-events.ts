// The admin broadcast pack's work (runtime.md section 6: "Accounts with the ADMIN access
// permission broadcast admin events to other tabs"): an admin event raised in this tab
// (ADMIN_BROADCAST_EVENT on the document) is posted on a BroadcastChannel, and one posted by
// another tab of the site is dispatched here as ADMIN_EVENT. The runtime raises no admin event
// of its own: the spec names none, so it only carries those a page or the editor raises.
//
// The cart's cross-tab sync (initialisers/cart/cross-tab.ts) is the other BroadcastChannel user;
// its helper is bound to the cart's store and state, and one initialiser does not import
// another (DESIGN.md), so this keeps its own few lines.
import * as dom from '../../src/lib/dom';
import type { Cleanup, Logger } from '../../src/runtime/types';
import { readAdminEvent } from './admin-event';
import { ADMIN_BROADCAST_EVENT, ADMIN_CHANNEL, ADMIN_EVENT } from './constants';

export interface RelayOptions {
  log: Logger;
  /** Aborted by destroy(): the listener goes with it. */
  signal: AbortSignal;
  doc?: Document;
}

export function relayAdminEvents({ log, signal, doc = document }: RelayOptions): Cleanup {
  // Without BroadcastChannel (very old browsers) admin events stay in their tab.
  if (typeof BroadcastChannel !== 'function') {
    log.debug('Admin broadcast: this browser has no BroadcastChannel');
    return () => undefined;
  }
  const channel = new BroadcastChannel(ADMIN_CHANNEL);

  const send = (event: Event): void => {
    const adminEvent = readAdminEvent((event as CustomEvent<unknown>).detail);
    if (!adminEvent) {
      log.warn(`Ignored a ${ADMIN_BROADCAST_EVENT} event whose detail is not { type, data }`);
      return;
    }
    try {
      channel.postMessage(adminEvent);
      log.debug(`Admin event "${adminEvent.type}" sent to the other tabs`);
    } catch (error) {
      // A function or a DOM node in `data`: the structured clone cannot copy it.
      log.error(
        `The admin event "${adminEvent.type}" was not sent: its data cannot be copied`,
        error,
      );
    }
  };

  channel.onmessage = (message: MessageEvent<unknown>) => {
    const adminEvent = readAdminEvent(message.data);
    if (!adminEvent) {
      log.warn('Ignored a message on the admin channel that is not an admin event');
      return;
    }
    dom.emit(doc, new CustomEvent(ADMIN_EVENT, { detail: adminEvent }));
  };
  channel.onmessageerror = () => log.warn('An admin event from another tab could not be read');

  dom.on(doc, ADMIN_BROADCAST_EVENT, send, { signal });
  return () => {
    dom.off(doc, ADMIN_BROADCAST_EVENT, send);
    channel.close();
  };
}

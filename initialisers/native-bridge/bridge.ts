import { NativeBridgeMessage } from '../../src/enums/platform';
import { isRecord } from '../../src/lib/coerce';
import type { PageNavigation } from '../../src/lib/navigation';
import { generateUuid } from '../../src/lib/uuid';
import type { Logger } from '../../src/runtime/types';
import {
  BRIDGE_CLOSED,
  BRIDGE_NOT_FOUND,
  BRIDGE_REPLY_TIMEOUT_MS,
  BRIDGE_TIMED_OUT,
  DISMISS_LINK,
  PLATFORM_NOT_IDENTIFIED,
} from './constants';
import { detectNativePlatform, findNativeBridge, type NativePlatform } from './detect';

// Requests to the native app (widgets.md sections 3 and 4): each is stored with a generated id and
// resolved or rejected when the app replies with that id. The app replies by calling
// SiteRuntime.nativeBridge.receive({ id, result }) or receive({ id, error: "why" }).

export { BRIDGE_CLOSED, BRIDGE_NOT_FOUND, BRIDGE_TIMED_OUT, DISMISS_LINK, PLATFORM_NOT_IDENTIFIED };

/** What the page posts to the bridge object, as a JSON string. */
export interface NativeBridgeEnvelope {
  id: string;
  message: NativeBridgeMessage;
  payload?: unknown;
}

export interface NativeBridgeReply {
  id: string;
  result?: unknown;
  /** Present when the app refused or failed: the request rejects with it. */
  error?: string;
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  /** The reply time-out, cleared when the reply comes or the bridge closes. */
  timer: ReturnType<typeof setTimeout>;
}

export interface NativeBridge {
  readonly platform: NativePlatform;
  request(message: NativeBridgeMessage, payload?: unknown): Promise<unknown>;
  /** Hands the app's reply to the request with the same id. */
  receive(reply: unknown): void;
  /** Rejects every pending request (runtime destroy). */
  dispose(): void;
}

export interface NativeBridgeDependencies {
  window: Window;
  navigation: PageNavigation;
  log: Logger;
  /** Default BRIDGE_REPLY_TIMEOUT_MS. */
  replyTimeoutMs?: number;
}

/** Throws PLATFORM_NOT_IDENTIFIED when the page is not inside the native app. */
export function createNativeBridge({
  window: win,
  navigation,
  log,
  replyTimeoutMs = BRIDGE_REPLY_TIMEOUT_MS,
}: NativeBridgeDependencies): NativeBridge {
  const platform = detectNativePlatform(win);
  if (!platform) throw new Error(PLATFORM_NOT_IDENTIFIED);
  const pending = new Map<string, Pending>();

  const sendThroughBridge = (message: NativeBridgeMessage, payload: unknown): Promise<unknown> => {
    // Looked up on every request: the app may replace or remove its bridge object.
    const bridge = findNativeBridge(win);
    if (!bridge) {
      log.error(BRIDGE_NOT_FOUND);
      return Promise.reject(new Error(BRIDGE_NOT_FOUND));
    }
    let id: string;
    try {
      id = generateUuid();
    } catch (error) {
      log.error('Native bridge request not sent', error);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const envelope: NativeBridgeEnvelope =
      payload === undefined ? { id, message } : { id, message, payload };
    const text = JSON.stringify(envelope);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!pending.delete(id)) return;
        log.warn(`${BRIDGE_TIMED_OUT} (${message}, ${replyTimeoutMs / 1000} s)`);
        reject(new Error(BRIDGE_TIMED_OUT));
      }, replyTimeoutMs);
      pending.set(id, { resolve, reject, timer });
      try {
        bridge.postMessage(text);
      } catch (error) {
        clearTimeout(timer);
        pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  };

  return {
    platform,

    request(message, payload) {
      if (!NativeBridgeMessage.has(message)) {
        const why = `Unknown native bridge message "${String(message)}": expected one of ${NativeBridgeMessage.codes.join(', ')}`;
        log.error(why);
        return Promise.reject(new TypeError(why));
      }
      if (platform === 'mobile-app' && message === NativeBridgeMessage.byName.DISMISS) {
        // The plain web view has no bridge: the custom link takes the visitor back to the app.
        navigation.assign(DISMISS_LINK);
        return Promise.resolve(undefined);
      }
      return sendThroughBridge(message, payload);
    },

    receive(reply) {
      if (!isRecord(reply) || typeof reply.id !== 'string') {
        log.error('Native bridge reply ignored: expected { id, result } or { id, error }', reply);
        return;
      }
      const request = pending.get(reply.id);
      if (!request) {
        log.warn(`Native bridge reply for an unknown request id "${reply.id}" ignored`);
        return;
      }
      pending.delete(reply.id);
      clearTimeout(request.timer);
      if (reply.error !== undefined) {
        request.reject(
          new Error(typeof reply.error === 'string' ? reply.error : 'Native app error'),
        );
      } else {
        request.resolve(reply.result);
      }
    },

    dispose() {
      const waiting = [...pending.values()];
      pending.clear();
      for (const request of waiting) {
        clearTimeout(request.timer);
        request.reject(new Error(BRIDGE_CLOSED));
      }
    },
  };
}

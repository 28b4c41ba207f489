import type { NativeBridgeMessage } from '../../src/enums/platform';
import { windowNavigation, type PageNavigation } from '../../src/lib/navigation';
import { createLogger } from '../../src/runtime/logger';
import type { InitialiserDefinition } from '../../src/runtime/types';
import type { NativeBridge } from './bridge';
import { BRIDGE_CLOSED, NATIVE_BRIDGE_PACK, PLATFORM_NOT_IDENTIFIED } from './constants';
import { detectNativePlatform, isInsideNativeApp, type NativePlatform } from './detect';
import type { NativeBridgePack } from './pack-exports';

// At boot the core only detects whether the page runs inside the native app. The bridge itself
// (requests, replies, ids) is the `native-bridge` pack, fetched on the first request, so plain
// browsers and app pages that never ask the app anything download none of it. destroy() rejects
// the requests still waiting for a reply. Pages and the app reach it through
// SiteRuntime.nativeBridge (nativeBridgeApi below).

export { BRIDGE_NOT_FOUND, DISMISS_LINK, PLATFORM_NOT_IDENTIFIED } from './constants';
export type { NativeBridgeEnvelope, NativeBridgeReply } from './bridge';
export { MOBILE_APP_PLATFORM, type NativePlatform } from './detect';

export interface NativeBridgeInitialiserDependencies {
  window?: Window;
  navigation?: PageNavigation;
}

/** The page inside the app, as one init() sees it. */
interface AppConnection {
  readonly platform: NativePlatform;
  /** The bridge from the pack, loaded on first use; rejects once the runtime is destroyed. */
  bridge: () => Promise<NativeBridge>;
  /** The bridge if it is loaded, for replies (which only follow a request). */
  loaded: () => NativeBridge | null;
}

let current: AppConnection | null = null;
const apiLog = createLogger('native-bridge');

export function createNativeBridgeInitialiser(
  deps: NativeBridgeInitialiserDependencies = {},
): InitialiserDefinition {
  return {
    name: 'native-bridge',
    // Nothing it does must happen before the visitor sees the page.
    urgency: 'idle',
    init({ signal, log, loadPack }) {
      const win = deps.window ?? window;
      const platform = detectNativePlatform(win);
      if (!platform) {
        log.debug('Plain browser: no native app');
        return;
      }
      let bridge: NativeBridge | null = null;
      let loading: Promise<NativeBridge> | null = null;
      const load = (): Promise<NativeBridge> =>
        loadPack<NativeBridgePack>(NATIVE_BRIDGE_PACK).then(
          ({ createNativeBridge }) => {
            if (signal.aborted) throw new Error(BRIDGE_CLOSED);
            bridge = createNativeBridge({
              window: win,
              navigation: deps.navigation ?? windowNavigation,
              log,
            });
            return bridge;
          },
          (error: unknown) => {
            if (!signal.aborted) log.error('The native bridge could not be loaded', error);
            throw signal.aborted ? new Error(BRIDGE_CLOSED) : error;
          },
        );
      const connection: AppConnection = {
        platform,
        bridge: () => (loading ??= load()),
        loaded: () => bridge,
      };
      current = connection;
      log.debug(`Inside the native app (${platform})`);
      return () => {
        bridge?.dispose();
        if (current === connection) current = null;
      };
    },
  };
}

export const nativeBridgeInitialiser = createNativeBridgeInitialiser();

/** The app connection; throws "Mobile platform not correctly identified" outside the app. */
function requireConnection(): AppConnection {
  if (!current) throw new Error(PLATFORM_NOT_IDENTIFIED);
  return current;
}

/** SiteRuntime.nativeBridge */
export const nativeBridgeApi = {
  /** 'bridge', 'mobile-app', or null in a plain browser (or before boot). */
  platform: (): NativePlatform | null => current?.platform ?? null,
  /** platform=mobile-app with no native bridge object (runtime.md section 2). */
  isInsideNativeApp: (): boolean => isInsideNativeApp(window),
  request: (message: NativeBridgeMessage, payload?: unknown): Promise<unknown> => {
    const connection = requireConnection();
    return connection.bridge().then((bridge) => bridge.request(message, payload));
  },
  /** Asks the app for its information. */
  info: (payload?: unknown): Promise<unknown> => nativeBridgeApi.request('info', payload),
  /** Closes the web view and returns to the app. */
  dismiss: (): Promise<unknown> => nativeBridgeApi.request('dismiss'),
  /** Called by the app with its reply: { id, result } or { id, error }. */
  receive: (reply: unknown): void => {
    if (!current) {
      apiLog.warn('Native bridge reply ignored: the page is not running inside the native app');
      return;
    }
    const bridge = current.loaded();
    if (!bridge) {
      apiLog.warn('Native bridge reply ignored: no request was sent to the app yet', reply);
      return;
    }
    bridge.receive(reply);
  },
};

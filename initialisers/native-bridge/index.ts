import type { NativeBridgeMessage } from '../../src/enums/platform';
import { windowNavigation, type PageNavigation } from '../../src/lib/navigation';
import { createLogger } from '../../src/runtime/logger';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { createNativeBridge, PLATFORM_NOT_IDENTIFIED, type NativeBridge } from './bridge';
import { detectNativePlatform, isInsideNativeApp, type NativePlatform } from './detect';

// At boot, when the page runs inside the native app, the bridge to the app is set up; destroy()
// rejects the requests still waiting for a reply. Pages and the app reach it through
// SiteRuntime.nativeBridge (nativeBridgeApi below).

export {
  BRIDGE_NOT_FOUND,
  DISMISS_LINK,
  PLATFORM_NOT_IDENTIFIED,
  type NativeBridgeEnvelope,
  type NativeBridgeReply,
} from './bridge';
export { MOBILE_APP_PLATFORM, type NativePlatform } from './detect';

export interface NativeBridgeInitialiserDependencies {
  window?: Window;
  navigation?: PageNavigation;
}

let current: NativeBridge | null = null;
const apiLog = createLogger('native-bridge');

export function createNativeBridgeInitialiser(
  deps: NativeBridgeInitialiserDependencies = {},
): InitialiserDefinition {
  return {
    name: 'native-bridge',
    init({ log }) {
      const win = deps.window ?? window;
      if (!detectNativePlatform(win)) {
        log.debug('Plain browser: no native app');
        return;
      }
      const bridge = createNativeBridge({
        window: win,
        navigation: deps.navigation ?? windowNavigation,
        log,
      });
      current = bridge;
      log.debug(`Inside the native app (${bridge.platform})`);
      return () => {
        bridge.dispose();
        if (current === bridge) current = null;
      };
    },
  };
}

export const nativeBridgeInitialiser = createNativeBridgeInitialiser();

/** The running bridge; throws "Mobile platform not correctly identified" outside the app. */
function requireBridge(): NativeBridge {
  if (!current) throw new Error(PLATFORM_NOT_IDENTIFIED);
  return current;
}

/** SiteRuntime.nativeBridge */
export const nativeBridgeApi = {
  /** 'bridge', 'mobile-app', or null in a plain browser (or before boot). */
  platform: (): NativePlatform | null => current?.platform ?? null,
  /** platform=mobile-app with no native bridge object (runtime.md section 2). */
  isInsideNativeApp: (): boolean => isInsideNativeApp(window),
  request: (message: NativeBridgeMessage, payload?: unknown): Promise<unknown> =>
    requireBridge().request(message, payload),
  /** Asks the app for its information. */
  info: (payload?: unknown): Promise<unknown> => requireBridge().request('info', payload),
  /** Closes the web view and returns to the app. */
  dismiss: (): Promise<unknown> => requireBridge().request('dismiss'),
  /** Called by the app with its reply: { id, result } or { id, error }. */
  receive: (reply: unknown): void => {
    if (!current) {
      apiLog.warn('Native bridge reply ignored: the page is not running inside the native app');
      return;
    }
    current.receive(reply);
  },
};

// Whether the page runs inside the platform's native mobile app, and how it reaches the app
// (widgets.md sections 2 and 3; runtime.md section 2).
//
// - The app may inject a bridge object: on iOS a WKWebView script message handler named
//   `nativeBridge` (window.webkit.messageHandlers.nativeBridge), on Android a JavaScript interface
//   `window.NativeBridge`. Both take a string through postMessage. Platform: 'bridge'.
// - Without a bridge object, the query flag platform=mobile-app marks the app's plain web view
//   ("with no native bridge present, means the page runs inside the native app"). The page can
//   only leave it through a custom link. Platform: 'mobile-app'.
// - Otherwise the page runs in a plain browser: no platform.

export const PLATFORM_PARAM = 'platform';
export const MOBILE_APP_PLATFORM = 'mobile-app';

export type NativePlatform = 'bridge' | 'mobile-app';

export interface NativeBridgeObject {
  postMessage(message: string): void;
}

interface BridgeHost {
  webkit?: { messageHandlers?: { nativeBridge?: unknown } };
  NativeBridge?: unknown;
}

function isBridgeObject(value: unknown): value is NativeBridgeObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { postMessage?: unknown }).postMessage === 'function'
  );
}

/** The bridge object the app injected, or null. */
export function findNativeBridge(win: Window): NativeBridgeObject | null {
  const host = win as unknown as BridgeHost;
  const ios = host.webkit?.messageHandlers?.nativeBridge;
  if (isBridgeObject(ios)) return ios;
  return isBridgeObject(host.NativeBridge) ? host.NativeBridge : null;
}

export function detectNativePlatform(win: Window): NativePlatform | null {
  if (findNativeBridge(win)) return 'bridge';
  const platform = new URLSearchParams(win.location.search).get(PLATFORM_PARAM);
  return platform === MOBILE_APP_PLATFORM ? 'mobile-app' : null;
}

/** runtime.md section 2: platform=mobile-app with no native bridge object. */
export function isInsideNativeApp(win: Window): boolean {
  return detectNativePlatform(win) === 'mobile-app';
}

import { afterEach, describe, expect, it } from 'vitest';
import {
  detectNativePlatform,
  findNativeBridge,
  isInsideNativeApp,
} from '../../../../initialisers/native-bridge/detect';
import { TEST_PAGE_URL, setPageUrl } from '../../support/page-url';

const host = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete host.NativeBridge;
  delete host.webkit;
  setPageUrl(TEST_PAGE_URL);
});

describe('native platform detection', () => {
  it('a plain browser has no platform', () => {
    expect(detectNativePlatform(window)).toBeNull();
    expect(isInsideNativeApp(window)).toBe(false);
  });

  it('platform=mobile-app with no bridge object: inside the native app', () => {
    setPageUrl('https://example.com/page?platform=mobile-app');
    expect(detectNativePlatform(window)).toBe('mobile-app');
    expect(isInsideNativeApp(window)).toBe(true);
  });

  it.each(['?platform=web', '?platform=Mobile-App', '?mobile-app'])(
    '%s is not the app',
    (search) => {
      setPageUrl(`https://example.com/page${search}`);
      expect(detectNativePlatform(window)).toBeNull();
    },
  );

  it('an Android bridge object (window.NativeBridge) means the bridge platform', () => {
    const bridge = { postMessage: () => undefined };
    host.NativeBridge = bridge;
    expect(findNativeBridge(window)).toBe(bridge);
    expect(detectNativePlatform(window)).toBe('bridge');
  });

  it('an iOS script message handler (webkit.messageHandlers.nativeBridge) means the bridge platform, even with platform=mobile-app', () => {
    setPageUrl('https://example.com/page?platform=mobile-app');
    const bridge = { postMessage: () => undefined };
    host.webkit = { messageHandlers: { nativeBridge: bridge } };
    expect(findNativeBridge(window)).toBe(bridge);
    expect(detectNativePlatform(window)).toBe('bridge');
    expect(isInsideNativeApp(window)).toBe(false);
  });

  it('an object without postMessage is no bridge', () => {
    host.NativeBridge = { send: () => undefined };
    host.webkit = { messageHandlers: {} };
    expect(findNativeBridge(window)).toBeNull();
    expect(detectNativePlatform(window)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BRIDGE_CLOSED,
  BRIDGE_NOT_FOUND,
  BRIDGE_TIMED_OUT,
  createNativeBridge,
  DISMISS_LINK,
  PLATFORM_NOT_IDENTIFIED,
  type NativeBridgeEnvelope,
} from '../../../../initialisers/native-bridge/bridge';
import { BRIDGE_REPLY_TIMEOUT_MS } from '../../../../initialisers/native-bridge/constants';
import { SECURE_RANDOM_UNSUPPORTED } from '../../../../src/lib/uuid';
import { mockLogger } from '../../support/mock-logger';
import { TEST_PAGE_URL, setPageUrl } from '../../support/page-url';

const host = window as unknown as Record<string, unknown>;
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  delete host.NativeBridge;
  setPageUrl(TEST_PAGE_URL);
  vi.unstubAllGlobals();
});

function setup() {
  const posted: NativeBridgeEnvelope[] = [];
  host.NativeBridge = { postMessage: (text: string) => posted.push(JSON.parse(text)) };
  const navigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const log = mockLogger();
  const bridge = createNativeBridge({ window, navigation, log });
  return { bridge, posted, navigation, log };
}

describe('native bridge requests', () => {
  it('throws "Mobile platform not correctly identified" outside the app', () => {
    const log = mockLogger();
    const navigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
    expect(() => createNativeBridge({ window, navigation, log })).toThrow(
      new Error(PLATFORM_NOT_IDENTIFIED),
    );
  });

  it('posts each request with a generated id and resolves it with the reply of that id', async () => {
    const { bridge, posted } = setup();
    expect(bridge.platform).toBe('bridge');
    const info = bridge.request('info', { fields: ['version'] });
    expect(posted).toEqual([
      { id: expect.stringMatching(V4), message: 'info', payload: { fields: ['version'] } },
    ]);
    bridge.receive({ id: posted[0]?.id, result: { version: '4.2.0' } });
    await expect(info).resolves.toEqual({ version: '4.2.0' });
  });

  it('pairs replies by id, whatever their order', async () => {
    const { bridge, posted } = setup();
    const first = bridge.request('info');
    const second = bridge.request('info');
    const [a, b] = posted;
    expect(a?.id).not.toBe(b?.id);
    expect(a).not.toHaveProperty('payload');
    bridge.receive({ id: b?.id, result: 'second' });
    bridge.receive({ id: a?.id, result: 'first' });
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
  });

  it('rejects a request when the app replies with an error', async () => {
    const { bridge, posted } = setup();
    const dismiss = bridge.request('dismiss');
    expect(posted[0]).toMatchObject({ message: 'dismiss' });
    bridge.receive({ id: posted[0]?.id, error: 'The web view cannot close now' });
    await expect(dismiss).rejects.toThrow('The web view cannot close now');
  });

  it('answers each id once: a second reply is ignored with a warning', async () => {
    const { bridge, posted, log } = setup();
    const info = bridge.request('info');
    bridge.receive({ id: posted[0]?.id, result: 1 });
    bridge.receive({ id: posted[0]?.id, result: 2 });
    await expect(info).resolves.toBe(1);
    expect(log.warn).toHaveBeenCalledWith(
      `Native bridge reply for an unknown request id "${posted[0]?.id}" ignored`,
    );
  });

  it('logs a malformed reply and leaves the request waiting', async () => {
    const { bridge, posted, log } = setup();
    const info = bridge.request('info');
    bridge.receive('done');
    bridge.receive({ result: 1 });
    expect(log.error).toHaveBeenCalledTimes(2);
    bridge.receive({ id: posted[0]?.id, result: 'late but fine' });
    await expect(info).resolves.toBe('late but fine');
  });

  it('refuses a message other than info and dismiss', async () => {
    const { bridge, posted, log } = setup();
    await expect(bridge.request('open' as never)).rejects.toThrow(
      'Unknown native bridge message "open": expected one of info, dismiss',
    );
    expect(posted).toEqual([]);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('rejects when the bridge object throws', async () => {
    const { bridge } = setup();
    host.NativeBridge = {
      postMessage: () => {
        throw new Error('handler gone');
      },
    };
    await expect(bridge.request('info')).rejects.toThrow('handler gone');
  });

  it('without secure random numbers the request is not sent and rejects', async () => {
    const { bridge, posted, log } = setup();
    vi.stubGlobal('crypto', undefined);
    await expect(bridge.request('info')).rejects.toThrow(SECURE_RANDOM_UNSUPPORTED);
    expect(posted).toEqual([]);
    expect(log.error).toHaveBeenCalledWith('Native bridge request not sent', expect.any(Error));
  });

  it('a reply that never comes times out: the request rejects and is forgotten', async () => {
    vi.useFakeTimers();
    try {
      const { bridge, posted, log } = setup();
      const info = bridge.request('info');
      const settled = info.then(
        () => 'resolved',
        (error: Error) => error.message,
      );
      await vi.advanceTimersByTimeAsync(BRIDGE_REPLY_TIMEOUT_MS - 1);
      bridge.receive({ id: 'another-id', result: 1 });
      await vi.advanceTimersByTimeAsync(1);
      await expect(settled).resolves.toBe(BRIDGE_TIMED_OUT);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(BRIDGE_TIMED_OUT));
      // A reply after the time-out finds nothing waiting.
      bridge.receive({ id: posted[0]?.id, result: 'too late' });
      expect(log.warn).toHaveBeenLastCalledWith(expect.stringContaining('unknown request id'));
      // A reply in time clears its timer: no time-out fires later.
      const second = bridge.request('info');
      bridge.receive({ id: posted[1]?.id, result: 'in time' });
      await expect(second).resolves.toBe('in time');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dispose rejects every waiting request', async () => {
    const { bridge, posted } = setup();
    const pending = [bridge.request('info'), bridge.request('dismiss')];
    bridge.dispose();
    for (const request of pending) await expect(request).rejects.toThrow(BRIDGE_CLOSED);
    bridge.receive({ id: posted[0]?.id, result: 'too late' });
  });
});

describe('inside the app’s web view without a bridge (platform=mobile-app)', () => {
  function webView() {
    setPageUrl('https://example.com/page?platform=mobile-app');
    const navigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
    const log = mockLogger();
    return { bridge: createNativeBridge({ window, navigation, log }), navigation, log };
  }

  it('dismiss goes back to the app through the custom link', async () => {
    const { bridge, navigation } = webView();
    expect(bridge.platform).toBe('mobile-app');
    await expect(bridge.request('dismiss')).resolves.toBeUndefined();
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith(DISMISS_LINK);
    expect(DISMISS_LINK).toBe('sqsp-app://dismiss');
  });

  it('info logs "Native bridge not found" and rejects', async () => {
    const { bridge, navigation, log } = webView();
    await expect(bridge.request('info')).rejects.toThrow(BRIDGE_NOT_FOUND);
    expect(log.error).toHaveBeenCalledWith('Native bridge not found');
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});

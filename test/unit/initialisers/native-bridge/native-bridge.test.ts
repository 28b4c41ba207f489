import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNativeBridgeInitialiser,
  nativeBridgeApi,
  type NativeBridgeEnvelope,
} from '../../../../initialisers/native-bridge';
import type { Cleanup } from '../../../../src/runtime/types';
import { createRuntimeStore } from '../../../../src/store/store';

const host = window as unknown as Record<string, unknown>;
let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  delete host.NativeBridge;
});

function boot() {
  const store = createRuntimeStore();
  const controller = new AbortController();
  const navigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const cleanup = createNativeBridgeInitialiser({ navigation }).init({
    context: store.getState().context,
    store,
    signal: controller.signal,
    log: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    loadPack: () => Promise.reject(new Error('this initialiser loads no pack')),
  }) as Cleanup | undefined;
  stop = () => {
    controller.abort();
    cleanup?.();
  };
  return { navigation };
}

describe('SiteRuntime.nativeBridge', () => {
  it('in a plain browser: no platform, and requests throw', () => {
    boot();
    expect(nativeBridgeApi.platform()).toBeNull();
    expect(nativeBridgeApi.isInsideNativeApp()).toBe(false);
    expect(() => nativeBridgeApi.info()).toThrow('Mobile platform not correctly identified');
    expect(() => nativeBridgeApi.dismiss()).toThrow('Mobile platform not correctly identified');
  });

  it('a reply from the app through receive() settles the request: a round trip', async () => {
    const posted: NativeBridgeEnvelope[] = [];
    host.NativeBridge = { postMessage: (text: string) => posted.push(JSON.parse(text)) };
    boot();
    expect(nativeBridgeApi.platform()).toBe('bridge');
    const info = nativeBridgeApi.info();
    nativeBridgeApi.receive({ id: posted[0]?.id, result: { app: 'demo', version: '1.0' } });
    await expect(info).resolves.toEqual({ app: 'demo', version: '1.0' });
  });

  it('destroy rejects what still waits and forgets the bridge', async () => {
    host.NativeBridge = { postMessage: () => undefined };
    boot();
    const waiting = nativeBridgeApi.request('info');
    stop?.();
    stop = null;
    await expect(waiting).rejects.toThrow('Native bridge closed');
    expect(nativeBridgeApi.platform()).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    nativeBridgeApi.receive({ id: 'x', result: 1 });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('50 init/destroy cycles leave one bridge with nothing pending', async () => {
    const posted: NativeBridgeEnvelope[] = [];
    host.NativeBridge = { postMessage: (text: string) => posted.push(JSON.parse(text)) };
    for (let cycle = 0; cycle < 50; cycle += 1) {
      boot();
      stop?.();
    }
    stop = null;
    boot();
    const info = nativeBridgeApi.info();
    nativeBridgeApi.receive({ id: posted.at(-1)?.id, result: 'ok' });
    await expect(info).resolves.toBe('ok');
  });
});

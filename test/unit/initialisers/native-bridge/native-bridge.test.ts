import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNativeBridgeInitialiser,
  nativeBridgeApi,
  type NativeBridgeEnvelope,
} from '../../../../initialisers/native-bridge';
import type { InitialiserContext } from '../../../../src/runtime/types';
import { failingLoadPack, loadPackDirectly, recordingLoadPack } from '../../support/pack-exports';
import { startInitialiser } from '../../support/start-initialiser';

const host = window as unknown as Record<string, unknown>;
let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  delete host.NativeBridge;
});

/** Boots the initialiser; its pack loads from its modules unless `loadPack` says otherwise. */
function boot(loadPack: InitialiserContext['loadPack'] = loadPackDirectly) {
  const navigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const started = startInitialiser(createNativeBridgeInitialiser({ navigation }), { loadPack });
  stop = started.stop;
  return { navigation, log: started.log };
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
    // The bridge's pack loads on this first request; the envelope follows.
    await vi.waitFor(() => expect(posted).toHaveLength(1));
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
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    nativeBridgeApi.receive({ id: posted.at(-1)?.id, result: 'ok' });
    await expect(info).resolves.toBe('ok');
  });

  it('in the app, nothing is fetched until the first request', async () => {
    host.NativeBridge = { postMessage: () => undefined };
    const packs = recordingLoadPack();
    boot(packs.loadPack);
    expect(nativeBridgeApi.platform()).toBe('bridge');
    expect(packs.requested).toEqual([]);
    const first = nativeBridgeApi.info();
    const second = nativeBridgeApi.info();
    expect(packs.requested).toEqual(['native-bridge']);
    // Destroyed while the pack was on its way: both reject as closed.
    stop?.();
    stop = null;
    await expect(first).rejects.toThrow('Native bridge closed');
    await expect(second).rejects.toThrow('Native bridge closed');
  });

  it('a plain browser never fetches it', () => {
    const packs = recordingLoadPack();
    boot(packs.loadPack);
    expect(() => nativeBridgeApi.info()).toThrow('Mobile platform not correctly identified');
    expect(packs.requested).toEqual([]);
  });

  it('a reply before any request is ignored with a warning', () => {
    host.NativeBridge = { postMessage: () => undefined };
    boot();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    nativeBridgeApi.receive({ id: 'x', result: 1 });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Native bridge reply ignored: no request was sent to the app yet'),
      { id: 'x', result: 1 },
    );
  });

  it('when the pack cannot load, requests reject with why and it is logged', async () => {
    const posted: string[] = [];
    host.NativeBridge = { postMessage: (text: string) => posted.push(text) };
    const { log } = boot(failingLoadPack);
    const failure = new Error('Pack "native-bridge" failed to load after a retry');
    await expect(nativeBridgeApi.info()).rejects.toThrow(failure);
    await expect(nativeBridgeApi.dismiss()).rejects.toThrow(failure);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledWith('The native bridge could not be loaded', failure);
    expect(posted).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createLightboxLauncher } from '../../../src/lightbox/launcher';
import type { LightboxApi, LightboxOptions } from '../../../src/lightbox/types';
import { LIGHTBOX_PACK } from '../../../src/runtime/shared-packs';
import { mockLogger } from '../support/mock-logger';

const OPTIONS: LightboxOptions = {
  items: [{ kind: 'image', src: '/a.jpg', alt: 'A' }],
  index: 0,
  label: 'Gallery',
};

/** A lightbox pack that resolves when the test says so, and records each opening. */
function lightboxPack() {
  const close = vi.fn();
  const openLightbox = vi.fn<LightboxApi['openLightbox']>(() => ({ close }));
  let resolve: (api: LightboxApi) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const loaded = new Promise<LightboxApi>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const loadPack = vi.fn((name: string) => {
    expect(name).toBe(LIGHTBOX_PACK);
    return loaded;
  }) as unknown as <T>(name: string) => Promise<T>;
  return { openLightbox, close, loadPack, arrive: () => resolve({ openLightbox }), fail: reject };
}

describe('createLightboxLauncher', () => {
  it('opens once when asked twice while the pack is still loading (a double click)', async () => {
    const pack = lightboxPack();
    const open = createLightboxLauncher({
      loadPack: pack.loadPack,
      signal: new AbortController().signal,
      log: mockLogger(),
    });
    const first = open(OPTIONS);
    const second = open(OPTIONS);
    pack.arrive();
    await Promise.all([first, second]);
    expect(pack.openLightbox).toHaveBeenCalledTimes(1);
    expect(pack.openLightbox.mock.calls[0]?.[0]).toMatchObject({ index: 0, label: 'Gallery' });
    // Once it has opened, it can open again.
    await open(OPTIONS);
    expect(pack.openLightbox).toHaveBeenCalledTimes(2);
  });

  it('opens nothing once the block is gone, and closes the lightbox it opened', async () => {
    const pack = lightboxPack();
    const block = new AbortController();
    const open = createLightboxLauncher({
      loadPack: pack.loadPack,
      signal: block.signal,
      log: mockLogger(),
    });
    pack.arrive();
    await open(OPTIONS);
    expect(pack.close).not.toHaveBeenCalled();
    block.abort();
    expect(pack.close).toHaveBeenCalledTimes(1);
    await open(OPTIONS);
    expect(pack.openLightbox).toHaveBeenCalledTimes(1);
  });

  it('does not close a lightbox the visitor already closed; still calls their onClose', async () => {
    const pack = lightboxPack();
    const block = new AbortController();
    const onClose = vi.fn();
    const open = createLightboxLauncher({
      loadPack: pack.loadPack,
      signal: block.signal,
      log: mockLogger(),
    });
    pack.arrive();
    await open({ ...OPTIONS, onClose });
    pack.openLightbox.mock.calls[0]?.[0].onClose?.(0);
    expect(onClose).toHaveBeenCalledWith(0);
    block.abort();
    expect(pack.close).not.toHaveBeenCalled();
  });

  it('logs a pack that fails to load, and can try again', async () => {
    const pack = lightboxPack();
    const log = mockLogger();
    const open = createLightboxLauncher({
      loadPack: pack.loadPack,
      signal: new AbortController().signal,
      log,
    });
    const opening = open(OPTIONS);
    pack.fail(new Error('network down'));
    await opening;
    expect(log.warn).toHaveBeenCalledWith('The lightbox could not open: network down');
    expect(pack.openLightbox).not.toHaveBeenCalled();
  });
});

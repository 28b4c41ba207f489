import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceVideoPlay, onOtherVideoPlay, VIDEO_PLAY_EVENT } from '../../../src/video/playing';

const controllers: AbortController[] = [];
afterEach(() => controllers.splice(0).forEach((controller) => controller.abort()));

function listener(player: Element) {
  const controller = new AbortController();
  controllers.push(controller);
  const stop = vi.fn();
  onOtherVideoPlay(player, stop, controller.signal);
  return { stop, controller };
}

describe('One video at a time across the page', () => {
  it('a player starting stops every other player, never itself', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    const a = listener(first);
    const b = listener(second);
    announceVideoPlay(first);
    expect(a.stop).not.toHaveBeenCalled();
    expect(b.stop).toHaveBeenCalledTimes(1);
    announceVideoPlay(second);
    expect(a.stop).toHaveBeenCalledTimes(1);
    expect(b.stop).toHaveBeenCalledTimes(1);
  });

  it('is a DOM event on document, so any pack can take part; a listener gone hears nothing', () => {
    const player = document.createElement('div');
    const { stop, controller } = listener(player);
    const seen: unknown[] = [];
    const record = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener(VIDEO_PLAY_EVENT, record);
    const other = document.createElement('iframe');
    announceVideoPlay(other);
    expect(seen).toEqual([{ player: other }]);
    expect(stop).toHaveBeenCalledTimes(1);
    controller.abort();
    announceVideoPlay(other);
    expect(stop).toHaveBeenCalledTimes(1);
    document.removeEventListener(VIDEO_PLAY_EVENT, record);
  });
});

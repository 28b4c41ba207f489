import { afterEach, describe, expect, it, vi } from 'vitest';
import * as scheduler from '../../../src/runtime/scheduler';
import { warmStorage } from '../../../src/runtime/warm-storage';

// The boot's first cookie and storage reads, each a synchronous call to the browser process, run
// before init() in tasks of their own (src/runtime/warm-storage.ts).

/** A window whose cookie and storage reads are recorded, in order, and may throw. */
function recordingWindow(options: { throws?: boolean } = {}) {
  const reads: string[] = [];
  const read = (what: string, value: unknown) => () => {
    reads.push(what);
    if (options.throws) throw new DOMException('The document is sandboxed', 'SecurityError');
    return value;
  };
  const win = Object.defineProperties(
    { document: Object.defineProperty({}, 'cookie', { get: read('cookie', '') }) },
    {
      localStorage: { get: read('localStorage', { length: 0 }) },
      sessionStorage: { get: read('sessionStorage', { length: 0 }) },
    },
  ) as unknown as Window;
  return { win, reads };
}

describe('warmStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the cookies at once, and the storage areas only after yielding to the browser', async () => {
    const { win, reads } = recordingWindow();
    const warmed = warmStorage(win);
    expect(reads).toEqual(['cookie']);
    await warmed;
    expect(reads).toEqual(['cookie', 'localStorage', 'sessionStorage']);
  });

  it('yields after the cookies and again after the storage areas, so init() has a task of its own', async () => {
    const { win, reads } = recordingWindow();
    const yieldToBrowser = vi.spyOn(scheduler, 'yieldToBrowser').mockImplementation(() => {
      reads.push('yield');
      return Promise.resolve();
    });
    await warmStorage(win);
    expect(yieldToBrowser).toHaveBeenCalledTimes(2);
    expect(reads).toEqual(['cookie', 'yield', 'localStorage', 'sessionStorage', 'yield']);
  });

  it('resolves when every read throws, as in a sandboxed frame', async () => {
    const { win, reads } = recordingWindow({ throws: true });
    await expect(warmStorage(win)).resolves.toBeUndefined();
    expect(reads).toEqual(['cookie', 'localStorage', 'sessionStorage']);
  });
});

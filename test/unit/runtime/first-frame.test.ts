import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_TIMEOUT_MS, onFirstFrame } from '../../../src/runtime/first-frame';
import { BELOW_SCREEN_RUN, unitsOnFirstScreen } from '../../../src/runtime/first-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Animation frames that the test draws, as a browser does before its first paint. */
function stubAnimationFrames() {
  const frames = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frames.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return {
    pending: () => frames.size,
    draw: () => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback());
    },
  };
}

describe('onFirstFrame', () => {
  it('runs once, in the first animation frame, and not again when the time-out passes', () => {
    vi.useFakeTimers();
    const frames = stubAnimationFrames();
    const callback = vi.fn();
    onFirstFrame(callback);
    expect(callback).not.toHaveBeenCalled();
    frames.draw();
    frames.draw();
    vi.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms on a page that draws no frame (a hidden tab), and not at all once cancelled', () => {
    vi.useFakeTimers();
    const frames = stubAnimationFrames();
    const hidden = vi.fn();
    const cancelled = vi.fn();
    onFirstFrame(hidden);
    const cancel = onFirstFrame(cancelled);
    cancel();
    vi.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS - 1);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(frames.pending()).toBe(0);
    frames.draw();
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('unitsOnFirstScreen', () => {
  /** A unit whose element has a box `top` px down the view, 100 px high (or none). */
  const unitAt = (top: number | null) => {
    const element = document.createElement('div');
    const rect = top === null ? new DOMRect(0, 0, 0, 0) : new DOMRect(0, top, 300, 100);
    const read = vi.fn(() => rect);
    element.getBoundingClientRect = read;
    return { element, read, top };
  };

  it('takes the units within the view and its 200 px margin, whatever their order, and skips those with no box', () => {
    const units = [
      unitAt(-350),
      unitAt(-250),
      unitAt(0),
      unitAt(null),
      unitAt(950),
      unitAt(1100),
      unitAt(500),
    ];
    expect(unitsOnFirstScreen(units, 800).map((unit) => unit.top)).toEqual([-250, 0, 950, 500]);
  });

  it('stops reading once a run of units has started below the screen: a long page costs no more', () => {
    const below = Array.from({ length: 2000 }, (_, i) => unitAt(2000 + i * 100));
    const units = [unitAt(0), ...below];
    expect(unitsOnFirstScreen(units, 800)).toEqual([units[0]]);
    expect(below.filter((unit) => unit.read.mock.calls.length > 0)).toHaveLength(BELOW_SCREEN_RUN);
  });
});

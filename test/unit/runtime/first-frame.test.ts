import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_TIMEOUT_MS, onFirstFrame } from '../../../src/runtime/first-frame';
import { BELOW_SCREEN_RUN, unitsOnFirstScreen } from '../../../src/runtime/first-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A ResizeObserver whose first report the test sends, as a browser does after its first layout. */
function stubResizeObserver() {
  const observers: Array<{ report: () => void; disconnected: boolean }> = [];
  class StubResizeObserver {
    private readonly entry: { report: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.entry = { report: callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(): void {}
    disconnect(): void {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('ResizeObserver', StubResizeObserver);
  return observers;
}

describe('onFirstFrame', () => {
  it('runs once, when the first layout is reported, and stops observing', () => {
    vi.useFakeTimers();
    const observers = stubResizeObserver();
    const callback = vi.fn();
    onFirstFrame(callback, document.documentElement);
    expect(callback).not.toHaveBeenCalled();
    observers[0]?.report();
    observers[0]?.report();
    vi.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('runs after 100 ms on a page that draws no frame (a hidden tab), and not at all once cancelled', () => {
    vi.useFakeTimers();
    stubResizeObserver();
    const hidden = vi.fn();
    const cancelled = vi.fn();
    onFirstFrame(hidden, document.documentElement);
    const cancel = onFirstFrame(cancelled, document.documentElement);
    cancel();
    vi.advanceTimersByTime(FIRST_FRAME_TIMEOUT_MS - 1);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
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

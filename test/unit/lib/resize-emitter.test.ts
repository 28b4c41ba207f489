// The resize emitter (widgets.md sections 3-5 and 9): resize:start once the window's size changed
// by more than the threshold (on one axis when asked), resize:end after 300 ms without a change;
// a bad axis or threshold is logged and nothing is watched.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createResizeEmitter,
  RESIZE_END,
  RESIZE_QUIET_MS,
  RESIZE_START,
  resizeOptionsProblem,
  WINDOW_RESIZE_WAIT_MS,
  type ResizeEmitterOptions,
} from '../../../src/lib/resize-emitter';

function setWindow(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

function resizeTo(width: number, height: number) {
  setWindow(width, height);
  window.dispatchEvent(new Event('resize'));
}

/** Starts an emitter and records what it fires. */
function watch(options: Omit<ResizeEmitterOptions, 'signal'> = {}) {
  const controller = new AbortController();
  const fired: string[] = [];
  const emitter = createResizeEmitter({ ...options, signal: controller.signal });
  emitter?.on(RESIZE_START, ({ width, height }) => fired.push(`start ${width}x${height}`));
  emitter?.on(RESIZE_END, ({ width, height }) => fired.push(`end ${width}x${height}`));
  return { emitter, fired, stop: () => controller.abort() };
}

beforeEach(() => {
  vi.useFakeTimers();
  setWindow(1000, 800);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the resize emitter', () => {
  it('fires resize:start at the first change and resize:end 300 ms after the last', () => {
    const { fired } = watch();
    resizeTo(990, 800);
    resizeTo(980, 800);
    vi.advanceTimersByTime(RESIZE_QUIET_MS - 1);
    resizeTo(970, 800);
    vi.advanceTimersByTime(RESIZE_QUIET_MS - 1);
    expect(fired).toEqual(['start 990x800']);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['start 990x800', 'end 970x800']);
    expect(RESIZE_QUIET_MS).toBe(300);
  });

  it('waits for a change over the threshold, measured from where the last resize ended', () => {
    const { fired } = watch({ threshold: 50 });
    resizeTo(970, 800);
    resizeTo(950, 800);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([]);
    resizeTo(949, 800);
    vi.advanceTimersByTime(RESIZE_QUIET_MS);
    expect(fired).toEqual(['start 949x800', 'end 949x800']);
  });

  it('on one axis, ignores changes along the other', () => {
    const { fired } = watch({ axis: 'x' });
    resizeTo(1000, 500);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([]);
    resizeTo(900, 500);
    vi.advanceTimersByTime(RESIZE_QUIET_MS);
    expect(fired).toEqual(['start 900x500', 'end 900x500']);

    const vertical = watch({ axis: 'y' });
    resizeTo(600, 500);
    vi.advanceTimersByTime(1000);
    expect(vertical.fired).toEqual([]);
    resizeTo(600, 700);
    vi.advanceTimersByTime(RESIZE_QUIET_MS);
    expect(vertical.fired).toEqual(['start 600x700', 'end 600x700']);
  });

  it('stops listening when its signal aborts, mid-resize included', () => {
    const { fired, stop } = watch();
    resizeTo(900, 800);
    stop();
    vi.advanceTimersByTime(1000);
    resizeTo(800, 800);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['start 900x800']);
  });

  it('ends a resize after the quiet period asked for: the window resize handler waits 150 ms', () => {
    expect(WINDOW_RESIZE_WAIT_MS).toBe(150);
    const { fired, stop } = watch({ quietMs: WINDOW_RESIZE_WAIT_MS });
    resizeTo(900, 800);
    vi.advanceTimersByTime(100);
    resizeTo(800, 800);
    vi.advanceTimersByTime(149);
    expect(fired).toEqual(['start 900x800']);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['start 900x800', 'end 800x800']);
    resizeTo(700, 800);
    stop();
    vi.advanceTimersByTime(500);
    expect(fired).toEqual(['start 900x800', 'end 800x800', 'start 700x800']);
  });

  it('refuses a quiet period that is not a number of milliseconds', () => {
    for (const quietMs of [-1, Number.NaN, '150' as unknown as number]) {
      expect(resizeOptionsProblem({ quietMs })).toMatch(
        /^quietMs must be a number of milliseconds/,
      );
    }
    expect(resizeOptionsProblem({ quietMs: 0 })).toBeNull();
  });

  it('logs bad options and watches nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signal = new AbortController().signal;
    expect(createResizeEmitter({ axis: 'z' as 'x', signal })).toBeNull();
    expect(createResizeEmitter({ threshold: '10' as unknown as number, signal })).toBeNull();
    expect(createResizeEmitter({ threshold: Number.NaN, signal })).toBeNull();
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toContain('axis must be "x" or "y"');
    expect(String(error.mock.calls[1]?.[0])).toContain('threshold must be a number');
    error.mockRestore();
  });

  it('accepts exactly the axes x and y and finite thresholds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (axis, threshold) => {
        const problem = resizeOptionsProblem({
          axis: axis as ResizeEmitterOptions['axis'],
          threshold: threshold as number,
        });
        const axisOk = axis === undefined || axis === 'x' || axis === 'y';
        const thresholdOk =
          threshold === undefined || (typeof threshold === 'number' && Number.isFinite(threshold));
        expect(problem === null).toBe(axisOk && thresholdOk);
      }),
    );
  });
});

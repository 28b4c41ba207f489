// Tween (widgets.md sections 5 and 9): 300 ms by default; a function and a finite duration are
// required; a visitor who asked for less motion gets the end at once.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOut, linear, tween, TWEEN_DEFAULT_MS, TWEEN_ERRORS } from '../../../src/lib/tween';
import { reducedMotion } from '../support/reduced-motion';

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tween', () => {
  it('runs from 0 to exactly 1 over 300 ms by default, once a frame, then resolves true', async () => {
    const seen: number[] = [];
    let finished: boolean | undefined;
    void tween((progress) => seen.push(progress), undefined, { easing: linear }).then(
      (done) => (finished = done),
    );
    expect(TWEEN_DEFAULT_MS).toBe(300);
    expect(seen).toEqual([0]);
    await vi.advanceTimersByTimeAsync(150);
    const half = seen.at(-1) ?? 0;
    expect(half).toBeGreaterThan(0.4);
    expect(half).toBeLessThan(0.6);
    expect(finished).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(seen.at(-1)).toBe(1);
    expect(seen.filter((progress) => progress === 1)).toHaveLength(1);
    expect(finished).toBe(true);
    // Each frame moves forward.
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0);
  });

  it('jumps to the end at once for a visitor who asked for less motion', async () => {
    reducedMotion(true);
    const step = vi.fn();
    await expect(tween(step, 5000)).resolves.toBe(true);
    expect(step.mock.calls).toEqual([[1]]);
  });

  it('jumps to the end at once for a duration of 0 or less', async () => {
    const step = vi.fn();
    await expect(tween(step, 0)).resolves.toBe(true);
    await expect(tween(step, -20)).resolves.toBe(true);
    expect(step.mock.calls).toEqual([[1], [1]]);
  });

  it('stops where it is when its signal aborts, and resolves false', async () => {
    const seen: number[] = [];
    const abort = new AbortController();
    const done = tween((progress) => seen.push(progress), 300, { signal: abort.signal });
    await vi.advanceTimersByTimeAsync(100);
    abort.abort();
    const calls = seen.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toHaveLength(calls);
    expect(seen).not.toContain(1);
    await expect(done).resolves.toBe(false);
  });

  it('logs the spec rule and moves nothing without a function or a finite duration', async () => {
    await expect(tween('not a function' as never)).resolves.toBe(false);
    expect(errors).toHaveBeenLastCalledWith(
      `[site-runtime] tween: ${TWEEN_ERRORS.notAFunction}, got "not a function"`,
    );
    const step = vi.fn();
    for (const duration of [Infinity, Number.NaN, '300' as never]) {
      await expect(tween(step, duration)).resolves.toBe(false);
    }
    expect(errors).toHaveBeenLastCalledWith(
      `[site-runtime] tween: ${TWEEN_ERRORS.notFinite}, got "300"`,
    );
    expect(errors).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1000);
    expect(step).not.toHaveBeenCalled();
  });

  it('a step that throws ends the tween, logged, without further frames', async () => {
    const step = vi.fn((progress: number) => {
      if (progress > 0.2) throw new Error('boom');
    });
    const done = tween(step, 300);
    await vi.advanceTimersByTimeAsync(400);
    await expect(done).resolves.toBe(false);
    const calls = step.mock.calls.length;
    await vi.advanceTimersByTimeAsync(400);
    expect(step.mock.calls).toHaveLength(calls);
    expect(errors).toHaveBeenCalledWith(
      '[site-runtime] tween: The tween step threw; the tween stops',
      expect.any(Error),
    );
  });

  it('eases from 0 to 1 without leaving that range, never going back', () => {
    expect(easeInOut(0)).toBeCloseTo(0);
    expect(easeInOut(1)).toBeCloseTo(1);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          expect(easeInOut(early)).toBeGreaterThanOrEqual(-1e-12);
          expect(easeInOut(late)).toBeLessThanOrEqual(1 + 1e-12);
          expect(easeInOut(late)).toBeGreaterThanOrEqual(easeInOut(early) - 1e-12);
        },
      ),
    );
  });

  it('for any finite duration, ends at exactly 1 with progress that never goes back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -50, max: 2000 }), async (duration) => {
        const seen: number[] = [];
        const done = tween((progress) => seen.push(progress), duration);
        await vi.advanceTimersByTimeAsync(Math.max(0, duration) + 50);
        await expect(done).resolves.toBe(true);
        expect(seen.at(-1)).toBe(1);
        for (let i = 1; i < seen.length; i += 1) {
          expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1] ?? 0);
        }
      }),
      { numRuns: 40 },
    );
  });
});

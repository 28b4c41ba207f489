// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  CarouselMotion,
  linkedRefuses,
  MOTION_SAFETY_MS,
  type MotionTimers,
} from '../../../src/carousel/motion';

function fakeTimers(): MotionTimers & { run: (ms: number) => void; pending: () => number } {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    set: (callback, ms) => {
      next += 1;
      timers.set(next, { at: now + ms, callback });
      return next;
    },
    clear: (handle) => void timers.delete(handle as number),
    run: (ms) => {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
    pending: () => timers.size,
  };
}

describe('a carousel change in motion (widgets.md section 4)', () => {
  it('refuses changes for the length of a fade, then lets them through', () => {
    const timers = fakeTimers();
    const heard = vi.fn();
    const motion = new CarouselMotion(heard, timers);
    expect(motion.inMotion()).toBe(false);
    motion.start(1, 1000);
    expect(motion.target()).toBe(1);
    expect(motion.inMotion()).toBe(true);
    timers.run(999);
    expect(motion.inMotion()).toBe(true);
    timers.run(1);
    expect(motion.inMotion()).toBe(false);
    expect(motion.target()).toBeNull();
    expect(heard.mock.calls).toEqual([[true], [false]]);
  });

  it('refuses a glide until it settles, and not after', () => {
    const timers = fakeTimers();
    const motion = new CarouselMotion(undefined, timers);
    motion.start(3, null);
    timers.run(MOTION_SAFETY_MS - 1);
    expect(motion.inMotion()).toBe(true);
    motion.settle();
    expect(motion.inMotion()).toBe(false);
    expect(timers.pending()).toBe(0);
  });

  it('never refuses for ever: a glide whose end never comes is over after the safety time', () => {
    const timers = fakeTimers();
    const motion = new CarouselMotion(undefined, timers);
    motion.start(2, null);
    timers.run(MOTION_SAFETY_MS);
    expect(motion.inMotion()).toBe(false);
  });

  it('has no motion at all for a fade of 0 ms (reduced motion)', () => {
    const timers = fakeTimers();
    const heard = vi.fn();
    const motion = new CarouselMotion(heard, timers);
    motion.start(1, 0);
    expect(motion.inMotion()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
  });

  it('a change started during another keeps one motion, timed from the newer change', () => {
    const timers = fakeTimers();
    const heard = vi.fn();
    const motion = new CarouselMotion(heard, timers);
    motion.start(1, 1000);
    timers.run(600);
    motion.start(2, 1000);
    timers.run(600);
    expect(motion.target()).toBe(2);
    timers.run(400);
    expect(motion.target()).toBeNull();
    expect(heard.mock.calls).toEqual([[true], [false]]);
  });

  it('refuses while a linked gallery heads to another index, not to the one shown', () => {
    expect(linkedRefuses(2, null)).toBe(false);
    expect(linkedRefuses(2, 2)).toBe(false);
    expect(linkedRefuses(2, 3)).toBe(true);
    // At rest itself, a carousel refuses only for its linked one.
    const motion = new CarouselMotion(undefined, fakeTimers());
    expect(motion.inMotion() || linkedRefuses(2, 3)).toBe(true);
    expect(motion.inMotion() || linkedRefuses(2, 2)).toBe(false);
  });

  it('dispose() stops its timer', () => {
    const timers = fakeTimers();
    const motion = new CarouselMotion(undefined, timers);
    motion.start(1, 1000);
    motion.dispose();
    expect(timers.pending()).toBe(0);
    expect(motion.target()).toBeNull();
  });
});

// The throttle helper (runtime.md and widgets.md section 9): it keeps the last 22 run times and
// waits twice their average between runs; a call made while it waits runs when the wait is over
// (the latest one), or at once on flush.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adaptiveThrottle,
  THROTTLE_SAMPLES,
  THROTTLE_WAIT_FACTOR,
  type AdaptiveThrottleClock,
} from '../../../src/lib/adaptive-throttle';

/** A clock the test moves by hand; work "takes" the time the test says. */
function manualClock() {
  let time = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  const clock: AdaptiveThrottleClock = {
    now: () => time,
    setTimeout: (run, ms) => {
      const timer = { at: time + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
  };
  return {
    clock,
    spend: (ms: number) => (time += ms),
    advance(ms: number) {
      time += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= time)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('the adaptive throttle', () => {
  it('runs at once, then waits twice the average run time, then runs the latest call', () => {
    const time = manualClock();
    const ran: string[] = [];
    const throttle = adaptiveThrottle((value: string) => {
      ran.push(value);
      time.spend(5);
    }, time.clock);
    throttle.call('a');
    expect(ran).toEqual(['a']);
    expect(throttle.wait).toBe(10);
    throttle.call('b');
    throttle.call('c');
    time.advance(9);
    expect(ran).toEqual(['a']);
    time.advance(1);
    expect(ran).toEqual(['a', 'c']);
  });

  it('flush runs a waiting call now; cancel drops it', () => {
    const time = manualClock();
    const ran: number[] = [];
    const throttle = adaptiveThrottle((value: number) => {
      ran.push(value);
      time.spend(4);
    }, time.clock);
    throttle.call(1);
    throttle.call(2);
    throttle.flush();
    expect(ran).toEqual([1, 2]);
    throttle.call(3);
    throttle.cancel();
    time.advance(100);
    expect(ran).toEqual([1, 2]);
    throttle.flush();
    expect(ran).toEqual([1, 2]);
  });

  it('averages the last 22 run times only', () => {
    const time = manualClock();
    let cost = 100;
    const throttle = adaptiveThrottle(() => time.spend(cost), time.clock);
    throttle.call();
    cost = 1;
    for (let run = 0; run < THROTTLE_SAMPLES; run += 1) {
      time.advance(1000);
      throttle.call();
    }
    // The 100 ms run has left the window: 22 runs of 1 ms remain.
    expect(throttle.wait).toBe(THROTTLE_WAIT_FACTOR * 1);
  });

  it('never runs closer than the wait, and never drops the last call', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gap: fc.nat({ max: 30 }), cost: fc.nat({ max: 20 }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        (calls) => {
          const time = manualClock();
          const runs: Array<{ start: number; value: number; waitBefore: number }> = [];
          let cost = 0;
          const throttle = adaptiveThrottle((value: number) => {
            runs.push({ start: time.clock.now(), value, waitBefore: throttle.wait });
            time.spend(cost);
          }, time.clock);
          let previousEnd = -Infinity;
          calls.forEach((call, index) => {
            time.advance(call.gap);
            cost = call.cost;
            throttle.call(index);
          });
          time.advance(10_000);
          expect(runs.at(-1)?.value).toBe(calls.length - 1);
          for (const run of runs) {
            expect(run.start).toBeGreaterThanOrEqual(previousEnd);
            previousEnd = run.start;
          }
        },
      ),
    );
  });
});

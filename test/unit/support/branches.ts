import { expect } from 'vitest';

/**
 * Counts how often each named branch of a property ran, so the test can check afterwards that
 * every branch it names was reached: a branch that never runs asserts nothing. Property tests run
 * with a fixed seed (test/unit/setup.ts), so the counts are the same on every run.
 */
export function branchCounter<Name extends string>(names: readonly Name[]) {
  const counts = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
  return {
    counts,
    /** Records one run of `name`. */
    reached(name: Name): void {
      counts[name] = (counts[name] ?? 0) + 1;
    },
    /** Fails naming each branch that ran fewer than `times` times. */
    expectEachReached(times = 1): void {
      const short = names.filter((name) => counts[name] < times);
      expect(
        short,
        `branches reached fewer than ${times} times: ${JSON.stringify(counts)}`,
      ).toEqual([]);
    },
  };
}

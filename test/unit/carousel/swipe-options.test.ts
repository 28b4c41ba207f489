// Swipe boundary and snap points (widgets.md section 5: "Swipe boundary must be none, hard or
// inertial. Snap points must be a percentage or 'none'"), and the glide's speed in embla's terms
// (section 9: "Strip: speed 0.5 s").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readSnapPoints,
  readSwipeBoundary,
  snapOptions,
  SWIPE_DEFAULTS,
} from '../../../src/carousel/swipe-options';
import { EMBLA_DEFAULT_DURATION, emblaDuration, glideMs } from '../../../src/carousel/glide';
import { anyValue } from '../properties/arbitraries';
import { branchCounter } from '../support/branches';

describe('readSwipeBoundary', () => {
  it('takes none, hard and inertial; nothing gives inertial; anything else is named', () => {
    expect(['none', 'hard', 'inertial'].map((value) => readSwipeBoundary(value))).toEqual([
      { value: 'none', problem: null },
      { value: 'hard', problem: null },
      { value: 'inertial', problem: null },
    ]);
    expect(readSwipeBoundary(undefined)).toEqual({ value: 'inertial', problem: null });
    expect(readSwipeBoundary('Hard')).toEqual({
      value: 'inertial',
      problem: 'swipe boundary "Hard" is not none, hard or inertial',
    });
    expect(readSwipeBoundary({ toString: () => 'hard' }).problem).toBe(
      'swipe boundary a value of type object is not none, hard or inertial',
    );
  });
});

describe('readSnapPoints', () => {
  it("takes a percentage from 0 % to 100 % or 'none'; a bare number is no percentage", () => {
    expect(readSnapPoints('50%')).toEqual({ value: 50, problem: null });
    expect(readSnapPoints(' 12.5 % ')).toEqual({ value: 12.5, problem: null });
    expect(readSnapPoints('0%').value).toBe(0);
    expect(readSnapPoints('100%').value).toBe(100);
    expect(readSnapPoints('none')).toEqual({ value: 'none', problem: null });
    expect(readSnapPoints(null)).toEqual({ value: null, problem: null });
    for (const refused of ['101%', '-5%', '50', 50, 'half', '%', 'none%', true]) {
      const reading = readSnapPoints(refused);
      expect(reading.value, String(refused)).toBeNull();
      expect(reading.problem).toMatch(/are not a percentage or 'none'$/);
    }
  });
});

describe('the readers (property)', () => {
  it('give a known value for anything at all, and a reason whenever they set it aside', () => {
    const branches = branchCounter([
      'boundary kept',
      'boundary refused',
      'snap kept',
      'snap refused',
    ]);
    const input = fc.oneof(
      anyValue,
      fc.constantFrom('none', 'hard', 'inertial', '0%', '33.3%', '100%', '100.5%', ''),
      fc.float({ min: -10, max: 200, noNaN: true }).map((n) => `${n}%`),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const boundary = readSwipeBoundary(raw);
        expect(['none', 'hard', 'inertial']).toContain(boundary.value);
        branches.reached(boundary.problem === null ? 'boundary kept' : 'boundary refused');
        if (boundary.problem) expect(boundary.value).toBe(SWIPE_DEFAULTS.boundary);
        const snap = readSnapPoints(raw);
        const valid =
          snap.value === null ||
          snap.value === 'none' ||
          (typeof snap.value === 'number' && snap.value >= 0 && snap.value <= 100);
        expect(valid).toBe(true);
        branches.reached(snap.problem === null ? 'snap kept' : 'snap refused');
        if (snap.problem) expect(snap.value).toBeNull();
      }),
    );
    branches.expectEachReached(5);
  });
});

describe('snapOptions', () => {
  it("turns 'none' into a free drag and a percentage into where each slide rests in the view", () => {
    expect(snapOptions(null)).toEqual({});
    expect(snapOptions('none')).toEqual({ dragFree: true });
    const align = snapOptions(25).align;
    expect(typeof align).toBe('function');
    if (typeof align !== 'function') return;
    // A 200 px slide in a 1000 px view: 800 px of room, a quarter of it before the slide.
    expect(align(1000, 200, 0)).toBe(200);
    expect((snapOptions(0).align as typeof align)(1000, 200, 0)).toBe(0);
    expect((snapOptions(100).align as typeof align)(1000, 200, 0)).toBe(800);
  });
});

describe('emblaDuration (the glide in embla’s terms)', () => {
  it('gives the strip’s 0.5 s glide, and embla’s own for its own 0.7 s', () => {
    expect(emblaDuration(500)).toBe(20);
    expect(glideMs(20)).toBeLessThanOrEqual(500);
    expect(glideMs(21)).toBeGreaterThan(500);
    expect(emblaDuration(700)).toBe(EMBLA_DEFAULT_DURATION);
    // None, or nothing usable: a jump.
    expect(emblaDuration(0)).toBe(0);
    expect(emblaDuration(Number.NaN)).toBe(0);
    expect(glideMs(0)).toBe(0);
  });

  it('keeps every glide within the time asked, from the quickest smooth one (a third of a second) up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), (ms) => {
        const duration = emblaDuration(ms);
        expect(duration).toBeGreaterThanOrEqual(16);
        if (ms >= 340) expect(glideMs(duration)).toBeLessThanOrEqual(ms);
        // And not much quicker than asked (one more step of duration would be too slow).
        if (ms >= 340 && duration < 120) expect(glideMs(duration + 1)).toBeGreaterThan(ms);
      }),
    );
  });
});

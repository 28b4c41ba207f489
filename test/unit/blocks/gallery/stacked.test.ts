// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clickDirection,
  randomOtherIndex,
  STACKED_DEFAULTS,
} from '../../../../src/carousel/stacked';
import { swipeEasingSeconds, SWIPE_TIMING } from '../../../../src/carousel/swipe';
import { readStackedOptions, transitionNotFound } from '../../../../blocks/gallery/read-stacked';
import { BlockSkip } from '../../../../src/runtime/types';

describe('the stacked slideshow (widgets.md 4 and 9)', () => {
  it('has the spec’s defaults: autoHeight on, click next, speed 1 s, fade, Ken Burns 1.075', () => {
    expect(STACKED_DEFAULTS).toEqual({
      autoHeight: true,
      clickBehavior: 'next',
      speedMs: 1000,
      transition: 'fade',
      kenBurnsZoom: 1.075,
    });
    expect(readStackedOptions({}, null)).toEqual({
      transition: 'fade',
      clickBehavior: 'next',
      autoHeight: true,
      speedMs: 1000,
    });
  });

  it('reads Gallery2’s designOptions: speed in seconds, clickBehavior auto or false', () => {
    expect(
      readStackedOptions(
        { designOptions: { speed: 0.5, transition: 'kenburns', clickBehavior: 'auto' } },
        null,
      ),
    ).toEqual({ transition: 'kenburns', clickBehavior: 'auto', autoHeight: true, speedMs: 500 });
    expect(readStackedOptions({ clickBehavior: false, autoHeight: false }, null)).toMatchObject({
      clickBehavior: null,
      autoHeight: false,
    });
    // A ratio set by the design makes every slide one height: nothing for autoHeight to follow.
    expect(readStackedOptions({}, 1.5).autoHeight).toBe(false);
  });

  it('refuses an unknown transition by its name', () => {
    expect(() => readStackedOptions({ transition: 'spin' }, null)).toThrow(BlockSkip);
    expect(() => readStackedOptions({ transition: 'spin' }, null)).toThrow(
      'Transition "spin" not found',
    );
    expect(transitionNotFound('x'.repeat(100))).toBe(`Transition "${'x'.repeat(40)}" not found`);
  });

  it('never throws anything but BlockSkip, and keeps the speed between 0 and 10 s', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (speed, click) => {
        try {
          const options = readStackedOptions({ speed, clickBehavior: click }, null);
          expect(options.speedMs).toBeGreaterThanOrEqual(0);
          expect(options.speedMs).toBeLessThanOrEqual(10_000);
          expect([null, 'next', 'previous', 'auto']).toContain(options.clickBehavior);
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
        }
      }),
    );
  });

  it('sends a click by its half with auto, else always next or previous', () => {
    expect(clickDirection('auto', 10, 400)).toBe('previous');
    expect(clickDirection('auto', 390, 400)).toBe('next');
    expect(clickDirection('next', 10, 400)).toBe('next');
    expect(clickDirection('previous', 390, 400)).toBe('previous');
  });

  it('randomises autoplay to any slide but the current one', () => {
    expect(randomOtherIndex(0, 1)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.nat(),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (count, at, random) => {
          const current = at % count;
          const next = randomOtherIndex(current, count, () => random);
          expect(next).not.toBe(current);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
    // Every other slide can come up.
    const seen = new Set([0, 0.34, 0.67, 0.99].map((r) => randomOtherIndex(1, 4, () => r)));
    expect([...seen].sort()).toEqual([0, 2, 3]);
  });
});

describe('swipe timing (widgets.md 9)', () => {
  it('quotes the spec: 0.28 s; 0.2–0.4 s under 767 px, 0.3–0.5 s wider', () => {
    expect(SWIPE_TIMING).toEqual({
      animationS: 0.28,
      narrowBelowPx: 767,
      narrow: { min: 0.2, max: 0.4 },
      wide: { min: 0.3, max: 0.5 },
    });
  });

  it('settles at the finger’s speed, clamped by the viewport width', () => {
    // 100 px left at 1000 px/s: 0.1 s, raised to the range's floor.
    expect(swipeEasingSeconds(100, 1000, 400)).toBe(0.2);
    expect(swipeEasingSeconds(100, 1000, 1200)).toBe(0.3);
    // A slow finger: held to the ceiling.
    expect(swipeEasingSeconds(600, 100, 400)).toBe(0.4);
    expect(swipeEasingSeconds(600, 100, 1200)).toBe(0.5);
    expect(swipeEasingSeconds(300, 1000, 1200)).toBe(0.3);
    expect(swipeEasingSeconds(350, 1000, 1200)).toBeCloseTo(0.35);
    // No speed known: the 0.28 s animation, inside both ranges.
    expect(swipeEasingSeconds(200, 0, 400)).toBe(0.28);
    expect(swipeEasingSeconds(200, Number.NaN, 1200)).toBe(0.3);
  });

  it('is always inside the range of its width', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.integer({ min: 0, max: 4000 }), (px, v, width) => {
        const seconds = swipeEasingSeconds(px, v, width);
        const range = width < 767 ? SWIPE_TIMING.narrow : SWIPE_TIMING.wide;
        expect(seconds).toBeGreaterThanOrEqual(range.min);
        expect(seconds).toBeLessThanOrEqual(range.max);
      }),
    );
  });
});

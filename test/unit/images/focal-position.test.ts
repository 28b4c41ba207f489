// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centredFocalPosition, focalOffset } from '../../../src/images/focal-position';

describe('advanced positioning: the focal point centred in the frame', () => {
  it('centres a focal point that can be centred, and stops at the picture edge otherwise', () => {
    // 2000 drawn in 1000: focal 0.3 at 600 px, shifted by 100 px = 10 % of the 1000 px overflow.
    expect(focalOffset(2000, 1000, 0.3)).toBeCloseTo(0.1);
    expect(focalOffset(2000, 1000, 0.05)).toBe(0);
    expect(focalOffset(2000, 1000, 0.95)).toBe(1);
    expect(focalOffset(1000, 1000, 0.3)).toBe(0.3);
  });

  it('writes a CSS position for a wide picture in a square frame', () => {
    // 2000x1000 covers 500x500 at scale 0.5: 1000 px drawn, focal x 0.25 centred = 0 % (edge).
    expect(
      centredFocalPosition(
        { width: 500, height: 500 },
        { width: 2000, height: 1000 },
        { x: 0.25, y: 0.5 },
      ),
    ).toBe('0% 50%');
    expect(
      centredFocalPosition(
        { width: 500, height: 500 },
        { width: 2000, height: 1000 },
        { x: 0.5, y: 0.5 },
      ),
    ).toBe('50% 50%');
    expect(
      centredFocalPosition(
        { width: 0, height: 500 },
        { width: 2000, height: 1000 },
        { x: 0.5, y: 0.5 },
      ),
    ).toBeNull();
  });

  it('property: the offset is a fraction, and the focal point lands in the middle when it can', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (frame, extra, focal) => {
          const drawn = frame + extra;
          const offset = focalOffset(drawn, frame, focal);
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThanOrEqual(1);
          const focalOnScreen = drawn * focal - offset * extra;
          const centrable = drawn * focal >= frame / 2 && drawn * (1 - focal) >= frame / 2;
          if (centrable) expect(focalOnScreen).toBeCloseTo(frame / 2, 6);
        },
      ),
    );
  });
});

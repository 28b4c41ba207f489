// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_SLIDES_PER_ROW,
  slideLabel,
  slidesAround,
  slidesPerWidth,
} from '../../../src/carousel';

describe('slides per width', () => {
  it('shows 3 per row, 2 below 480 px, at most 3 below 724 px', () => {
    expect(CAROUSEL_SLIDES_PER_ROW).toBe(3);
    expect(slidesPerWidth(3, 1200)).toBe(3);
    expect(slidesPerWidth(3, 479)).toBe(2);
    expect(slidesPerWidth(3, 480)).toBe(3);
    expect(slidesPerWidth(5, 1200)).toBe(5);
    expect(slidesPerWidth(5, 723)).toBe(3);
    expect(slidesPerWidth(5, 724)).toBe(5);
    expect(slidesPerWidth(5, 320)).toBe(2);
    expect(slidesPerWidth(1, 320)).toBe(1);
  });

  it('falls back to 3 for an unusable count', () => {
    expect(slidesPerWidth(0, 1200)).toBe(3);
    expect(slidesPerWidth(Number.NaN, 1200)).toBe(3);
  });

  it('labels slides "n of m"', () => {
    expect(slideLabel(0, 10)).toBe('1 of 10');
    expect(slideLabel(9, 10)).toBe('10 of 10');
  });
});

describe('slides loaded ahead', () => {
  it('are those in view and one on each side, wrapping only when the carousel loops', () => {
    expect(slidesAround([0], 6, false)).toEqual([0, 1]);
    expect(slidesAround([0], 6, true)).toEqual([0, 1, 5]);
    expect(slidesAround([3, 4, 5], 8, false)).toEqual([2, 3, 4, 5, 6]);
    expect(slidesAround([7], 8, true, 2)).toEqual([0, 1, 5, 6, 7]);
  });
});

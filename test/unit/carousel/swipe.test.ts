// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { swipeOutcome, swipeTarget } from '../../../src/carousel/swipe';

const WIDTH = 600;

describe('swipeOutcome (widgets.md section 9: touch swipe, distance and slow-press thresholds)', () => {
  it('takes 50 px within 250 ms as a swipe, and less travel or a slower press as nothing', () => {
    expect(swipeOutcome({ dx: -50, dy: 0, durationMs: 250, width: WIDTH })).toBe('next');
    expect(swipeOutcome({ dx: 50, dy: 4, durationMs: 120, width: WIDTH })).toBe('previous');
    expect(swipeOutcome({ dx: -49, dy: 0, durationMs: 100, width: WIDTH })).toBe('stay');
    expect(swipeOutcome({ dx: -80, dy: 0, durationMs: 251, width: WIDTH })).toBe('stay');
  });

  it('turns the slide after a slow drag past a third of the width, not before', () => {
    expect(swipeOutcome({ dx: -200, dy: 0, durationMs: 900, width: WIDTH })).toBe('next');
    expect(swipeOutcome({ dx: 240, dy: 0, durationMs: 900, width: WIDTH })).toBe('previous');
    expect(swipeOutcome({ dx: -199, dy: 0, durationMs: 900, width: WIDTH })).toBe('stay');
  });

  it('calls a press that moves at most 1 px a tap, and a mostly vertical drag no swipe', () => {
    expect(swipeOutcome({ dx: 1, dy: -1, durationMs: 80, width: WIDTH })).toBe('tap');
    expect(swipeOutcome({ dx: 2, dy: 0, durationMs: 80, width: WIDTH })).toBe('stay');
    expect(swipeOutcome({ dx: -60, dy: 90, durationMs: 100, width: WIDTH })).toBe('stay');
  });

  it('needs the quick rule when the width is unknown', () => {
    expect(swipeOutcome({ dx: -400, dy: 0, durationMs: 900, width: 0 })).toBe('stay');
    expect(swipeOutcome({ dx: -60, dy: 0, durationMs: 100, width: 0 })).toBe('next');
  });
});

describe('swipeTarget', () => {
  it('moves one snap from where the press began, clamped, or wrapping when looping', () => {
    expect(swipeTarget('next', 2, 5, false)).toBe(3);
    expect(swipeTarget('next', 4, 5, false)).toBe(4);
    expect(swipeTarget('previous', 0, 5, false)).toBe(0);
    expect(swipeTarget('next', 4, 5, true)).toBe(0);
    expect(swipeTarget('previous', 0, 5, true)).toBe(4);
    expect(swipeTarget('stay', 3, 5, true)).toBe(3);
  });
});

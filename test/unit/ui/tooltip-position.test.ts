// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tooltipPosition } from '../../../src/ui/tooltip-position';

const viewport = { width: 1000, height: 800 };

function anchor(left: number, top: number, width = 100, height = 40) {
  return { left, top, width, bottom: top + height };
}

describe('tooltipPosition', () => {
  it('centres a 250 px tooltip 15 px below an anchor in the upper half', () => {
    expect(tooltipPosition(anchor(400, 100), viewport)).toEqual({
      left: 450 - 125,
      top: 155,
      placement: 'below',
    });
  });

  it('goes 15 px above an anchor in the lower half', () => {
    expect(tooltipPosition(anchor(400, 600), viewport)).toEqual({
      left: 325,
      top: 585,
      placement: 'above',
    });
  });

  it('keeps 20 px from the left and right edges', () => {
    expect(tooltipPosition(anchor(0, 100, 30), viewport).left).toBe(20);
    expect(tooltipPosition(anchor(980, 100, 20), viewport).left).toBe(1000 - 20 - 250);
  });

  it('keeps the left margin on a viewport narrower than the tooltip', () => {
    expect(tooltipPosition(anchor(100, 100), { width: 260, height: 600 }).left).toBe(20);
  });
});

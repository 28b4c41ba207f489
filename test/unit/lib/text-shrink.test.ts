// Text shrink (widgets.md section 9, "Text shrink minimum font 11 px"): the largest font size at
// which the text fits its box, never below 11 px.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_FONT_SIZE_PX, restoreTextSize, shrinkTextToFit } from '../../../src/lib/text-shrink';

/**
 * A box of `width` x `height` px holding one line of `characters` characters, each half its font
 * size wide and the line 1.2 times its font size high: happy-dom lays nothing out, so the box
 * measures its text the way a browser would for such a font.
 */
function textBox(
  characters: number,
  boxWidth: number | (() => number),
  height: number,
  fontSize = 40,
): HTMLElement {
  const width = () => (typeof boxWidth === 'number' ? boxWidth : boxWidth());
  const box = document.createElement('div');
  box.style.fontSize = `${fontSize}px`;
  box.textContent = 'x'.repeat(characters);
  document.body.append(box);
  const size = () => parseFloat(box.style.fontSize || '16px');
  Object.defineProperties(box, {
    clientWidth: { get: width },
    clientHeight: { get: () => height },
    scrollWidth: { get: () => Math.max(width(), characters * size() * 0.5) },
    scrollHeight: { get: () => Math.max(height, size() * 1.2) },
  });
  return box;
}

const fitsAt = (characters: number, width: number, height: number, size: number) =>
  characters * size * 0.5 <= width && size * 1.2 <= height;

describe('shrinkTextToFit', () => {
  it('leaves a text that fits at its own size', () => {
    const box = textBox(10, 300, 60);
    expect(shrinkTextToFit(box)).toBe(40);
    expect(box.style.fontSize).toBe('40px');
  });

  it('shrinks a text that overflows to the largest half pixel that fits', () => {
    // 20 characters in 300 px: 30 px fits exactly.
    const box = textBox(20, 300, 60);
    expect(shrinkTextToFit(box)).toBe(30);
    expect(box.style.fontSize).toBe('30px');
    // 23 characters: 300 / 11.5 = 26.08..., so 26 px.
    const other = textBox(23, 300, 60);
    expect(shrinkTextToFit(other)).toBe(26);
  });

  it('never goes below 11 px, even when the text still overflows there', () => {
    expect(MIN_FONT_SIZE_PX).toBe(11);
    const box = textBox(200, 300, 60);
    expect(shrinkTextToFit(box)).toBe(11);
    expect(box.style.fontSize).toBe('11px');
  });

  it('grows back to its own size when its box grows, and can be put back as it was', () => {
    let width = 150;
    const box = textBox(20, () => width, 60);
    expect(shrinkTextToFit(box)).toBe(15);
    width = 1000;
    expect(shrinkTextToFit(box)).toBe(40);
    width = 150;
    shrinkTextToFit(box);
    restoreTextSize(box);
    expect(box.style.fontSize).toBe('40px');
  });

  it('leaves a box with no size yet (hidden) as it is', () => {
    const box = textBox(200, 0, 0);
    expect(shrinkTextToFit(box)).toBe(40);
    expect(box.style.fontSize).toBe('40px');
  });

  it('for any text and box: between 11 px and its own size, fitting, and the largest that does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 20, max: 1200 }),
        fc.integer({ min: 10, max: 200 }),
        fc.integer({ min: 12, max: 96 }),
        (characters, width, height, own) => {
          const box = textBox(characters, width, height, own);
          const size = shrinkTextToFit(box);
          expect(size).toBeGreaterThanOrEqual(MIN_FONT_SIZE_PX);
          expect(size).toBeLessThanOrEqual(own);
          expect(box.style.fontSize).toBe(`${size}px`);
          if (size > MIN_FONT_SIZE_PX) expect(fitsAt(characters, width, height, size)).toBe(true);
          if (size < own) expect(fitsAt(characters, width, height, size + 0.5)).toBe(false);
          box.remove();
        },
      ),
    );
  });
});

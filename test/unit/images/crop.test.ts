// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  alignmentPosition,
  cropModeFrom,
  effectiveDpr,
  isFitAlignment,
  objectPositionFor,
  renderedWidth,
  sizesPixels,
} from '../../../src/images/crop';
import { isLargeInViewport, visibleArea } from '../../../src/images/priority';

const plain = { sizeAdjustment: 1, dprMin: 0, dprMax: Infinity, saveData: false };

describe('Crop modes and focal points', () => {
  it('maps the spec crop names to cover or contain, anything else to none', () => {
    for (const name of ['fill', 'content-fill', 'cover', ' FILL ']) {
      expect(cropModeFrom(name)).toBe('cover');
    }
    for (const name of ['fit', 'content-fit', 'contain'])
      expect(cropModeFrom(name)).toBe('contain');
    for (const name of ['', 'stretch', null, undefined]) expect(cropModeFrom(name)).toBe('none');
  });

  it('draws a cover crop at least as wide as the box, a contained image at most', () => {
    const wide = { width: 2000, height: 1000 };
    const square = { width: 400, height: 400 };
    // Filling a square with a 2:1 image draws it 800 wide (half of it cut off).
    expect(renderedWidth(square, wide, 'cover')).toBe(800);
    expect(renderedWidth({ width: 400, height: 100 }, wide, 'cover')).toBe(400);
    expect(renderedWidth({ width: 400, height: 100 }, wide, 'contain')).toBe(200);
    expect(renderedWidth(square, wide, 'contain')).toBe(400);
    expect(renderedWidth(square, wide, 'none')).toBe(400);
    expect(renderedWidth({ width: 300, height: 0 }, wide, 'cover')).toBe(300);
    expect(renderedWidth(square, null, 'cover')).toBe(400);
  });

  it('draws an image of unknown shape, or in a box of no height, at the box width', () => {
    const box = { width: 400, height: 300 };
    // A tall image would be drawn 30 px wide if it were contained; uncropped it is not.
    expect(renderedWidth(box, { width: 100, height: 1000 }, 'none')).toBe(400);
    expect(renderedWidth(box, { width: 100, height: 1000 }, 'contain')).toBe(30);
    expect(renderedWidth(box, { width: 0, height: 1000 }, 'contain')).toBe(400);
    expect(renderedWidth(box, { width: 1000, height: 0 }, 'cover')).toBe(400);
    expect(renderedWidth({ width: 400, height: 0 }, { width: 100, height: 1000 }, 'contain')).toBe(
      400,
    );
  });

  it('knows the five alignments of a contained image and nothing else', () => {
    expect(['top', 'left', 'center', 'right', 'bottom'].map(isFitAlignment)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['middle', '', 'TOP', undefined].map(isFitAlignment)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('turns a focal point into object-position percentages', () => {
    expect(objectPositionFor({ x: 0.5, y: 0.5 })).toBe('50% 50%');
    expect(objectPositionFor({ x: 0.9228471876555501, y: 0.032 })).toBe('92.28% 3.2%');
  });

  it('aligns a contained image, centred by default', () => {
    expect(alignmentPosition('top')).toBe('50% 0%');
    expect(alignmentPosition('left')).toBe('0% 50%');
    expect(alignmentPosition('right')).toBe('100% 50%');
    expect(alignmentPosition('bottom')).toBe('50% 100%');
    expect(alignmentPosition('center')).toBe('50% 50%');
  });

  it('sizes for the clamped pixel ratio, and for one pixel per CSS pixel when saving data', () => {
    expect(effectiveDpr(2, plain)).toBe(2);
    expect(effectiveDpr(3, { ...plain, dprMax: 2 })).toBe(2);
    expect(effectiveDpr(1, { ...plain, dprMin: 1.5 })).toBe(1.5);
    expect(effectiveDpr(2, { ...plain, saveData: true })).toBe(1);
    expect(effectiveDpr(Number.NaN, plain)).toBe(1);
    expect(effectiveDpr(0, plain)).toBe(1);
    expect(effectiveDpr(-2, plain)).toBe(1);
  });

  it('writes sizes so the browser, multiplying by its own ratio, picks the wanted width', () => {
    expect(sizesPixels(752, 1, plain)).toBe(752);
    expect(sizesPixels(752, 2, plain)).toBe(752);
    // Ratio 3 clamped to 2: 752 × 2 = 1504 pixels wanted; the browser multiplies 502 by 3.
    expect(sizesPixels(752, 3, { ...plain, dprMax: 2 })).toBe(502);
    expect(sizesPixels(400, 1, { ...plain, sizeAdjustment: 1.5 })).toBe(600);
    expect(sizesPixels(400, 1, { ...plain, sizeAdjustment: -2 })).toBe(1);
    // An unknown or impossible ratio counts as 1.
    expect(sizesPixels(300, 0, plain)).toBe(300);
    expect(sizesPixels(300, -1, plain)).toBe(300);
    expect(sizesPixels(300, Number.NaN, plain)).toBe(300);
  });

  it('calls an image large when it covers a tenth of the viewport', () => {
    const viewport = { width: 1000, height: 800 };
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, right: left + width, bottom: top + height, width, height }) as DOMRect;
    expect(visibleArea(rect(0, 700, 500, 400), viewport)).toBe(500 * 100);
    expect(isLargeInViewport(rect(0, 0, 400, 200), viewport)).toBe(true);
    expect(isLargeInViewport(rect(0, 0, 200, 200), viewport)).toBe(false);
    expect(isLargeInViewport(rect(0, 790, 1000, 900), viewport)).toBe(false);
    expect(isLargeInViewport(rect(0, -2000, 1000, 900), viewport)).toBe(false);
    // Only the part inside the viewport counts, on each side.
    expect(visibleArea(rect(100, 0, 300, 200), viewport)).toBe(300 * 200);
    expect(visibleArea(rect(900, 700, 300, 200), viewport)).toBe(100 * 100);
    expect(visibleArea(rect(-500, 0, 200, 200), viewport)).toBe(0);
    expect(visibleArea(rect(0, -500, 200, 200), viewport)).toBe(0);
    expect(visibleArea(rect(-500, -500, 200, 200), viewport)).toBe(0);
    // A viewport of no size (a hidden frame) has no large image.
    expect(isLargeInViewport(rect(0, 0, 100, 100), { width: 0, height: 0 })).toBe(false);
  });
});

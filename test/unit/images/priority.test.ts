import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimHighPriority, releaseHighPriority } from '../../../src/images/priority';

function box(x: number, y: number, width: number, height: number): DOMRectReadOnly {
  return DOMRectReadOnly.fromRect({ x, y, width, height });
}

function image(): HTMLImageElement {
  const img = document.createElement('img');
  document.body.append(img);
  return img;
}

const claimed: Element[] = [];

beforeEach(() => {
  vi.stubGlobal('innerWidth', 1000);
  vi.stubGlobal('innerHeight', 800);
});

afterEach(() => {
  for (const element of claimed.splice(0)) releaseHighPriority(element);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function claim(element: Element, rect: DOMRectReadOnly): boolean {
  const won = claimHighPriority(element, rect);
  if (won) claimed.push(element);
  return won;
}

describe('the high-priority claim', () => {
  it('goes to the first image large and in view, and to no other after it', () => {
    const small = image();
    const below = image();
    const large = image();
    const alsoLarge = image();
    expect(claim(small, box(0, 0, 50, 50))).toBe(false);
    // Large, but 200 px below the fold (the observer reports images that near the viewport).
    expect(claim(below, box(0, 900, 900, 700))).toBe(false);
    expect(claim(large, box(0, 100, 600, 400))).toBe(true);
    expect(claim(alsoLarge, box(0, 0, 900, 700))).toBe(false);
  });

  it('counts only the part in view: a tenth of the viewport at least', () => {
    // 80,000 px² is a tenth of 1000 × 800; this one shows 1000 × 79 of itself.
    expect(claim(image(), box(0, 721, 1000, 500))).toBe(false);
    expect(claim(image(), box(0, 720, 1000, 500))).toBe(true);
  });

  it('is free again once its holder leaves the page or gives it back', () => {
    const first = image();
    expect(claim(first, box(0, 0, 900, 700))).toBe(true);
    first.remove();
    const second = image();
    expect(claim(second, box(0, 0, 900, 700))).toBe(true);
    releaseHighPriority(second);
    expect(claim(image(), box(0, 0, 900, 700))).toBe(true);
  });

  it('stays with its holder when another image gives back what it never had', () => {
    const holder = image();
    expect(claim(holder, box(0, 0, 900, 700))).toBe(true);
    releaseHighPriority(image());
    expect(claim(image(), box(0, 0, 900, 700))).toBe(false);
  });
});

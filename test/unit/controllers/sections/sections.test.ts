import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionsDefinitions } from '../../../../controllers/sections/definition';
import {
  DIVIDER_SHAPES,
  clipPathData,
  edgePoints,
} from '../../../../controllers/sections/divider-shapes';
import { readDivider } from '../../../../controllers/sections/read-divider';
import { sectionsControllers } from '../../../../controllers/sections';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import type { ControllerDefinition } from '../../../../src/runtime/types';
import { attachController } from '../../support/attach-controller';
import { normalisedStyles } from '../../support/normalised-styles';
import { setPageUrl, TEST_PAGE_URL } from '../../support/page-url';
import { reducedMotion } from '../../support/reduced-motion';

// The 7.1 section controllers on the markup of real pages (fixtures/controllers/sections-7.1.html).

function definition(name: string): ControllerDefinition {
  const found = sectionsDefinitions.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No ${name}`);
  return found;
}

/** A ResizeObserver that reports each observed element at once, as browsers do. */
function reportingResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(): void {
        this.callback([], this as unknown as ResizeObserver);
      }
      disconnect(): void {}
    },
  );
}

function box(element: Element, rect: { top: number; height: number; width?: number }): void {
  const width = rect.width ?? 1000;
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: rect.top, width, height: rect.height }),
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPageUrl(TEST_PAGE_URL);
  document.body.className = '';
  document.body.innerHTML = '';
});

describe('the core table', () => {
  it('holds SectionWrapperController as static with its reason and the rest in the sections pack', () => {
    expect(sectionsControllers.find((c) => c.name === 'SectionWrapperController')).toEqual({
      name: 'SectionWrapperController',
      static: 'The template CSS lays the section out',
    });
    expect(sectionsDefinitions.map((d) => [d.name, d.pack, typeof d.attach])).toEqual([
      ['SectionDivider', 'sections', 'function'],
      ['BackgroundImageFXParallax', 'sections', 'function'],
      ['PortfolioHover', 'sections', 'function'],
    ]);
  });
});

describe('SectionDivider', () => {
  it("draws the section's rounded edge into the server's empty clip path, and puts it back", () => {
    reportingResizeObserver();
    document.body.innerHTML = readControllerFixture('sections-7.1');
    const before = document.body.innerHTML;
    const border = document.querySelector<HTMLElement>('[data-controller="SectionDivider"]')!;
    // 6vw of a 1000 px window is 60 px: a tenth of a 600 px section.
    vi.stubGlobal('innerWidth', 1000);
    box(border, { top: 0, height: 600 });
    const clip = document.querySelector('.section-divider-clip')!;
    expect(clip.getAttribute('d')).toBe('M0,0');

    const { stop } = attachController(definition('SectionDivider'), border);
    const d = clip.getAttribute('d') ?? '';
    expect(d.startsWith('M0,0 L1,0 L1,0.9 ')).toBe(true);
    // The middle of a rounded edge reaches the bottom of the box.
    expect(d).toContain('L0.5,1 ');
    expect(d.endsWith('L0,0.9 Z')).toBe(true);
    stop();
    expect(normalisedStyles(document.body.innerHTML)).toBe(normalisedStyles(before));
  });

  it('reads any settings without throwing, and unknown types draw a straight edge', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        const settings = readDivider(text);
        if (settings)
          expect(
            settings.shape === 'flat' || DIVIDER_SHAPES.includes(settings.shape as never),
          ).toBe(true);
      }),
    );
    expect(readDivider('{"divider":{"type":"zigzag"}}')).toMatchObject({
      shape: 'flat',
      unknownType: 'zigzag',
    });
  });

  it('keeps every edge point inside the box, from the left side to the right', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIVIDER_SHAPES, 'flat' as const),
        fc.double({ min: -2, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ noNaN: true }),
        fc.boolean(),
        fc.boolean(),
        (shape, depth, periods, phase, flipX, flipY) => {
          const points = edgePoints({ shape, depth, periods, phase, flipX, flipY });
          const clamped = Math.min(1, Math.max(0, depth));
          expect(points[0]?.[0]).toBe(0);
          expect(points.at(-1)?.[0]).toBe(1);
          for (const [x, y] of points) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(1);
            expect(y).toBeGreaterThanOrEqual(1 - clamped - 1e-9);
            expect(y).toBeLessThanOrEqual(1 + 1e-9);
          }
          expect(clipPathData({ shape, depth, periods, phase, flipX, flipY })).toMatch(
            /^M0,0 L1,0 .* Z$/,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('PortfolioHover', () => {
  function start() {
    document.body.innerHTML = readControllerFixture('sections-7.1');
    const before = document.body.innerHTML;
    const element = document.querySelector<HTMLElement>('[data-controller="PortfolioHover"]')!;
    return { before, element, ...attachController(definition('PortfolioHover'), element) };
  }

  it('shows the list, and the picture of the project pointed at or focused', () => {
    reducedMotion(false);
    const { before, element, stop } = start();
    expect(element.hasAttribute('data-init')).toBe(true);
    const items = element.querySelectorAll<HTMLElement>('.portfolio-hover-item');
    const pictures = element.querySelectorAll<HTMLElement>('.portfolio-hover-bg');
    items[1]!.dispatchEvent(new PointerEvent('pointerenter'));
    expect(items[1]!.getAttribute('data-active')).toBe('true');
    expect(items[0]!.getAttribute('data-active')).toBe('false');
    expect(pictures[1]!.getAttribute('data-active')).toBe('true');
    expect(pictures[1]!.querySelector('img')!.style.display).toBe('block');
    expect(pictures[1]!.querySelector('img')!.getAttribute('sizes')).toBe('100vw');
    expect(pictures[1]!.getAttribute('data-animated')).toBe('true');

    items[2]!.focus();
    expect(items[2]!.getAttribute('data-active')).toBe('true');
    expect(items[1]!.getAttribute('data-active')).toBe('false');
    stop();
    expect(normalisedStyles(document.body.innerHTML)).toBe(normalisedStyles(before));
  });

  it('never animates the pictures for a visitor who asked for less motion', () => {
    reducedMotion(true);
    const { element, stop } = start();
    expect(element.querySelector('[data-animated]')).toBeNull();
    stop();
  });
});

describe('BackgroundImageFXParallax', () => {
  function start() {
    document.body.innerHTML = readControllerFixture('sections-7.1');
    const before = document.body.innerHTML;
    const element = document.querySelector<HTMLElement>(
      '[data-controller="BackgroundImageFXParallax"]',
    )!;
    const image = element.querySelector<HTMLImageElement>('img')!;
    box(element.closest('.section-background')!, { top: 200, height: 400 });
    return { before, image, ...attachController(definition('BackgroundImageFXParallax'), element) };
  }

  it('shows the image the template hides and moves it with the page, then puts everything back', async () => {
    reducedMotion(false);
    const { before, image, stop } = start();
    expect(image.style.visibility).toBe('visible');
    await nextFrame();
    expect(image.style.transform).toMatch(/^translate3d\(0, -?[\d.]+px, 0\) scale\(1\.2\)$/);
    stop();
    expect(normalisedStyles(document.body.innerHTML)).toBe(normalisedStyles(before));
  });

  it.each([
    ['reduced motion', () => reducedMotion(true)],
    ['nomotion=true', () => (reducedMotion(false), setPageUrl(`${TEST_PAGE_URL}?nomotion=true`))],
  ])('keeps the image still under %s', async (_, setUp) => {
    setUp();
    const { image, stop } = start();
    await nextFrame();
    expect(image.style.visibility).toBe('visible');
    expect(image.style.transform).toBe('');
    stop();
  });
});

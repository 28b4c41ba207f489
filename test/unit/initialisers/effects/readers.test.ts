import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrollInStyle, scrollInTiming } from '../../../../initialisers/effects/scroll-in';
import {
  readHighlight,
  readTextAttributes,
  SHAPES,
} from '../../../../initialisers/effects/text-attributes';
import { shapePath } from '../../../../initialisers/effects/text-shapes';
import { durationScale, lineBoxes } from '../../../../initialisers/effects/text-effects';
import { firstPlace, isSeen } from '../../../../initialisers/effects/visibility';
import { anyText, jsonText, jsonValue, shapedLike } from '../../properties/arbitraries';

const box = (top: number, height: number) => ({ top, bottom: top + height, height });
const viewport = { top: 0, bottom: 800, height: 800 };

describe('when an animated element counts as seen (runtime.md sections 4 and 9)', () => {
  it('at least half visible, or taller than the viewport and intersecting', () => {
    const entry = (ratio: number, height: number, isIntersecting = ratio > 0) => ({
      isIntersecting,
      intersectionRatio: ratio,
      boundingClientRect: box(700, height),
      rootBounds: viewport,
    });
    expect(isSeen(entry(0.5, 200), 800)).toBe(true);
    expect(isSeen(entry(0.49, 200), 800)).toBe(false);
    expect(isSeen(entry(0.3, 2000), 800)).toBe(true);
    expect(isSeen(entry(0, 2000, false), 800)).toBe(false);
  });

  it('knows where an element was first: in view, partly, below or above the fold', () => {
    const at = (top: number, ratio: number) => ({
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: box(top, 100),
      rootBounds: viewport,
    });
    expect(firstPlace(at(100, 1), 800)).toBe('seen');
    expect(firstPlace(at(760, 0.4), 800)).toBe('partly');
    expect(firstPlace(at(900, 0), 800)).toBe('below');
    expect(firstPlace(at(-300, 0), 800)).toBe('above');
  });
});

describe("the site's animation settings", () => {
  it('reads the style and the timing of the template settings', () => {
    const tweaks = {
      'tweak-global-animations-animation-type': 'fade',
      'tweak-global-animations-animation-duration': '0.90s',
      'tweak-global-animations-animation-delay': '0.6s',
      'tweak-global-animations-animation-curve': 'ease',
    };
    expect(scrollInStyle({ tweaks })).toBe('fade');
    expect(scrollInTiming({ tweaks })).toEqual({
      'transition-duration': '0.90s',
      'transition-delay': '0.6s',
      'transition-timing-function': 'ease',
    });
    expect(scrollInStyle({ tweaks: { 'tweak-global-animations-animation-type': 'none' } })).toBe(
      null,
    );
  });

  it('reads a cubic-bezier curve, and nothing from a curve longer than any a site names', () => {
    const curve = (value: string) =>
      scrollInTiming({ tweaks: { 'tweak-global-animations-animation-curve': value } })[
        'transition-timing-function'
      ];
    expect(curve(' cubic-bezier(0.25, 0.1, .25, 1) ')).toBe('cubic-bezier(0.25, 0.1, .25, 1)');
    expect(curve('cubic-bezier(-0.5,1.5,0.5,-1)')).toBe('cubic-bezier(-0.5,1.5,0.5,-1)');
    expect(curve('cubic-bezier(0.25, 0.1, 0.25)')).toBeUndefined();
    expect(curve('cubic-bezier(0.25, 0.1, 0.25, 1, 2)')).toBeUndefined();
    expect(curve('cubic-bezier(a, 0.1, 0.25, 1)')).toBeUndefined();
    // The review's input: a 100 kB tweak of what the old pattern backtracked over.
    expect(curve(`cubic-bezier(${'1'.repeat(100_000)}`)).toBeUndefined();
  });

  it('passes on only valid CSS, whatever the settings hold', () => {
    fc.assert(
      fc.property(
        anyText(30),
        anyText(30),
        anyText(30),
        anyText(12),
        (duration, delay, curve, type) => {
          const tweaks = {
            'tweak-global-animations-animation-type': type,
            'tweak-global-animations-animation-duration': duration,
            'tweak-global-animations-animation-delay': delay,
            'tweak-global-animations-animation-curve': curve,
          };
          const timing = scrollInTiming({ tweaks });
          for (const [property, value] of Object.entries(timing)) {
            expect(value).toMatch(
              property === 'transition-timing-function'
                ? /^(linear|ease|ease-in|ease-out|ease-in-out|cubic-bezier\([\d\s.,-]+\))$/
                : /^\d+(\.\d+)?m?s$/,
            );
          }
          expect([null, 'fade', 'slide', 'scale', 'clip', 'flex']).toContain(
            scrollInStyle({ tweaks }),
          );
        },
      ),
    );
  });
});

describe('text highlights', () => {
  it('reads an entry with the defaults of widgets.md: wave, draw to the right, 0.75 s', () => {
    expect(readHighlight({ id: 'a1', type: 'highlight' })).toEqual({
      id: 'a1',
      shape: 'wave',
      animation: 'draw',
      direction: 'right',
      duration: 0.75,
      stroke: 'var(--text-highlight-color, currentColor)',
      strokeWidth: '0.1em',
      linecap: 'round',
      isFront: false,
    });
    expect(
      readHighlight({
        id: 'b2',
        shape: 'circle',
        animation: 'fadeScale',
        direction: 'left',
        duration: 1.5,
        color: { sitePaletteColor: { colorName: 'accent', alphaModifier: 0.8 } },
        thickness: { value: 3, unit: 'px' },
        linecap: 'square',
        isFront: true,
      }),
    ).toMatchObject({
      shape: 'circle',
      animation: 'fadeScale',
      direction: 'left',
      duration: 1.5,
      stroke: 'hsla(var(--accent-hsl), 0.8)',
      strokeWidth: '3px',
      linecap: 'square',
      isFront: true,
    });
  });

  it('reads any script text into usable entries only, with safe CSS', () => {
    const template = {
      id: 'x',
      type: 'highlight',
      shape: 'wave',
      animation: 'draw',
      direction: 'right',
      duration: 0.75,
      color: { sitePaletteColor: { colorName: 'accent', alphaModifier: 1 } },
      thickness: { value: 2, unit: 'px' },
      linecap: 'round',
      isFront: false,
    };
    const text = fc.oneof(
      jsonText,
      fc
        .array(shapedLike(template, jsonValue), { maxLength: 3 })
        .map((list) => JSON.stringify(list)),
    );
    fc.assert(
      fc.property(text, (json) => {
        for (const highlight of readTextAttributes(json)) {
          expect(highlight.id).toMatch(/^[\w-]{1,80}$/);
          expect(SHAPES).toContain(highlight.shape);
          expect(highlight.duration).toBeGreaterThan(0);
          expect(highlight.duration).toBeLessThanOrEqual(10);
          expect(highlight.stroke).not.toMatch(/[;{}]/);
          expect(highlight.strokeWidth).toMatch(/^\d+(\.\d+)?(e[-+]?\d+)?(px|em|rem|%)$/);
        }
      }),
    );
  });

  it('draws every shape as a path of finite numbers, for any line size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHAPES),
        fc.double({ min: 0, max: 4000, noNaN: true }),
        fc.double({ min: 0, max: 400, noNaN: true }),
        (shape, width, height) => {
          const d = shapePath(shape, width, height);
          expect(d.startsWith('M')).toBe(true);
          expect(d).not.toMatch(/NaN|Infinity/);
        },
      ),
    );
  });

  it('measures one box per line a highlight wraps over', () => {
    const span = document.createElement('span');
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
    span.getClientRects = () =>
      [
        rect(110, 20, 50, 30),
        rect(160, 20.4, 40, 30),
        rect(100, 60, 80, 30),
        rect(0, 0, 0, 0),
      ] as unknown as DOMRectList;
    expect(lineBoxes(span, rect(100, 10, 500, 200))).toEqual([
      { left: 10, top: 10, width: 90, height: 30.4 },
      { left: 0, top: 50, width: 80, height: 30 },
    ]);
    expect([durationScale(90, 90), durationScale(9, 90), durationScale(45, 90)]).toEqual([
      1, 0.2, 0.5,
    ]);
  });
});

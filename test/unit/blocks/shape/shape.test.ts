import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shapeSvg } from '../../../../blocks/shape/attach-shape';
import { shapeBlockDefinition } from '../../../../blocks/shape/definition';
import {
  dropShadowFilter,
  readDropShadow,
  readLength,
  readShape,
  SHAPE_ASPECTS,
} from '../../../../blocks/shape/read-shape';
import { SHAPE_PATHS, shapeKey } from '../../../../blocks/shape/shapes';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';

const REAL = 'block-6d2baa785210f71a92b3';

afterEach(() => vi.restoreAllMocks());

function block71(json: object, inner = '<div class="sqs-shape"></div>'): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block shape-block" data-block-type="71" id="s"><div class="sqs-block-content"><div class="sqs-shape-block-container">${inner}</div></div></div>`;
  const element = document.getElementById('s') as HTMLElement;
  element.setAttribute('data-block-json', JSON.stringify(json));
  return element;
}

describe('shape block and component', () => {
  it('reads the real component: a rectangle filling its cell, no shadow, normal blend', () => {
    const data = readShape(loadBlockFixture('shapes', REAL));
    expect(data).toMatchObject({
      shape: 'rectangle',
      stretched: true,
      aspect: 100,
      blendMode: 'normal',
      dropShadow: null,
    });
  });

  it('reads a type 71 block: shape name, aspect, shadow from its JSON', () => {
    const data = readShape(
      block71({
        shapeName: 'Speech Bubble',
        aspectRatio: '67',
        dropShadow: { angle: -90, distance: { value: 4, unit: 'REM' }, blur: '6px' },
      }),
    );
    expect(data).toMatchObject({
      shape: 'speech-bubble',
      stretched: false,
      aspect: 67,
      dropShadow: {
        angle: 270,
        distance: { value: 4, unit: 'rem' },
        blur: { value: 6, unit: 'px' },
      },
    });
  });

  it('an unknown shape is a rectangle and an unknown aspect 1:1, each with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = readShape(block71({ shapeName: 'blob', aspectRatio: 120 }));
    expect(data).toMatchObject({ shape: 'rectangle', aspect: 100 });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a block without its .sqs-shape is skipped with the reason', () => {
    expect(() => readShape(block71({}, ''))).toThrow(BlockSkip);
  });

  it('draws the shadow where its angle points: 0 to the right, 90 below', () => {
    const px = (value: number) => ({ value, unit: 'px' as const });
    expect(dropShadowFilter({ angle: 0, distance: px(10), blur: px(4) })).toBe(
      'drop-shadow(10px 0px 4px currentColor)',
    );
    expect(dropShadowFilter({ angle: 90, distance: px(10), blur: px(0) })).toBe(
      'drop-shadow(0px 10px 0px currentColor)',
    );
    expect(dropShadowFilter({ angle: 135, distance: { value: 2, unit: 'em' }, blur: px(1) })).toBe(
      'drop-shadow(-1.41em 1.41em 1px currentColor)',
    );
  });

  it('any drop shadow data is a valid shadow or none, never a throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const length = fc.oneof(
      fc.record(
        {
          value: fc.oneof(fc.double(), fc.string()),
          unit: fc.oneof(fc.string(), fc.constantFrom('px', 'em', '%')),
        },
        { requiredKeys: [] },
      ),
      fc.string(),
      fc.double(),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ angle: fc.anything(), distance: length, blur: length }, { requiredKeys: [] }),
          fc.anything(),
        ),
        (raw) => {
          const shadow = readDropShadow(raw);
          if (shadow === null) return;
          expect(shadow.angle).toBeGreaterThanOrEqual(0);
          expect(shadow.angle).toBeLessThan(360);
          for (const part of [shadow.distance, shadow.blur]) {
            expect(Number.isFinite(part.value) && part.value >= 0).toBe(true);
          }
          expect(dropShadowFilter(shadow)).toMatch(
            /^drop-shadow\((-?[\d.]+[a-z]+ ){3}currentColor\)$/,
          );
        },
      ),
    );
  });

  it('lengths: {value, unit} or CSS text, known units only', () => {
    expect(readLength({ value: '3', unit: 'vw' })).toEqual({ value: 3, unit: 'vw' });
    expect(readLength(' 1.5em ')).toEqual({ value: 1.5, unit: 'em' });
    expect(readLength(7)).toEqual({ value: 7, unit: 'px' });
    for (const bad of [{ value: 1, unit: '%' }, '-2px', 'wide', { value: Infinity }]) {
      expect(readLength(bad)).toBeNull();
    }
  });

  it('every named shape draws a closed path; names are matched loosely', () => {
    for (const path of Object.values(SHAPE_PATHS)) expect(path).toMatch(/^M[\d .A-Z-]+Z$/);
    expect(shapeKey(' Right_Triangle ')).toBe('right-triangle');
    expect(shapeKey('constructor')).toBeNull();
  });

  it('the SVG keeps its aspect unless stretched, and is hidden from screen readers', () => {
    for (const aspect of SHAPE_ASPECTS) {
      const data = readShape(block71({ shapeName: 'star', aspectRatio: aspect }));
      const svg = shapeSvg(data);
      expect(svg.getAttribute('viewBox')).toBe(`0 0 100 ${aspect}`);
      expect(svg.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
    const stretched = shapeSvg(readShape(loadBlockFixture('shapes', REAL)));
    expect(stretched.getAttribute('preserveAspectRatio')).toBe('none');
  });

  it('mounts into the server shape and puts the server markup back on unmount', () => {
    const element = loadBlockFixture('shapes', REAL);
    const { container, serverHtml, unmount } = attachBlock(shapeBlockDefinition, element);
    expect(element.querySelector('.sqs-shape svg path')?.getAttribute('d')).toBe(
      SHAPE_PATHS.rectangle,
    );
    expect(element.classList.contains('sr-shape')).toBe(true);
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
    expect(element.classList.contains('sr-shape')).toBe(false);
  });
});

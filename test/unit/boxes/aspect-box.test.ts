// The aspect box rule (src/boxes/aspect-box.ts): a block whose JSON gives a width / height ratio
// keeps that room before its pack arrives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aspectOf } from '../../../src/boxes/aspect-box';
import type { AspectBoxRule } from '../../../src/boxes/box-rule';
import { BoxReserver } from '../../../src/boxes/reserve-boxes';
import { resolveBlockDefinition } from '../../../src/runtime/registry';
import { ANIMATION_BOX } from '../../../blocks/animation';

function block(json: unknown): HTMLElement {
  const element = document.createElement('div');
  element.className = 'sqs-block animation-block sqs-block-animation';
  element.setAttribute('data-block-json', typeof json === 'string' ? json : JSON.stringify(json));
  element.innerHTML = '<div class="sqs-block-content"></div>';
  document.body.append(element);
  return element;
}

const content = (element: HTMLElement) =>
  element.querySelector<HTMLElement>('.sqs-block-content') as HTMLElement;

describe('aspectOf', () => {
  it('takes the first key path holding a positive number, nested keys and numeric text too', () => {
    expect(aspectOf(block({ width: 120, height: 60 }), ANIMATION_BOX)).toBe(2);
    expect(aspectOf(block({ animationData: { w: 300, h: 100 } }), ANIMATION_BOX)).toBe(3);
    expect(aspectOf(block({ width: '200', height: '100' }), ANIMATION_BOX)).toBe(2);
    // A key that gives nothing usable falls through to the next path.
    expect(
      aspectOf(block({ width: 0, height: -1, animationData: { w: 50, h: 100 } }), ANIMATION_BOX),
    ).toBe(0.5);
  });

  it('gives null when the JSON gives no ratio or cannot be read', () => {
    expect(aspectOf(block({ width: 120 }), ANIMATION_BOX)).toBeNull();
    expect(aspectOf(block({}), ANIMATION_BOX)).toBeNull();
    expect(aspectOf(block('{not json'), ANIMATION_BOX)).toBeNull();
    expect(aspectOf(block({ width: 1e308, height: 1e-308 }), ANIMATION_BOX)).toBeNull();
  });

  it('gives a positive finite ratio or null for any JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (width, height, inline) => {
        const ratio = aspectOf(block({ width, height, animationData: inline }), ANIMATION_BOX);
        expect(ratio === null || (Number.isFinite(ratio) && ratio > 0)).toBe(true);
        document.body.replaceChildren();
      }),
    );
  });
});

describe('BoxReserver with an aspect rule', () => {
  it('gives the content box its ratio before the pack, once, and restore() takes it back', () => {
    const element = block({ width: 4, height: 3 });
    const boxes = new BoxReserver();
    const reserved = boxes.reserve([{ element, rule: ANIMATION_BOX }]);
    // Nothing for the gallery packs: a ratio is all there is.
    expect(reserved).toEqual([]);
    expect(parseFloat(content(element).style.aspectRatio)).toBeCloseTo(4 / 3, 10);
    content(element).style.aspectRatio = '';
    boxes.reserve([{ element, rule: ANIMATION_BOX }]);
    expect(content(element).style.aspectRatio).toBe('');
    boxes.restore();
    expect(content(element).getAttribute('style') ?? '').toBe('');
  });

  it('leaves a block whose JSON gives no ratio as the server drew it', () => {
    const element = block({ animationUrl: '/a.json' });
    new BoxReserver().reserve([{ element, rule: ANIMATION_BOX }]);
    expect(content(element).hasAttribute('style')).toBe(false);
  });
});

describe('a definition’s aspect rule', () => {
  const definition = (box: unknown) =>
    resolveBlockDefinition({
      name: 'ratio-block',
      selector: '.ratio-block',
      pack: 'ratio-block',
      box,
    } as unknown as Parameters<typeof resolveBlockDefinition>[0]);

  it('is taken with its key paths, and refused when they are not lists of text', () => {
    const rule: AspectBoxRule = { aspect: { width: ['w'], height: ['h'] } };
    expect(definition(rule).box).toEqual(rule);
    expect(() => definition({ aspect: { width: 'w', height: ['h'] } })).toThrow(
      'Block "ratio-block" has an unknown box rule',
    );
    expect(() => definition({ aspect: { width: [], height: ['h'] } })).toThrow(/unknown box rule/);
  });
});

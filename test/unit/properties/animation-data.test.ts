import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnimationData, type AnimationData } from '../../../blocks/animation/definition';
import { isRecord } from '../../../src/lib/coerce';
import { BlockSkip } from '../../../src/runtime/types';
import { expectPrototypesUntouched, jsonText, jsonValue, shapedLike } from './arbitraries';
import { branchCounter } from '../support/branches';

// The animation block's data-block-json: animationUrl or animationData, loop, autoplay, width,
// height and title. Any attribute gives complete data or skips the block with a reason.

const TEMPLATE = {
  animationUrl: '/fixtures/animations/pulse.json',
  animationData: { v: '5.7.4', w: 400, h: 300, layers: [] },
  loop: true,
  autoplay: false,
  width: 400,
  height: 300,
  title: 'A pulsing dot',
};

/** Numbers that break naive arithmetic: overflowing, underflowing, signed zeros. */
const extremeNumber = fc.constantFrom(
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-320,
  1e308,
  -0,
  0,
  '1e308',
  '5e-324',
);

const extremeSizes = fc.record({
  animationUrl: fc.constant('/a.json'),
  width: extremeNumber,
  height: extremeNumber,
  animationData: fc.option(fc.record({ w: extremeNumber, h: extremeNumber }), { nil: undefined }),
});

const attribute = fc.oneof(
  { weight: 3, arbitrary: shapedLike(TEMPLATE, jsonValue).map((data) => JSON.stringify(data)) },
  { weight: 1, arbitrary: extremeSizes.map((data) => JSON.stringify(data)) },
  { weight: 1, arbitrary: jsonValue.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: jsonText },
);

function animationBlock(json: string): HTMLElement {
  const block = document.createElement('div');
  block.className = 'sqs-block animation-block sqs-block-animation';
  block.setAttribute('data-block-json', json);
  return block;
}

function expectAnimationData(data: AnimationData, raw: Record<string, unknown>): void {
  expect(data.animationUrl !== null || data.animationData !== null).toBe(true);
  if (data.animationUrl !== null) {
    expect(data.animationUrl).not.toBe('');
    expect(data.animationUrl).toBe(data.animationUrl.trim());
  }
  if (data.animationData !== null) expect(data.animationData).toEqual(raw.animationData);
  expect(typeof data.loop).toBe('boolean');
  expect(typeof data.autoplay).toBe('boolean');
  expect(typeof data.title).toBe('string');
  // The ratio goes into CSS aspect-ratio: a positive finite number, or none at all.
  if (data.aspectRatio !== null) {
    expect(Number.isFinite(data.aspectRatio)).toBe(true);
    expect(data.aspectRatio).toBeGreaterThan(0);
  }
}

describe('readAnimationData (property)', () => {
  it('gives complete data or a BlockSkip with a reason for any data-block-json', () => {
    const branches = branchCounter(['skip', 'data']);
    fc.assert(
      fc.property(attribute, (json) => {
        let data: AnimationData;
        try {
          data = readAnimationData(animationBlock(json));
        } catch (error) {
          branches.reached('skip');
          expect(error).toBeInstanceOf(BlockSkip);
          expect((error as Error).message).toMatch(
            /^(Invalid data-block-json: |Animation block (data is not an object|has neither animationUrl nor animationData))/,
          );
          return;
        }
        branches.reached('data');
        const raw: unknown = JSON.parse(json);
        expect(isRecord(raw)).toBe(true);
        expectAnimationData(data, raw as Record<string, unknown>);
        expectPrototypesUntouched();
      }),
    );
    branches.expectEachReached(10);
  });

  it('plays by default: loop and autoplay stay on unless the block says false', () => {
    fc.assert(
      fc.property(shapedLike(TEMPLATE, jsonValue), (raw) => {
        fc.pre(isRecord(raw.animationData) || typeof raw.animationUrl === 'string');
        fc.pre(isRecord(raw.animationData) || String(raw.animationUrl).trim() !== '');
        const data = readAnimationData(animationBlock(JSON.stringify(raw)));
        const off = (value: unknown) => value === false || value === 'false';
        expect(data.loop).toBe(!off(raw.loop));
        expect(data.autoplay).toBe(!off(raw.autoplay));
      }),
    );
  });
});

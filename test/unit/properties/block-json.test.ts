import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBlockJson } from '../../../src/runtime/block-data';
import { BlockSkip } from '../../../src/runtime/types';
import { expectPrototypesUntouched, hugeString, jsonText, jsonValue } from './arbitraries';
import { branchCounter } from '../support/branches';

// data-block-json (DESIGN.md, the markup contract): the server writes the block's JSON into an
// HTML-entity encoded attribute. Bad JSON skips that one block with a reason; it never throws
// anything else.

function blockWith(attribute: string | null): HTMLElement {
  const element = document.createElement('div');
  element.className = 'sqs-block';
  if (attribute !== null) element.setAttribute('data-block-json', attribute);
  return element;
}

/** How the server writes an attribute value into the page source. */
function encodeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The JSON value as it comes back from text: JSON has no -0. */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

type Reading = 'blank' | 'skip' | 'value';

/**
 * What reading `attribute` must give: the parsed JSON, {} when blank, else a BlockSkip. Returns
 * which of the three it was.
 */
function expectReading(attribute: string | null): Reading {
  let expected: { value: unknown } | null;
  if (attribute === null || attribute.trim() === '') expected = { value: {} };
  else {
    try {
      expected = { value: JSON.parse(attribute) as unknown };
    } catch {
      expected = null;
    }
  }
  let value: unknown;
  try {
    value = readBlockJson(blockWith(attribute));
  } catch (error) {
    expect(error).toBeInstanceOf(BlockSkip);
    expect((error as BlockSkip).message).toMatch(/^Invalid data-block-json: \S/);
    expect(expected, 'only unparsable JSON is skipped').toBeNull();
    return 'skip';
  }
  expect(expected, 'unparsable JSON is skipped').not.toBeNull();
  expect(value).toEqual(expected?.value);
  return attribute === null || attribute.trim() === '' ? 'blank' : 'value';
}

describe('readBlockJson (property)', () => {
  it('gives the parsed JSON, {} for no data, or a BlockSkip saying why: nothing else', () => {
    const branches = branchCounter<Reading>(['blank', 'skip', 'value']);
    fc.assert(
      fc.property(fc.option(fc.oneof(jsonText, fc.string()), { nil: null }), (attribute) => {
        branches.reached(expectReading(attribute));
        expectPrototypesUntouched();
      }),
    );
    branches.expectEachReached(3);
  });

  it('reads back any JSON value the server wrote, entity-encoded, into the page source', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const host = document.createElement('div');
        host.innerHTML = `<div class="sqs-block" data-block-json="${encodeAttribute(JSON.stringify(value))}"></div>`;
        const block = host.firstElementChild as HTMLElement;
        expect(readBlockJson(block)).toEqual(throughJson(value));
        expectPrototypesUntouched();
      }),
    );
  });

  it('keeps prototype keys as plain data, never as the prototype', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        jsonValue,
        (key, inner) => {
          const value = readBlockJson(
            blockWith(`{${JSON.stringify(key)}:${JSON.stringify(inner)}}`),
          );
          expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
          expect(Object.getOwnPropertyDescriptor(value, key)?.value).toEqual(throughJson(inner));
          expectPrototypesUntouched();
        },
      ),
    );
  });

  it('answers huge attributes with the data or a BlockSkip', () => {
    const branches = branchCounter<Reading>(['skip', 'value']);
    fc.assert(
      fc.property(hugeString, fc.boolean(), (text, quoted) => {
        branches.reached(expectReading(quoted ? JSON.stringify(text) : text));
      }),
      { numRuns: 20 },
    );
    branches.expectEachReached(3);
  });
});

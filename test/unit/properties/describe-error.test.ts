// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeCapturedError,
  errorSignature,
  type CapturedError,
  type ErrorSource,
} from '../../../initialisers/error-reporter/describe-error';
import { STACK_LIMIT } from '../../../initialisers/error-reporter/constants';
import { describeError } from '../../../src/runtime/errors';
import { anyValue, hugeString } from './arbitraries';

// The error reporter describes whatever was thrown (runtime.md sections 4 and 9): a page or a
// feature may throw an Error, an Error from another frame, a string, a number, a Symbol, an
// object JSON cannot encode, or nothing at all. Every one becomes a report with a type, a
// message, a stack cut at 5000 characters and a location; describing it never throws.

const SOURCES: readonly ErrorSource[] = [
  'error',
  'unhandledrejection',
  'block',
  'initialiser',
  'report',
];

const frame = fc.oneof(
  fc.constantFrom(
    '    at lookup (https://e.com/a.js:10:5)',
    '    at https://e.com/b.js:2:9',
    '    at Array.forEach (<anonymous>)',
    'lookup@https://e.com/a.js:3:4',
    'https://e.com/b.js:7:1',
    '@debugger eval code:1:1',
  ),
  fc.string({ maxLength: 30 }),
);
const stackText = fc.oneof(
  fc.array(frame, { maxLength: 8 }).map((lines) => ['Error: m', ...lines].join('\n')),
  hugeString,
  fc
    .tuple(fc.constantFrom('@', ' at ', ':1:1', 'a@b:'), fc.integer({ min: 5_000, max: 40_000 }))
    .map(([unit, count]) => unit.repeat(count)),
);

/** An Error whose fields someone replaced with anything. */
const tamperedError = fc
  .record(
    {
      name: fc.oneof(fc.string({ maxLength: 10 }), anyValue),
      message: fc.oneof(fc.string({ maxLength: 20 }), anyValue),
      stack: fc.oneof(stackText, anyValue),
    },
    { requiredKeys: [] },
  )
  .map((fields) => Object.assign(new Error('original'), fields));

/** An error from another frame: the right shape, not an instance of this frame's Error. */
const foreignError = fc
  .record({ name: fc.option(fc.string({ maxLength: 10 })), message: fc.string(), stack: stackText })
  .map((fields) => ({ ...fields }));

/** Values that break the usual ways of turning a value into text. */
const unprintable = fc.constantFrom(
  () => Object.assign(Object.create(null) as object, { big: 1n }),
  () => {
    const cycle: Record<string, unknown> = { name: 'cycle' };
    cycle.self = cycle;
    return cycle;
  },
  () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    return deep;
  },
  () => ({
    toJSON() {
      throw new Error('toJSON fails');
    },
  }),
  () => Symbol('thrown'),
  () => 10n,
);

const thrown: fc.Arbitrary<unknown> = fc.oneof(
  anyValue,
  tamperedError,
  foreignError,
  unprintable.map((make) => make()),
  fc.constantFrom(new TypeError('x'), new RangeError(''), null, undefined, ''),
);

const captured: fc.Arbitrary<CapturedError> = fc.record(
  {
    error: thrown,
    source: fc.constantFrom(...SOURCES),
    message: fc.string({ maxLength: 30 }),
    file: fc.oneof(fc.constant(''), fc.constant('https://e.com/a.js')),
    line: fc.oneof(fc.nat(), fc.double()),
    column: fc.oneof(fc.nat(), fc.double()),
  },
  { requiredKeys: ['error', 'source'] },
);

describe('describing a thrown value (property)', () => {
  it('describeError gives text for any value', () => {
    fc.assert(
      fc.property(thrown, (value) => {
        expect(typeof describeError(value)).toBe('string');
      }),
    );
  });

  it('turns anything captured into complete details, and a signature, without throwing', () => {
    fc.assert(
      fc.property(captured, (event) => {
        const details = describeCapturedError(event);
        for (const field of [details.type, details.message, details.stack, details.file]) {
          expect(typeof field).toBe('string');
        }
        expect(details.type).not.toBe('');
        expect(details.stack.length).toBeLessThanOrEqual(STACK_LIMIT);
        for (const position of [details.line, details.column]) {
          expect(Number.isFinite(position) && position >= 0).toBe(true);
        }
        const signature = errorSignature(details);
        expect(signature.startsWith(`${details.type}: ${details.message}`)).toBe(true);
        // The same error always has the same signature, so duplicates are recognised.
        expect(errorSignature(describeCapturedError(event))).toBe(signature);
      }),
    );
  });

  it('reports a real Error by its own name and message', () => {
    const errorClass = fc.constantFrom(Error, TypeError, RangeError, SyntaxError);
    fc.assert(
      fc.property(errorClass, fc.string(), fc.constantFrom(...SOURCES), (Kind, message, source) => {
        const error = new Kind(message);
        const details = describeCapturedError({ error, source });
        expect(details.type).toBe(error.name);
        expect(details.message).toBe(message || error.name);
        expect(details.stack).toBe((error.stack ?? '').slice(0, STACK_LIMIT));
      }),
    );
  });
});

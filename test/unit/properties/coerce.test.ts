// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asArray,
  asBoolean,
  asNonEmptyString,
  asNumber,
  asRecord,
  asString,
  isRecord,
} from '../../../src/lib/coerce';
import { anyValue, hugeString } from './arbitraries';

// The readers every parser above is built on (src/lib/coerce.ts): whatever JSON or a page hands
// them, they give a value of their type, or the fallback, and never throw.

const fallbackNumber = fc.integer();

describe('untrusted-value readers (property)', () => {
  it('always give a value of their own type', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, hugeString), fallbackNumber, (value, fallback) => {
        expect(typeof asString(value)).toBe('string');
        expect(typeof asNonEmptyString(value, 'x')).toBe('string');
        expect(Number.isFinite(asNumber(value, fallback))).toBe(true);
        expect(typeof asBoolean(value)).toBe('boolean');
        expect(isRecord(asRecord(value))).toBe(true);
        expect(Array.isArray(asArray(value))).toBe(true);
      }),
    );
  });

  it('keep values of the right type and give the fallback for everything else', () => {
    fc.assert(
      fc.property(anyValue, fallbackNumber, (value, fallback) => {
        expect(asString(value, 'fallback')).toBe(typeof value === 'string' ? value : 'fallback');
        if (typeof value === 'number') {
          expect(asNumber(value, fallback)).toBe(Number.isFinite(value) ? value : fallback);
        }
        const booleanText = value === 'true' || value === 'false';
        expect(asBoolean(value, true)).toBe(
          typeof value === 'boolean' ? value : booleanText ? value === 'true' : true,
        );
        expect(asNonEmptyString(value, 'fallback')).toBe(
          typeof value === 'string' && value.trim() !== '' ? value : 'fallback',
        );
        if (isRecord(value)) expect(asRecord(value)).toBe(value);
        if (Array.isArray(value)) expect(asArray(value)).toBe(value);
      }),
    );
  });

  it('read back any finite number written as text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => {
        expect(asNumber(String(number), NaN)).toBe(number === 0 ? 0 : number);
      }),
    );
  });
});

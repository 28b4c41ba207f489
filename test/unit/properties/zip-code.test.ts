// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as strings from '../../../src/i18n/strings';
import { validateUsZipCode } from '../../../src/lib/zip-code';
import { anyText, anyValue, hugeString } from './arbitraries';

// The US zip code rule (runtime.md section 5: exactly 5 digits). Examples are in
// test/unit/lib/zip-code.test.ts.

const INVALID = { ok: false, error: strings.form.zipCodeInvalid };
const asciiDigits = fc
  .array(fc.constantFrom(...'0123456789'.split('')), { minLength: 5, maxLength: 5 })
  .map((list) => list.join(''));
const padding = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), { maxLength: 3 })
  .map((list) => list.join(''));
/** The zero of each of a few other decimal digit sets: Arabic-Indic, Devanagari, full-width… */
const OTHER_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10, 0x1d7ce];

const isAsciiDigit = (c: string) => c >= '0' && c <= '9';

describe('US zip code: properties', () => {
  it('answers any value with 5 ASCII digits or the visitor message', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, anyText(8), hugeString, asciiDigits), (value) => {
        const result = validateUsZipCode(value);
        if (!result.ok) {
          expect(result).toEqual(INVALID);
          return;
        }
        expect(typeof value).toBe('string');
        expect(result.value).toBe((value as string).trim());
        expect(result.value).toHaveLength(5);
        expect(result.value.split('').every(isAsciiDigit)).toBe(true);
      }),
    );
  });

  it('accepts any 5 ASCII digits, with surrounding whitespace trimmed', () => {
    fc.assert(
      fc.property(padding, asciiDigits, padding, (before, zip, after) => {
        expect(validateUsZipCode(before + zip + after)).toEqual({ ok: true, value: zip });
      }),
    );
  });

  it('refuses other lengths, and digits of other scripts in any position', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...'0123456789'.split('')), { maxLength: 12 }),
        (digits) => {
          fc.pre(digits.length !== 5);
          expect(validateUsZipCode(digits.join(''))).toEqual(INVALID);
        },
      ),
    );
    fc.assert(
      fc.property(
        asciiDigits,
        fc.nat({ max: 4 }),
        fc.constantFrom(...OTHER_ZEROS),
        (zip, at, zero) => {
          const digit = String.fromCodePoint(zero + Number(zip[at]));
          const mixed = zip.slice(0, at) + digit + zip.slice(at + 1);
          expect(validateUsZipCode(mixed)).toEqual(INVALID);
        },
      ),
    );
  });
});

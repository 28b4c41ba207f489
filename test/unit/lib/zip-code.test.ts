// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as strings from '../../../src/i18n/strings';
import { validateUsZipCode } from '../../../src/lib/zip-code';

const INVALID = { ok: false, error: strings.form.zipCodeInvalid };

describe('validateUsZipCode (runtime.md section 5: exactly 5 digits)', () => {
  it.each(['12345', '00000', '02134', '99999'])('accepts %j', (zip) => {
    expect(validateUsZipCode(zip)).toEqual({ ok: true, value: zip });
  });

  it('trims surrounding whitespace and returns the 5 digits', () => {
    expect(validateUsZipCode(' 02134 ')).toEqual({ ok: true, value: '02134' });
    expect(validateUsZipCode('\t02134\n')).toEqual({ ok: true, value: '02134' });
    expect(validateUsZipCode('\u00a002134\u3000')).toEqual({ ok: true, value: '02134' });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['4 digits', '1234'],
    ['6 digits', '123456'],
    ['ZIP+4', '12345-6789'],
    ['a space inside', '12 345'],
    ['letters', 'abcde'],
    ['a letter', '1234O'],
    ['a sign', '+1234'],
    ['a decimal point', '1234.'],
    ['a line break and more', '12345\n6'],
    ['full-width digits', '１２３４５'],
    ['Arabic-Indic digits', '١٢٣٤٥'],
    ['Devanagari digits', '१२३४५'],
    ['a superscript digit', '1234²'],
  ])('refuses %s', (_, zip) => {
    expect(validateUsZipCode(zip)).toEqual(INVALID);
  });

  it('refuses numbers: 02134 as a number has lost its leading zero', () => {
    expect(validateUsZipCode(12345)).toEqual(INVALID);
    expect(validateUsZipCode(2134)).toEqual(INVALID);
  });

  it('refuses values that are not text', () => {
    for (const value of [null, undefined, {}, ['12345'], true, 12345n]) {
      expect(validateUsZipCode(value)).toEqual(INVALID);
    }
  });

  it('has a visitor-facing message', () => {
    expect(strings.form.zipCodeInvalid).toMatch(/5 digits/);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readQuantity } from '../../../src/commerce/quantity';

// Quantities: a whole number from 1 to 9999, as the product page's quantity input allows.

describe('readQuantity', () => {
  it('takes the bounds themselves: 1 and 9999', () => {
    expect(readQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(readQuantity('9999')).toEqual({ ok: true, value: 9999 });
    expect(readQuantity(' 12 ')).toEqual({ ok: true, value: 12 });
  });

  it('says why a whole number outside 1 to 9999 is refused', () => {
    expect(readQuantity('0')).toEqual({ ok: false, error: '0 is not from 1 to 9999' });
    expect(readQuantity('10000')).toEqual({ ok: false, error: '10000 is not from 1 to 9999' });
  });

  it('says why anything else is refused, quoting at most 12 characters of it', () => {
    expect(readQuantity(' 2.5 ')).toEqual({
      ok: false,
      error: '"2.5" is not a whole number from 1 to 9999',
    });
    expect(readQuantity('one hundred and twenty')).toEqual({
      ok: false,
      error: '"one hundred " is not a whole number from 1 to 9999',
    });
  });
});

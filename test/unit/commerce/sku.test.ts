// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isGeneratedSku, readSku } from '../../../src/commerce/sku';

// SKUs (runtime.md section 5): at most 60 characters; the platform generates "SQ" and 7 digits.

describe('readSku', () => {
  it('trims the SKU the cart calls send', () => {
    expect(readSku('  SQ1234567 ')).toBe('SQ1234567');
    expect(readSku('\tBLUE-TEE\n')).toBe('BLUE-TEE');
  });

  it('refuses what is no text, blank, or holds control characters', () => {
    expect([readSku(1234567), readSku(null), readSku('   '), readSku('A\u0000B')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('isGeneratedSku', () => {
  it('knows only a text of SQ and seven digits, not a list holding one', () => {
    expect(isGeneratedSku('SQ1234567')).toBe(true);
    expect(isGeneratedSku(['SQ1234567'])).toBe(false);
    expect(isGeneratedSku({ toString: () => 'SQ1234567' })).toBe(false);
  });
});

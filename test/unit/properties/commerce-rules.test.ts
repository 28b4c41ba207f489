// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../../fixtures/api/commerce-catalogue';
import { readVariant } from '../../../src/commerce/product';
import { MAX_QUANTITY, MIN_QUANTITY, readQuantity } from '../../../src/commerce/quantity';
import { isGeneratedSku, readSku, SKU_MAX_LENGTH } from '../../../src/commerce/sku';
import { anyText, anyValue } from './arbitraries';

// The spec's product rules (runtime.md section 5): SKU at most 60 characters, generated SKUs are
// "SQ" and 7 digits; a price the platform served is read whatever its size (the 100000000-cent
// maximum is the editor's, src/commerce/product.ts); and the product page's quantity, 1 to 9999.

describe('SKU rules (property)', () => {
  it('keeps a SKU of 1 to 60 characters without control characters, trimmed; refuses the rest', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), anyText(70), anyValue), (value) => {
        const sku = readSku(value);
        if (typeof value !== 'string') {
          expect(sku).toBeNull();
          return;
        }
        const trimmed = value.trim();
        // eslint-disable-next-line no-control-regex -- what the rule refuses
        const control = /[\u0000-\u001f\u007f]/.test(trimmed);
        const fits = trimmed !== '' && [...trimmed].length <= SKU_MAX_LENGTH && !control;
        expect(sku).toBe(fits ? trimmed : null);
      }),
    );
    expect(SKU_MAX_LENGTH).toBe(60);
    expect(readSku('x'.repeat(60))).toBe('x'.repeat(60));
    expect(readSku('x'.repeat(61))).toBeNull();
  });

  it('knows a generated SKU: SQ followed by exactly 7 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (digits) => {
        expect(isGeneratedSku(`SQ${String(digits).padStart(7, '0')}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        expect(isGeneratedSku(text)).toBe(/^SQ\d{7}$/.test(text));
      }),
    );
    for (const sku of ['SQ123456', 'SQ12345678', 'sq1234567', 'SQ123456a', ' SQ1234567']) {
      expect(isGeneratedSku(sku), sku).toBe(false);
    }
    // The fake store's variants carry generated SKUs, as a store whose owner typed none would.
    for (const product of DEMO_PRODUCTS) {
      for (const variant of product.variants) expect(isGeneratedSku(variant.sku)).toBe(true);
    }
  });

  it('sells a variant only with a usable SKU and a price in whole, non-negative cents', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 70 }), fc.constant('SQ1234567')),
        fc.oneof(
          fc.integer({ min: -5, max: 100_000_005 }),
          fc.maxSafeInteger(),
          fc.double(),
          fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer())),
        ),
        (sku, price) => {
          const read = readVariant({ sku, price });
          const usable =
            readSku(sku) !== null &&
            typeof price === 'number' &&
            Number.isSafeInteger(price) &&
            price >= 0;
          expect(read.ok).toBe(usable);
          if (read.ok) expect(read.value.priceCents).toBe(price);
        },
      ),
    );
  });
});

describe('quantity rules (property)', () => {
  it('reads exactly the whole numbers 1 to 9999 from what the visitor typed', () => {
    expect([MIN_QUANTITY, MAX_QUANTITY]).toEqual([1, 9999]);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -20, max: 10_020 }).map(String),
          fc.string({ maxLength: 8 }),
          fc.constantFrom(
            '1e3',
            '2.5',
            '+3',
            '0x10',
            ' 7 ',
            '0042',
            '000000000009',
            '',
            '10000',
            '٣',
          ),
        ),
        (text) => {
          const read = readQuantity(text);
          const trimmed = text.trim();
          const expected = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
          const valid = Number.isInteger(expected) && expected >= 1 && expected <= 9999;
          expect(read).toEqual(
            valid ? { ok: true, value: expected } : { ok: false, error: expect.any(String) },
          );
        },
      ),
    );
  });
});

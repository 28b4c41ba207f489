// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readVariants, type Product, type ProductVariant } from '../../../src/commerce/product';
import { chosenVariant, optionAvailability } from '../../../src/commerce/selection';

// The visitor's choice of a product's options, and what each option value would lead to.

function product(variants: object[], optionNames: string[] = []): Product {
  return {
    id: 'p1',
    kind: 'PHYSICAL',
    currencyCode: null,
    variants: readVariants(variants).variants,
    optionNames,
    subscribable: false,
    plan: null,
  };
}

const sku = (variant: ProductVariant | null) => variant?.sku ?? null;

describe('chosenVariant of a product without options', () => {
  it('is its one variant', () => {
    expect(sku(chosenVariant(product([{ sku: 'SQ0000001', price: 100 }]), {}))).toBe('SQ0000001');
  });

  it('is none when there are several to choose from, or none at all', () => {
    const two = product([
      { sku: 'SQ0000001', price: 100 },
      { sku: 'SQ0000002', price: 200 },
    ]);
    expect(chosenVariant(two, {})).toBeNull();
    expect(chosenVariant(product([]), {})).toBeNull();
  });
});

describe('optionAvailability', () => {
  it('is available when any variant the value leads to is in stock, sold out when none is', () => {
    const tee = product(
      [
        {
          sku: 'SQ0000001',
          price: 100,
          attributes: { Size: 'S', Colour: 'Red' },
          unlimited: false,
          qtyInStock: 0,
        },
        {
          sku: 'SQ0000002',
          price: 100,
          attributes: { Size: 'S', Colour: 'Blue' },
          unlimited: false,
          qtyInStock: 2,
        },
        {
          sku: 'SQ0000003',
          price: 100,
          attributes: { Size: 'M', Colour: 'Red' },
          unlimited: false,
          qtyInStock: 0,
        },
      ],
      ['Size', 'Colour'],
    );
    expect(optionAvailability(tee, {}, 'Size', 'S')).toBe('available');
    expect(optionAvailability(tee, {}, 'Size', 'M')).toBe('soldOut');
    expect(optionAvailability(tee, {}, 'Size', 'L')).toBe('unavailable');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceTexts } from '../../../src/commerce/price-text';
import { readVariants, type Product } from '../../../src/commerce/product';

// The price a product shows before a choice: the one price all variants share (with the original
// beside a sale), or "from" the lowest when they differ in any way a visitor would see.

function product(variants: object[]): Product {
  return {
    id: 'p1',
    kind: 'PHYSICAL',
    currencyCode: null,
    variants: readVariants(
      variants.map((variant, index) => ({ sku: `SQ000000${index}`, ...variant })),
    ).variants,
    optionNames: [],
    subscribable: false,
    plan: null,
  };
}

describe('priceTexts before a choice', () => {
  it('shows the one price, and the sale with its original, when every variant has them', () => {
    const sale = { price: 1000, salePrice: 800, onSale: true };
    expect(priceTexts(product([sale, sale]), null, 'USD')).toEqual({
      price: '$8.00',
      original: '$10.00',
    });
  });

  it('shows "from" the lowest when the sale prices differ', () => {
    const texts = priceTexts(
      product([
        { price: 1000, salePrice: 800, onSale: true },
        { price: 1000, salePrice: 900, onSale: true },
      ]),
      null,
      'USD',
    );
    expect(texts).toEqual({ price: 'from $8.00', original: null });
  });

  it('shows "from" when one variant is on sale at the others’ price', () => {
    const texts = priceTexts(
      product([
        { price: 1000, salePrice: 1000, onSale: true },
        { price: 1000, onSale: false },
      ]),
      null,
      'USD',
    );
    expect(texts).toEqual({ price: 'from $10.00', original: null });
  });

  it('shows "from" when the same sale price comes off different originals', () => {
    const texts = priceTexts(
      product([
        { price: 1000, salePrice: 800, onSale: true },
        { price: 1200, salePrice: 800, onSale: true },
      ]),
      null,
      'USD',
    );
    expect(texts).toEqual({ price: 'from $8.00', original: null });
  });
});

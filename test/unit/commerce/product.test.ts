// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHIRT } from '../../../fixtures/api/commerce-catalogue';
import { contextProduct } from '../../../fixtures/api/product-shapes';
import { priceTexts } from '../../../src/commerce/price-text';
import {
  isSoldOut,
  lowStock,
  quantityLimit,
  readProduct,
  readProductKind,
  readVariants,
  type Product,
} from '../../../src/commerce/product';
import { chosenVariant, missingOptions, optionAvailability } from '../../../src/commerce/selection';
import { planText, readPlan } from '../../../src/commerce/subscription';

/** The demo shirt as a product page's context writes it. */
const shirt = readProduct({ record: contextProduct(SHIRT) }).product as Product;

describe('reading products (runtime.md section 3)', () => {
  it('knows the product types by the spec’s codes and names', () => {
    expect(
      [1, 2, 3, 4, 5, '4', 'gift_card', 'SERVICE', 6, 'BOOK', null].map(readProductKind),
    ).toEqual([
      'PHYSICAL',
      'DIGITAL',
      'SERVICE',
      'GIFT_CARD',
      'PAYWALL',
      'GIFT_CARD',
      'GIFT_CARD',
      'SERVICE',
      null,
      null,
      null,
    ]);
  });

  it('reads variants from optionValues or attributes, leaving out the unsellable with a reason', () => {
    const { variants, problems } = readVariants(
      JSON.stringify([
        { sku: 'SQ0000001', price: 500, attributes: { Size: 'S' } },
        {
          sku: 'SQ0000002',
          price: 700,
          salePrice: 600,
          onSale: true,
          qtyInStock: 3,
          optionValues: [{ optionName: 'Size', value: 'M' }],
        },
        { sku: '', price: 100 },
        { sku: 'SQ0000004', price: -1 },
        { sku: 'SQ0000005', priceMoney: { value: '12.50', currency: 'GBP' }, onSale: true },
        { sku: 'SQ0000006', price: { currencyCode: 'XYZ', value: 100 } },
      ]),
    );
    expect(
      variants.map((variant) => [variant.sku, variant.priceCents, variant.onSale, variant.options]),
    ).toEqual([
      ['SQ0000001', 500, false, { Size: 'S' }],
      ['SQ0000002', 700, true, { Size: 'M' }],
      // A sale with no sale price is no sale.
      ['SQ0000005', 1250, false, {}],
    ]);
    expect(problems).toEqual([
      'variant 3 is left out: its SKU is missing or longer than 60 characters',
      'variant 4 is left out: the price of SQ0000004 cannot be read: it is negative',
      'variant 6 is left out: the price of SQ0000006 cannot be read: the currency "XYZ" is not a currency the store can show',
    ]);
    expect(readVariants('[oops')).toEqual({
      variants: [],
      problems: ['the variants are not valid JSON'],
    });
  });

  it('reads the page context’s variants as real product pages write them', () => {
    // A real 7.1 page's context (issue 32): money objects in minor units, stock objects.
    const { product, problems } = readProduct({
      record: {
        id: '5f1a2b3c4d5e6f7a8b9c0d1e',
        productType: 1,
        variants: [
          {
            id: 'v1',
            sku: 'SQ4012397',
            price: {
              currencyCode: 'IDR',
              value: 10_000_000,
              decimalValue: '100000.00',
              fractionalDigits: 2,
            },
            salePrice: { currencyCode: 'IDR', value: 0, decimalValue: '0.00', fractionalDigits: 2 },
            onSale: false,
            stock: { unlimited: true },
            attributes: {},
          },
          {
            id: 'v2',
            sku: 'SQ4012398',
            price: { currencyCode: 'IDR', value: 25_000_000_000, decimalValue: '250000000.00' },
            salePrice: {
              currencyCode: 'IDR',
              value: 20_000_000_000,
              decimalValue: '200000000.00',
            },
            onSale: true,
            stock: { unlimited: false, quantity: 6 },
            attributes: { Size: 'L' },
          },
        ],
      },
    });
    expect(problems).toEqual([]);
    expect(product?.currencyCode).toBe('IDR');
    expect(
      product?.variants.map((v) => [
        v.priceCents,
        v.salePriceCents,
        v.onSale,
        v.unlimited,
        v.qtyInStock,
      ]),
    ).toEqual([
      [10_000_000, 0, false, true, 0],
      [25_000_000_000, 20_000_000_000, true, false, 6],
    ]);
  });

  it('takes the markup’s id, type and variants over the record’s, and ignores another product’s record', () => {
    const { product } = readProduct({
      record: { id: 'p1', productType: 'PHYSICAL', variants: [{ sku: 'SQ0000001', price: 1 }] },
      variantsJson: '[{"sku":"SQ0000009","price":900,"attributes":{"Colour":"Red","Size":"S"}}]',
      itemId: 'p1',
      productType: '3',
      optionNames: ['Size'],
    });
    expect(product).toMatchObject({ id: 'p1', kind: 'SERVICE', optionNames: ['Size', 'Colour'] });
    expect(product?.variants.map((variant) => variant.sku)).toEqual(['SQ0000009']);
    const other = readProduct({
      record: { id: 'page-product', subscribable: true },
      itemId: 'p2',
      productType: '1',
    });
    expect(other.product).toMatchObject({ id: 'p2', subscribable: false });
    expect(readProduct({ record: {} }).product).toBeNull();
  });

  it('sells a digital product by its single price (priceCents, salePriceCents, onSale)', () => {
    const { product } = readProduct({
      record: {
        id: 'd1',
        productType: 2,
        sku: 'SQ4000001',
        priceCents: 1200,
        salePriceCents: 900,
        onSale: true,
      },
    });
    expect(product?.variants).toEqual([
      expect.objectContaining({
        sku: 'SQ4000001',
        priceCents: 1200,
        salePriceCents: 900,
        onSale: true,
        unlimited: true,
      }),
    ]);
  });
});

describe('choosing a variant', () => {
  it('names the missing options, then the one variant the choice picks', () => {
    expect(missingOptions(shirt, {})).toEqual(['Size', 'Colour']);
    expect(missingOptions(shirt, { Size: 'Small' })).toEqual(['Colour']);
    expect(chosenVariant(shirt, { Size: 'Small' })).toBeNull();
    expect(chosenVariant(shirt, { Size: 'Medium', Colour: 'Navy' })?.sku).toBe('SQ1000004');
    expect(chosenVariant(shirt, { Size: 'Large', Colour: 'Navy' })).toBeNull();
  });

  it('tells which values lead to stock, to sold-out variants only, or to nothing', () => {
    expect(optionAvailability(shirt, {}, 'Size', 'Large')).toBe('available');
    expect(optionAvailability(shirt, { Colour: 'Navy' }, 'Size', 'Small')).toBe('soldOut');
    expect(optionAvailability(shirt, { Colour: 'Navy' }, 'Size', 'Large')).toBe('unavailable');
    expect(optionAvailability(shirt, { Size: 'Large' }, 'Colour', 'Navy')).toBe('unavailable');
    // Its own current value does not count against it.
    expect(optionAvailability(shirt, { Size: 'Large', Colour: 'Sand' }, 'Colour', 'Navy')).toBe(
      'unavailable',
    );
    expect(optionAvailability(shirt, { Size: 'Small', Colour: 'Sand' }, 'Colour', 'Navy')).toBe(
      'soldOut',
    );
  });

  it('reads stock: sold out, low (1 to 5 left), unlimited', () => {
    const [small, smallNavy, mediumSand, , large] = shirt.variants;
    expect(
      [small, smallNavy, mediumSand, large].map((variant) => variant && isSoldOut(variant)),
    ).toEqual([false, true, false, false]);
    expect([small, mediumSand, large].map((variant) => variant && lowStock(variant))).toEqual([
      5,
      2,
      null,
    ]);
  });

  it('limits the quantity to 9999, the stock, and 1 for services when the store says so', () => {
    const [small, , , , large] = shirt.variants;
    expect(quantityLimit(shirt, small ?? null, {})).toBe(5);
    expect(quantityLimit(shirt, large ?? null, {})).toBe(9999);
    const service = { ...shirt, kind: 'SERVICE' as const };
    expect(
      quantityLimit(service, large ?? null, { multipleQuantityAllowedForServices: false }),
    ).toBe(1);
    expect(
      quantityLimit(service, large ?? null, { multipleQuantityAllowedForServices: true }),
    ).toBe(9999);
  });
});

describe('price texts', () => {
  it('shows the chosen variant’s price, a sale with its original, or "from" the lowest', () => {
    expect(priceTexts(shirt, null, 'GBP')).toEqual({ price: 'from £36.00', original: null });
    expect(priceTexts(shirt, shirt.variants[0] ?? null, 'GBP')).toEqual({
      price: '£45.00',
      original: null,
    });
    expect(priceTexts(shirt, shirt.variants[3] ?? null, 'GBP')).toEqual({
      price: '£36.00',
      original: '£48.00',
    });
    expect(priceTexts(shirt, shirt.variants[3] ?? null, 'JPY')).toEqual({
      price: '¥3,600',
      original: '¥4,800',
    });
    const same = { ...shirt, variants: shirt.variants.slice(0, 2) };
    expect(priceTexts(same, null, 'EUR')).toEqual({ price: '€45.00', original: null });
    expect(priceTexts({ ...shirt, variants: [] }, null, 'GBP')).toBeNull();
  });
});

describe('subscription plans', () => {
  it('reads the billing period and says how the plan renews', () => {
    const plan = (value: unknown, unit: unknown, numBillingCycles?: unknown) =>
      readPlan({ billingPeriod: { value, unit }, numBillingCycles });
    expect(planText(plan(1, 'WEEK') ?? fail())).toBe('Renews weekly, until cancelled');
    expect(planText(plan(1, 'month', 0) ?? fail())).toBe('Renews monthly, until cancelled');
    expect(planText(plan(1, 'YEARS') ?? fail())).toBe('Renews yearly, until cancelled');
    expect(planText(plan(2, 'WEEK', 6) ?? fail())).toBe('Renews every 2 weeks, for 6 payments');
    expect(planText(plan(3, 'MONTH', 12) ?? fail())).toBe('Renews every 3 months, for 12 payments');
    expect([plan(0, 'MONTH'), plan(1, 'DAY'), plan(1.5, 'WEEK'), readPlan(null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

function fail(): never {
  throw new Error('expected a plan');
}

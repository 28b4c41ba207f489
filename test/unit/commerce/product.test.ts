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

describe('reading products: what the record or the markup leaves out or gets wrong', () => {
  /** The problems of one variant read from `variant`. */
  const problemsOf = (variant: object) => readVariants([variant]).problems;

  it('takes a product type only as a name or a code, nothing around it', () => {
    expect([' 4', '4 ', [4], '4.0', '', true].map(readProductKind)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('says why a price cannot be read: none given, or not money', () => {
    expect(problemsOf({ sku: 'SQ0000001' })).toEqual([
      'variant 1 is left out: the price of SQ0000001 cannot be read: none',
    ]);
    expect(problemsOf({ sku: 'SQ0000001', price: 'twelve' })).toEqual([
      'variant 1 is left out: the price of SQ0000001 cannot be read: "twelve" is not money',
    ]);
  });

  it('passes over a price field that is null for the next one', () => {
    const { variants } = readVariants([
      { sku: 'SQ0000001', price: null, priceMoney: { currency: 'USD', value: '9.50' } },
    ]);
    expect(variants[0]?.priceCents).toBe(950);
  });

  it('reads stock as a whole number of pieces left, else none', () => {
    const { variants } = readVariants(
      [-3, 2.5, 4, 'x'].map((qtyInStock, index) => ({
        sku: `SQ000000${index}`,
        price: 100,
        unlimited: false,
        qtyInStock,
      })),
    );
    expect(variants.map((variant) => variant.qtyInStock)).toEqual([0, 0, 4, 0]);
    const fromContext = readVariants([
      { sku: 'SQ0000009', price: 100, stock: { unlimited: false, quantity: 3 } },
    ]);
    expect(fromContext.variants[0]).toMatchObject({ unlimited: false, qtyInStock: 3 });
  });

  it('reads the options from optionValues, skipping entries that are not texts', () => {
    const { variants } = readVariants([
      {
        sku: 'SQ0000001',
        price: 100,
        optionValues: [
          { optionName: 'Size', value: 'M' },
          { optionName: 'Colour', value: 3 },
          { optionName: 7, value: 'Red' },
        ],
        // The same options as attributes, or others: optionValues win.
        attributes: { Fit: 'Slim' },
      },
      {
        sku: 'SQ0000002',
        price: 100,
        optionValues: [{ optionName: 'Size', value: null }],
        attributes: { Size: 'L', Count: 3 },
      },
    ]);
    expect(variants.map((variant) => variant.options)).toEqual([{ Size: 'M' }, { Size: 'L' }]);
  });

  it('uses the record when the markup names the same product, or the record names none', () => {
    const variants = [{ sku: 'SQ0000001', price: 100 }];
    const same = readProduct({
      record: { id: 'p1', productType: 1, subscribable: true, variants },
      itemId: 'p1',
    });
    expect(same.product).toMatchObject({ id: 'p1', subscribable: true });
    expect(same.product?.variants).toHaveLength(1);
    const unnamed = readProduct({ record: { productType: 1, variants }, itemId: 'p2' });
    expect(unnamed.product?.id).toBe('p2');
    expect(unnamed.product?.variants).toHaveLength(1);
  });

  it('reads no product without an id, or without a known type', () => {
    const noProduct = { product: null, problems: ['the product has no id or no known type'] };
    expect(readProduct({ record: { productType: 1 } })).toEqual(noProduct);
    expect(readProduct({ record: { id: 'p1', productType: 9 } })).toEqual(noProduct);
  });

  it('sells a digital product by its product-level priceMoney', () => {
    const { product, problems } = readProduct({
      record: {
        id: 'd1',
        productType: 2,
        sku: 'SQ4000002',
        priceMoney: { currency: 'EUR', value: '5.00' },
      },
    });
    expect(problems).toEqual([]);
    expect(product?.variants).toEqual([
      expect.objectContaining({ sku: 'SQ4000002', priceCents: 500, currencyCode: 'EUR' }),
    ]);
    expect(product?.currencyCode).toBe('EUR');
  });

  it('says why a digital product’s single price cannot sell it', () => {
    const { product, problems } = readProduct({
      record: { id: 'd1', productType: 2, priceCents: 500 },
    });
    expect(product?.variants).toEqual([]);
    expect(problems).toEqual([
      'the digital product cannot be sold: its SKU is missing or longer than 60 characters',
    ]);
  });

  it('takes a product-level price only for a digital product without variants', () => {
    const variants = [{ sku: 'SQ0000001', price: 700 }];
    const digital = readProduct({
      record: { id: 'd1', productType: 2, sku: 'SQ4000001', priceCents: 500, variants },
    });
    expect(digital.product?.variants.map((variant) => variant.priceCents)).toEqual([700]);
    const physical = readProduct({
      record: { id: 'p1', productType: 1, sku: 'SQ4000001', priceCents: 500 },
    });
    expect(physical).toEqual({ product: expect.objectContaining({ variants: [] }), problems: [] });
    const unpriced = readProduct({ record: { id: 'd2', productType: 2 } });
    expect(unpriced).toEqual({ product: expect.objectContaining({ variants: [] }), problems: [] });
  });

  it('orders the options as the page shows them, leaving out names no variant has', () => {
    const { product } = readProduct({
      record: {
        id: 'p1',
        productType: 1,
        variants: [{ sku: 'SQ0000001', price: 1, attributes: { Size: 'S', Colour: 'Red' } }],
      },
      optionNames: ['Material', 'Colour'],
    });
    expect(product?.optionNames).toEqual(['Colour', 'Size']);
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

  it('reads low stock as 1 to 5 left of a limited variant only', () => {
    const [small] = shirt.variants;
    const withStock = (qtyInStock: number, unlimited = false) =>
      lowStock({ ...small!, qtyInStock, unlimited });
    expect([0, 1, 5, 6].map((count) => withStock(count))).toEqual([null, 1, 5, null]);
    expect(withStock(3, true)).toBeNull();
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
    // The setting is for services only.
    expect(quantityLimit(shirt, large ?? null, { multipleQuantityAllowedForServices: false })).toBe(
      9999,
    );
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addProduct, requests } from '../../../fixtures/api';
import type { FakeProduct, FakeVariant } from '../../../fixtures/api/commerce-catalogue';
import { contextProduct, dataVariants } from '../../../fixtures/api/product-shapes';
import { CART_CALLS, CART_COOKIE } from '../../../src/api/commerce-names';
import { createCartActions } from '../../../src/commerce/cart-actions';
import { readProduct } from '../../../src/commerce/product';
import { Currency, fractionDigitsOf } from '../../../src/enums/currencies';
import { formatMoney, moneyFromCents } from '../../../src/lib/money';
import { createRuntimeStore } from '../../../src/store/store';
import { serveFakeApi } from '../fixtures/serve-fake-api';

// Issue 32: products as the platform writes them (fixtures/api/product-shapes.ts, from real
// pages and public integrations), generated in every store currency and in currencies of 0 and 3
// minor digits, with every stock form and option set. Each is read as a product page reads it,
// from the page context and from the markup's data-variants, and then bought through the fake
// platform: the cart holds the variant at the page's price.

serveFakeApi();

/** The store's 27, and currencies with other minor units: IDR (real pages), KRW, KWD, BHD. */
const CURRENCIES = [...Currency.names, 'IDR', 'KRW', 'KWD', 'BHD'];

const optionSet = fc.constantFrom<Record<string, readonly string[]>>(
  {},
  { Size: ['Small', 'Medium', 'Large'] },
  { Size: ['S', 'M'], Colour: ['Navy', 'Sand', 'Red'] },
  { 'Gift Amount': ['£25.00', '£50.00'] },
);

const stock = fc.oneof(fc.constant<'unlimited'>('unlimited'), fc.integer({ min: 0, max: 50 }));

/** A product of 1 to 6 variants, each a distinct combination of the product's options. */
const product = fc
  .record({
    currencyCode: fc.constantFrom(...CURRENCIES),
    productType: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    options: optionSet,
    prices: fc.array(
      fc.record({
        price: fc.integer({ min: 0, max: 10_000_000_000 }),
        sale: fc.option(fc.integer({ min: 0, max: 10_000_000_000 }), { nil: null }),
        stock,
      }),
      { minLength: 1, maxLength: 6 },
    ),
    id: fc.stringMatching(/^[0-9a-f]{24}$/),
  })
  .map(({ currencyCode, productType, options, prices, id }): FakeProduct => {
    const names = Object.keys(options);
    const combinations = names.reduce<Array<Record<string, string>>>(
      (all, name) =>
        all.flatMap((chosen) =>
          (options[name] ?? []).map((value) => ({ ...chosen, [name]: value })),
        ),
      [{}],
    );
    const variants: FakeVariant[] = prices
      .slice(0, combinations.length)
      .map(({ price, sale, stock: left }, index) => ({
        id: `v-${index}`,
        sku: `SQ${String(1_000_000 + index).padStart(7, '0')}`,
        price,
        salePrice: sale ?? 0,
        onSale: sale !== null,
        stock: left,
        attributes: combinations[index] ?? {},
      }));
    return {
      id,
      title: 'Generated product',
      productType,
      url: '/shop/p/generated',
      imageUrl: '',
      currencyCode,
      variants,
    };
  });

const paid = (variant: FakeVariant) => (variant.onSale ? variant.salePrice : variant.price);

describe('products in the platform’s shapes (property)', () => {
  it('reads every variant from the page context and from data-variants alike', () => {
    fc.assert(
      fc.property(product, (generated) => {
        for (const read of [
          readProduct({ record: contextProduct(generated) }),
          readProduct({
            record: { id: generated.id, productType: generated.productType },
            variantsJson: JSON.stringify(dataVariants(generated)),
          }),
        ]) {
          expect(read.problems).toEqual([]);
          expect(
            read.product?.variants.map((v) => [
              v.sku,
              v.priceCents,
              v.salePriceCents,
              v.onSale,
              v.unlimited,
              v.qtyInStock,
              v.options,
            ]),
          ).toEqual(
            generated.variants.map((v) => [
              v.sku,
              v.price,
              v.salePrice,
              v.onSale,
              v.stock === 'unlimited',
              v.stock === 'unlimited' ? 0 : v.stock,
              v.attributes,
            ]),
          );
          expect(read.product?.currencyCode).toBe(generated.currencyCode);
        }
      }),
    );
  });

  it('shows each price in its currency’s own digits', () => {
    fc.assert(
      fc.property(product, (generated) => {
        const [first] = generated.variants;
        if (!first) return;
        const money = moneyFromCents(first.price, generated.currencyCode);
        expect(money.ok).toBe(true);
        if (!money.ok) return;
        const text = formatMoney(money.value, { currencyDisplay: 'code' });
        const digits = fractionDigitsOf(generated.currencyCode);
        const decimals = /\.(\d+)$/.exec(text.replace(/\s/g, ''))?.[1] ?? '';
        expect(decimals.length).toBe(digits);
      }),
    );
  });

  it('buys the variant through the fake platform at the page’s price', async () => {
    await fc.assert(
      fc.asyncProperty(product, fc.integer({ min: 1, max: 3 }), async (generated, quantity) => {
        addProduct(generated);
        document.cookie = `${CART_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
        const store = createRuntimeStore();
        const cart = createCartActions(store, generated.currencyCode);
        const read = readProduct({ record: contextProduct(generated) }).product;
        const variant = read?.variants[0];
        const fake = generated.variants[0];
        if (!read || !variant || !fake) throw new Error('no variant');
        const before = requests({ path: CART_CALLS.entries }).length;
        const result = await cart.add({ itemId: read.id, sku: variant.sku, quantity });
        const sent = requests({ path: CART_CALLS.entries }).at(before);
        expect(sent?.body).toEqual({
          itemId: generated.id,
          sku: fake.sku,
          quantity,
          additionalFields: null,
        });
        const enough = fake.stock === 'unlimited' || quantity <= fake.stock;
        expect(result.ok).toBe(enough);
        if (!result.ok) {
          expect(result.message).toMatch(
            /^Unable to add item\. (Only \d+ left in stock|This item is sold out)\.$/,
          );
          return;
        }
        expect(result.cart?.entries[0]).toMatchObject({
          sku: fake.sku,
          quantity,
          unitPriceCents: paid(fake),
        });
        expect(result.cart?.subtotalCents).toBe(paid(fake) * quantity);
        expect(store.getState().cart.totalQuantity).toBe(quantity);
      }),
      { numRuns: 40 },
    );
  });
});

import type { Page } from '@playwright/test';
import { CART_CALLS } from '../../src/api/commerce-names';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Issue 32: the whole purchase path, keyboard only, on real product pages that nobody here wrote
// (fixtures/real-pages/commerce/, SOURCES.md says where each came from). The fake platform sells
// each page's product at the price its own context states (fixtures/api/real-products.ts); the
// cart page must show the price the product page's server text shows.

const CRUMB = 'e2e-real-crumb';

interface Purchase {
  file: string;
  /** Pages a logged-in owner saved would send the test to the editor: ?noredirect stays. */
  query?: string;
  itemId: string;
  sku: string;
  title: string;
  /** The option to choose with the keyboard, by its select's accessible name and value. */
  option?: { label: RegExp; value: string };
  quantity: number;
  /** The price the page's own server text shows for the choice (the sale price on sale). */
  price: string;
}

const PURCHASES: Purchase[] = [
  {
    file: '7.1__physical-size-options-finite-stock.html',
    itemId: '660d5c677b67070328ef1518',
    sku: 'SQ0357750',
    title: 'Sample product',
    option: { label: /Size/, value: '2' },
    quantity: 3,
    price: 'IDR 50.00',
  },
  {
    file: '7.1__physical-on-sale.html',
    itemId: '66536286116f8446f809a563',
    sku: 'SQ8636003',
    title: 'Sample product',
    quantity: 2,
    price: 'IDR 10,000.00',
  },
  {
    file: '7.1__physical-zero-price.html',
    itemId: '65e17f064cef0a4e8df2541e',
    sku: 'SQ2910166',
    title: 'Sample product',
    quantity: 1,
    price: 'IDR 0.00',
  },
  {
    file: '7.1__physical-zero-price-id-ID-owner-view.html',
    query: '?noredirect',
    itemId: '662a12fe65c22370426421d3',
    // A SKU the merchant typed.
    sku: '5k',
    title: 'Sample product',
    quantity: 1,
    price: 'IDR 0.00',
  },
  {
    file: '10xers-labs__thelondondolls__gift-card-physical-options.html',
    itemId: '5c0d7f59032be4548e72b07c',
    sku: 'SQ7186715',
    title: 'Gift Card',
    option: { label: /Gift Amount/, value: '£50' },
    quantity: 2,
    price: '£50.00',
  },
  {
    file: '10xers-labs__thelondondolls__lash-lift-diploma-service.html',
    itemId: '5e1850790edc8649d0a43270',
    sku: 'SQ2083473',
    title: 'Lash Lift Diploma 1 Day Course 2nd June',
    quantity: 2,
    price: '£250.00',
  },
];

async function openProductPage(page: Page, file: string, query = ''): Promise<void> {
  await page.goto(`/real/commerce/${file}${query}`);
  await waitForRuntimeReady(page);
  await page.waitForFunction(() =>
    window.SiteRuntime?.controllers().every((controller) => controller.state !== 'pending'),
  );
}

/** The product's own add-to-cart button (a real page may carry a second, hidden one). */
const addButton = (page: Page) => page.locator('.sqs-add-to-cart-button').first();

/** Chooses `value` in the select named `label` with the keyboard only. */
async function chooseWithKeyboard(page: Page, label: RegExp, value: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label }).first();
  await select.focus();
  for (let step = 0; step < 12 && (await select.inputValue()) !== value; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}

/** Types `quantity` into the page's quantity field, reached from the keyboard. */
async function typeQuantity(page: Page, quantity: number): Promise<void> {
  const field = page.locator('.product-quantity-input input').first();
  if ((await field.count()) === 0) return;
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(String(quantity));
}

test.describe('the purchase path on real product pages (issue 32)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'crumb', value: CRUMB, url: baseURL ?? '' }]);
  });

  for (const purchase of PURCHASES) {
    test(`${purchase.file}: choose, add by keyboard; the cart shows ${purchase.price}`, async ({
      page,
      inbox,
    }) => {
      await openProductPage(page, purchase.file, purchase.query);
      const states = await page.evaluate(() => [
        ...(window.SiteRuntime?.blocks() ?? []),
        ...(window.SiteRuntime?.controllers() ?? []),
      ]);
      expect(states.filter((unit) => unit.state === 'failed')).toEqual([]);

      if (purchase.option)
        await chooseWithKeyboard(page, purchase.option.label, purchase.option.value);
      await typeQuantity(page, purchase.quantity);
      await addButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.sr-product-message').first()).toHaveText('Added to cart.');

      const [added] = await inbox.requestsTo(CART_CALLS.entries);
      expect(added).toMatchObject({
        method: 'POST',
        query: { crumb: CRUMB },
        headers: { 'x-csrf-token': CRUMB },
        body: { itemId: purchase.itemId, sku: purchase.sku, quantity: purchase.quantity },
      });
      // Every cart indicator of the page counts the items.
      await expect(page.locator('.sqs-cart-quantity').first()).toHaveText(
        String(purchase.quantity),
      );

      await page.goto('/commerce-cart.html');
      const row = page.locator('.sr-cart__entry').filter({ hasText: purchase.title });
      await expect(row.locator('.sr-cart__unit-price')).toHaveText(purchase.price);
      await expect(row.getByRole('spinbutton')).toHaveValue(String(purchase.quantity));
    });
  }

  test('a subscription goes to /checkout/subscribe with the cart it started', async ({
    page,
    inbox,
  }) => {
    await openProductPage(page, '7.1__service-subscription-monthly.html');
    const subscribe = page.getByRole('button', { name: 'Subscribe' }).first();
    await expect(page.locator('.sr-product-plan').first()).toHaveText(
      'Renews monthly, until cancelled',
    );
    await subscribe.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout/subscribe?*');
    const token = new URL(page.url()).searchParams.get('cartToken');
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    const [added] = await inbox.requestsTo(CART_CALLS.entries);
    expect(added?.body).toMatchObject({
      itemId: '624b3c8c48a38b1e837e619a',
      sku: 'SQ1681350',
      quantity: 1,
    });
  });

  test('a sold-out product says so, disabled, and sends nothing', async ({ page, inbox }) => {
    await openProductPage(page, '10xers-labs__thelondondolls__lip-mask-sold-out.html');
    const button = addButton(page);
    await expect(button).toHaveText('Sold Out');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.sr-product-message').first()).toHaveText('Sold Out');
    expect(await inbox.requestsTo(CART_CALLS.entries)).toEqual([]);
  });

  test('a product whose data cannot be read says so at once, disabled, and is listed failed', async ({
    page,
    inbox,
    pageErrors,
  }) => {
    // The runtime logs the failure it lists, as it logs every failed unit.
    pageErrors.allowConsoleErrors(/ProductCartButton .* failed Error: Nothing can be bought here/);
    // The on-sale page with its only variant's SKU gone (it has no data-variants: one variant).
    const file = '7.1__physical-on-sale.html';
    await page.route(`**/real/commerce/${file}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replaceAll('SQ8636003', '');
      await route.fulfill({ response, body: html });
    });
    await openProductPage(page, file);
    const button = addButton(page);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const message = page.locator('.sr-product-message').first();
    await expect(message).toHaveText(
      'Unable to add item. This product cannot be bought here. Please contact the store.',
    );
    await expect(button).toHaveAccessibleDescription(
      'Unable to add item. This product cannot be bought here. Please contact the store.',
    );
    const failed = await page.evaluate(() =>
      window.SiteRuntime?.controllers().filter((controller) => controller.state === 'failed'),
    );
    expect(failed?.map((controller) => controller.name)).toEqual(['ProductCartButton']);
    expect(failed?.[0]?.error).toContain('its SKU is missing');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await inbox.requestsTo(CART_CALLS.entries)).toEqual([]);
  });

  test('a page a logged-in owner saved, with no button left, boots with nothing failed', async ({
    page,
  }) => {
    await openProductPage(page, '7.1__physical-no-options-owner-view.html', '?noredirect');
    const states = await page.evaluate(() => [
      ...(window.SiteRuntime?.blocks() ?? []),
      ...(window.SiteRuntime?.controllers() ?? []),
    ]);
    expect(states.filter((unit) => unit.state === 'failed')).toEqual([]);
  });
});

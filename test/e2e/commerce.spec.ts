import type { Page } from '@playwright/test';
import { CART_CALLS, CART_COOKIE } from '../../src/api/commerce-names';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// Commerce in Chromium, kept lean: each test is one flow through one or two page loads, checking
// several facts on the way, with the keyboard only wherever the visitor acts.

const NO_CART =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** Waits until every block and template controller of the page has started (or ended otherwise). */
async function waitForCommerce(page: Page): Promise<void> {
  await waitForRuntimeReady(page);
  await page.waitForFunction(() =>
    window.SiteRuntime?.controllers().every((controller) => controller.state !== 'pending'),
  );
}

/** The id of the focused element. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Fills the visitor's cart through the fake platform, as the shop's pages do (the cookie comes back). */
async function fillCart(page: Page): Promise<void> {
  for (const [itemId, sku, quantity] of [
    ['65a1f0c2b3d4e5f607182930', 'SQ1000004', 2],
    ['65a1f0c2b3d4e5f607182934', 'SQ5000001', 1],
  ] as const) {
    const response = await page.request.post(CART_CALLS.entries, {
      data: { itemId, sku, quantity, additionalFields: null },
    });
    expect(response.ok()).toBe(true);
  }
}

test('product page: choose, add and fail with the keyboard only; the cart follows in a second tab', async ({
  page,
  context,
  faults,
  pageErrors,
}) => {
  // The failures below are the point: Chromium logs each failed request.
  pageErrors.allowConsoleErrors(/Failed to load resource/);
  const details = page.locator('.ProductItem-details');
  const button = details.getByRole('button', { name: 'Add To Cart' });
  const message = details.locator('.sr-product-message');
  await page.goto('/commerce-product.html');
  await waitForCommerce(page);
  // The second tab: the cart page of the same visitor.
  const cartTab = await context.newPage();
  await cartTab.goto('/commerce-cart.html');
  await expect(cartTab.locator('.sr-cart')).toContainText(
    'You have nothing in your shopping cart.',
  );

  // Names a screen reader reads.
  await expect(page.getByRole('region', { name: 'Linen shirt: Product images' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Linen shirt in sand, front' })).toBeVisible();
  // The floating cart is hidden while the cart is empty: only the header's is read.
  await expect(page.getByRole('link', { name: '0 items in cart' })).toHaveCount(1);
  await expect(details.locator('.product-price')).toHaveText('from £36.00');

  // Add before choosing: the message, and the focus on the first missing option.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(message).toHaveText('Select Size.');
  expect(await focusedId(page)).toBe('shirt-size');
  await expect(page.getByLabel('Size:')).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Size:')).toHaveValue('Medium');
  await expect(page.getByLabel('Colour:')).toHaveValue('Sand');
  await expect(details.locator('.sr-product-stock')).toHaveText('Only 2 left');
  await expect(details.locator('.product-price')).toHaveText('£45.00');

  // Over the stock: refused before any call, the quantity focused.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(message).toHaveText('Only 2 left in stock: choose 2 or fewer.');
  expect(await focusedId(page)).toBe('shirt-quantity');

  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(message).toHaveText('Added to cart.');
  await expect(page.getByRole('link', { name: '2 items in cart' })).toHaveCount(2);
  await expect(page.locator('#floatingCart')).toBeVisible();
  // The other tab follows, without a reload.
  await expect(cartTab.getByRole('link', { name: '2 items in cart' })).toHaveCount(2);
  await expect(
    cartTab.getByRole('spinbutton', {
      name: 'Quantity of Linen shirt (Size: Medium, Colour: Sand)',
    }),
  ).toHaveValue('2');

  // Refused by the platform (status 200 with `error`): its words, the choices kept.
  await page.getByLabel('Size:').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Size:')).toHaveValue('Small');
  await page.route(
    `**${CART_CALLS.entries}*`,
    (route) => route.fulfill({ json: { error: 'This item sold out while you were choosing.' } }),
    { times: 1 },
  );
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(message).toHaveText(
    'Unable to add item. This item sold out while you were choosing.',
  );
  await expect(page.getByLabel('Size:')).toHaveValue('Small');
  await expect(page.getByLabel('Colour:')).toHaveValue('Sand');
  await expect(page.getByLabel('Quantity:').first()).toHaveValue('2');

  // Offline: the same, and the cart as it was.
  await page.getByLabel('Size:').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await faults.set({ path: CART_CALLS.entries, fault: 'network', times: 1 });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(message).toHaveText('Unable to add item. Unable to connect. Please try again');
  await expect(page.getByLabel('Size:')).toHaveValue('Large');
  await expect(page.getByRole('link', { name: '2 items in cart' })).toHaveCount(2);

  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('cart page: quantities, removal and checkout by keyboard, failures keep the cart', async ({
  page,
  context,
  faults,
  pageErrors,
}) => {
  pageErrors.allowConsoleErrors(/status of 429/);
  await fillCart(page);
  await page.goto('/commerce-cart.html');
  const tote = page.getByRole('spinbutton', { name: 'Quantity of Canvas tote' });
  await expect(tote).toHaveValue('1');
  await expect(page.locator('.sr-cart__subtotal')).toHaveText('Subtotal £92.00');

  await tote.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(page.locator('.sr-cart__subtotal')).toHaveText('Subtotal £132.00');
  await expect(page.getByRole('link', { name: '5 items in cart' })).toHaveCount(2);

  // A failed change: the spec's message, the cart as it was, the typed quantity still there.
  await faults.set({ path: '/api/3/commerce/cart/*', fault: 429, times: 1 });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unable to update quantity.' }),
  ).toHaveText('Unable to update quantity. Too many requests. Please wait a moment and try again.');
  await expect(tote).toHaveValue('4');
  await expect(page.locator('.sr-cart__subtotal')).toHaveText('Subtotal £132.00');
  // Escape gives the cart's quantity back (leaving the field would send 4 again).
  await page.keyboard.press('Escape');
  await expect(tote).toHaveValue('3');

  // Removal: the focus goes on to the next entry.
  await page
    .getByRole('button', { name: 'Remove Linen shirt (Size: Medium, Colour: Navy)' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Canvas tote' })).toBeFocused();
  await expect(page.locator('.sr-cart__subtotal')).toHaveText('Subtotal £60.00');

  // Checkout: the express checkout route, exactly.
  await page.getByRole('link', { name: 'Checkout' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/commerce/goto-checkout');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/commerce/goto-checkout');

  // Without the cart cookie (the session expired): the platform has no cart for this visitor,
  // so the spec's alert, and no navigation.
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(cookies.filter((cookie) => cookie.name !== CART_COOKIE));
  await page.getByRole('link', { name: 'Checkout' }).click();
  const alert = page.getByRole('dialog', { name: NO_CART });
  await expect(alert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/commerce-cart.html');
});

test('checkout routes: subscription, gift card and donation, exactly as the spec gives them', async ({
  page,
  pageErrors,
}) => {
  // The giving page's second donation block names no donation page: skipped, and logged.
  pageErrors.allowConsoleErrors(/Block block-donation-broken/);
  const address = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  await page.goto('/commerce-subscription.html');
  await waitForCommerce(page);
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await expect(page.locator('.sr-product-plan')).toHaveText('Renews monthly, until cancelled');
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  await subscribe.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/checkout/subscribe?*');
  expect(address()).toMatch(/^\/checkout\/subscribe\?cartToken=[A-Za-z0-9]{24}$/);

  await page.goto('/commerce-giving.html');
  await waitForCommerce(page);
  await page.getByLabel('Amount:').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Buy gift card' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/checkout/giftcard?*');
  expect(address()).toBe(
    '/checkout/giftcard?websiteId=64f0c2a1b3d4e5f60718293a&giftCardProductId=65a1f0c2b3d4e5f607182932&sku=SQ3000050',
  );

  await page.goBack();
  await expect(page.locator('#block-donation-appeal')).toHaveAttribute('data-sr-state', 'mounted');
  await page.getByRole('button', { name: 'Donate', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.waitForURL('**/checkout/donate?*');
  expect(address()).toBe('/checkout/donate?donatePageId=65a1f0c2b3d4e5f6071829d0');
  await expect(page.locator('#checkout-query')).toContainText('65a1f0c2b3d4e5f6071829d0');
});

test('review request and member area by keyboard, with names and axe', async ({ page }) => {
  await page.goto('/commerce-reviews.html');
  await waitForCommerce(page);
  const submit = page.getByRole('button', { name: 'Submit review' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select a star rating.' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 of 5 stars' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
  await page.getByLabel('Review', { exact: true }).focus();
  await page.keyboard.type('Soft, and it keeps its shape.');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.sr-review__state')).toHaveText('Thank you for your review.');
  await expect(page.locator('.sr-review__state')).toBeFocused();
  let violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  // The request is answered now.
  await page.reload();
  await expect(page.locator('.sr-review__state')).toHaveText(
    'You have already reviewed this purchase.',
  );

  await page.goto('/commerce-member-area.html');
  await waitForCommerce(page);
  const toggle = page.getByRole('radiogroup', { name: 'Billing period' });
  await expect(toggle.getByRole('radio', { name: 'Monthly' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await toggle.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toggle.getByRole('radio', { name: 'Yearly' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Join yearly' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join monthly' })).toBeHidden();
  await expect(page.getByText('£80 a year (two months free)')).toBeVisible();
  await expect(page.getByText('£8 a month')).toBeHidden();
  violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('a real page without commerce fetches no commerce code and calls no cart', async ({
  page,
}) => {
  const packs = recordPackRequests(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/real/home-7.1-2026.html');
  await waitForRuntimeReady(page);
  await waitForInitialisers(page);
  // The floating cart of the template, named from the (empty) cart.
  await expect(page.locator('#floatingCart a')).toHaveAttribute('aria-label', '0 items in cart');
  await expect(page.locator('#floatingCart')).toHaveClass(/\bhidden\b/);
  expect(packs.filter((name) => name.startsWith('commerce'))).toEqual([]);
  expect(requested.filter((path) => path.includes('commerce'))).toEqual([]);
});

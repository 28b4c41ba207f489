import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// The Amazon block on demo/pages/more-blocks.html (fixtures/blocks/amazon.html): the server's
// three links to the product, made safe and named.

const AMAZON = '#block-amazon-book';

test('the picture link is named after the product; every link says it opens a new tab; axe', async ({
  page,
}) => {
  await page.goto('/more-blocks.html');
  const blocks = await waitForRuntimeReady(page);
  expect(blocks.find((block) => block.id === 'block-amazon-book')).toMatchObject({
    type: 'amazon',
    state: 'mounted',
    error: null,
  });
  const block = page.locator(AMAZON);
  const links = block.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toHaveAccessibleName('The Design of Everyday Things');
  await expect(links.nth(1)).toHaveAccessibleName('The Design of Everyday Things');
  await expect(links.nth(2)).toHaveAccessibleName('Buy on Amazon');
  for (const index of [0, 1, 2]) {
    await expect(links.nth(index)).toHaveAccessibleDescription('Opens in a new tab');
    await expect(links.nth(index)).toHaveAttribute('rel', 'noopener');
    await expect(links.nth(index)).toHaveAttribute('href', 'https://www.amazon.com/dp/0465050654');
  }
  // The picture says nothing of its own inside the named link.
  await expect(block.getByRole('img')).toHaveCount(0);

  // Reached from the keyboard, in order.
  await links.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(links.nth(2)).toBeFocused();

  const violations = await axeViolations(page, {}, [AMAZON]);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('Enter on a product link opens Amazon in a new tab, without an opener', async ({
  page,
  context,
  externalRequests,
}) => {
  await page.goto('/more-blocks.html');
  await waitForRuntimeReady(page);
  await page.locator(AMAZON).getByRole('link', { name: 'Buy on Amazon' }).focus();
  const [opened] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await opened.waitForLoadState('domcontentloaded');
  expect(opened.url()).toBe('https://www.amazon.com/dp/0465050654');
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  // The visit went to Amazon (answered locally by the test fixture), not from this page's script.
  expect(externalRequests).toEqual(['https://www.amazon.com/dp/0465050654']);
});

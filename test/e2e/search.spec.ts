import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// The search block, its preview pack and the search page on demo/pages/search.html
// (fixtures/blocks/search.html); the fake API searches the demo pages.

test('the preview by keyboard, then the search page with its results; axe', async ({ page }) => {
  await page.goto('/search.html');
  await waitForRuntimeReady(page);
  await expect(
    page.locator('#block-search').getByRole('searchbox', { name: 'Search' }),
  ).toBeVisible();
  // The field becomes a combobox once the preview pack, fetched on its first focus, has run:
  // found by its type, it is the same field before and after (a role would lose it mid-typing).
  const field = page.locator('#block-search input[type="search"]');
  await field.click();
  await field.pressSequentially('block');
  const combobox = page.locator('#block-search').getByRole('combobox', { name: 'Search' });
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText('Map block');
  await expect(options.last()).toHaveText('See all results for “block”');
  await expect(page.locator('#block-search').getByRole('status')).toHaveText(/^\d+ suggestions$/);
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const open = await axeViolations(page);
  expect(open, formatViolations(open)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');

  // Enter without a choice searches: the search page lists the results of q.
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\.html\?q=block$/);
  await waitForRuntimeReady(page);
  const results = page.locator('#search-page');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(/^\d+ results for “block”$/);
  await expect(results.getByRole('link', { name: 'Map block' })).toHaveAttribute(
    'href',
    '/map.html',
  );
  await expect(page.getByLabel('Search this site')).toHaveValue('block');
});

test('a failing search says "Unable to load results"; "Try again" brings them', async ({
  page,
  faults,
  pageErrors,
}) => {
  pageErrors.allowConsoleErrors(/Failed to load resource/);
  await faults.set({ path: '/api/search/GeneralSearch', fault: 500, times: 1 });
  await page.goto('/search.html?q=block');
  await waitForRuntimeReady(page);
  const results = page.locator('#search-page');
  await expect(results.getByRole('status')).toHaveText('Unable to load results');
  await results.getByRole('button', { name: 'Try again' }).click();
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(/results for “block”$/);
  await expect(results.getByRole('link').first()).toBeFocused();
});

test('a result chosen in the preview opens on this site, whatever <base> content holds (issue 31, row 9)', async ({
  page,
  baseURL,
  externalRequests,
}) => {
  await page.goto('/search.html');
  await waitForRuntimeReady(page);
  const field = page.locator('#block-search input[type="search"]');
  await field.click();
  await field.pressSequentially('block');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText('Map block');
  // Content holding a <base> (here added once the packs are in, as late content may be).
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('afterbegin', '<base href="http://elsewhere.test/">'),
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseURL}/map.html`);
  expect(externalRequests.filter((url) => url.includes('elsewhere.test'))).toEqual([]);
});

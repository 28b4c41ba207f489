import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Chart and calendar blocks on demo/pages/chart-calendar.html (fixtures/blocks/chart-calendar.html);
// the calendar's events from the fake API.

test('charts are named images with their numbers; the calendar changes month by keyboard; axe', async ({
  page,
}) => {
  await page.goto('/chart-calendar.html');
  await waitForRuntimeReady(page);
  await expect(page.getByRole('img', { name: 'Visitors by season' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rainfall' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'How visitors arrive' })).toBeVisible();
  const bar = page.locator('#block-chart-bar');
  await bar.getByText('Chart data').click();
  await expect(bar.getByRole('row', { name: 'Summer 24 15' })).toBeVisible();

  const calendar = page.locator('#block-calendar');
  await expect(calendar.getByRole('status')).toHaveText(/^3 events in /);
  const month = await calendar.getByRole('heading').textContent();
  await calendar.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('heading')).not.toHaveText(month ?? '');
  await expect(calendar.getByRole('button', { name: 'Next month' })).toBeFocused();
  await expect(calendar.getByRole('link', { name: 'Book club' })).toHaveAttribute(
    'href',
    /\/book-club$/,
  );
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('the calendar says "Unable to load. Try again." and tries again', async ({
  page,
  faults,
  pageErrors,
}) => {
  pageErrors.allowConsoleErrors(/Failed to load resource/);
  await faults.set({ path: '/api/open/GetItemsByMonth', fault: 500, times: 1 });
  await page.goto('/chart-calendar.html');
  await waitForRuntimeReady(page);
  const calendar = page.locator('#block-calendar');
  await expect(calendar.getByRole('status')).toHaveText('Unable to load. Try again.');
  await calendar.getByRole('button', { name: 'Try again' }).click();
  await expect(calendar.getByRole('status')).toHaveText(/^3 events in /);
});

import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// The announcement bar on demo/pages/announcement-bar.html (no dropzone in its template, so the
// bar is fixed to the top), and the logout=true notice.

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

async function open(page: Page, path = '/announcement-bar.html'): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
}

/** Layout shift of the page, leaving out the demo's own status panel, which fills in late. */
function layoutShiftOutsideStatusPanel(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }
          >) {
            const sources = entry.sources ?? [];
            const panel = document.getElementById('runtime-status');
            const fromPanel = sources.every((source) => panel?.contains(source.node ?? null));
            if (!fromPanel || sources.length === 0) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test.describe('announcement bar', () => {
  test('shows the announcement fixed at the top without moving the page', async ({ page }) => {
    await open(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('Free delivery on every order this week.');
    const box = await bar(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(
      await page
        .locator('.sr-announcement-bar-host')
        .evaluate((host) => getComputedStyle(host).position),
    ).toBe('fixed');
    expect(await layoutShiftOutsideStatusPanel(page)).toBe(0);

    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('the whole bar links to the clickthrough address; the link in its text to its own', async ({
    page,
  }) => {
    await open(page);
    const link = page.getByRole('link', {
      name: 'Free delivery on every order this week. See the popup overlay too',
    });
    await expect(link).toHaveAttribute('href', '/menu.html');

    // A click on the text, away from the inner link, follows the bar's link.
    const text = bar(page).locator('.sqs-announcement-bar-text');
    const textBox = await text.boundingBox();
    if (!textBox) throw new Error('the bar text has no box');
    await page.mouse.click(textBox.x + 5, textBox.y + textBox.height / 2);
    await page.waitForURL(/\/menu\.html$/);

    await open(page);
    await bar(page).getByRole('link', { name: 'See the popup overlay too', exact: true }).click();
    await page.waitForURL(/\/overlays\.html$/);
  });

  test('is reachable with the keyboard: bar link, inner link, then Close', async ({ page }) => {
    await open(page);
    // The bar comes from a pack that may arrive after the runtime is ready.
    await expect(bar(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('.sqs-announcement-bar-url')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      bar(page).getByRole('link', { name: 'See the popup overlay too', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close announcement' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveCount(0);
  });

  test('once closed it stays closed for the session; a new session shows it again', async ({
    page,
    context,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => sessionStorage.getItem('sr-announcement-bar:dismissed')),
    ).toMatch(/^[0-9a-f]{8}$/);
    await expect(page.locator('#bar-state')).toContainText('Closed this session');

    await page.reload();
    await waitForRuntimeReady(page);
    await expect(bar(page)).toHaveCount(0);

    // Another tab has a session of its own.
    const other = await context.newPage();
    await open(other);
    await expect(bar(other)).toBeVisible();
    await other.close();

    // The demo's reset brings it back on this page.
    await page.getByRole('button', { name: 'Forget that I closed the bar' }).click();
    await expect(bar(page)).toBeVisible();
  });

  test('logout=true shows the logout notice once', async ({ page }) => {
    await open(page, '/announcement-bar.html?logout=true');
    const notice = page.getByRole('status').filter({ hasText: 'Logout Successful' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('You have been successfully logged out.');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    await page.reload();
    // The notice comes from an idle initialiser: absent only once every initialiser has run.
    await waitForInitialisers(page);
    await expect(page.getByRole('status').filter({ hasText: 'Logout Successful' })).toHaveCount(0);
  });
});

test.describe('announcement bar: its pack', () => {
  test('is fetched when the bar shows, not once the visitor closed it for the session', async ({
    page,
  }) => {
    const packs = recordPackRequests(page);
    await open(page);
    await expect(bar(page)).toBeVisible();
    expect(packs.filter((name) => name === 'announcement-bar')).toEqual(['announcement-bar']);
    await page.getByRole('button', { name: 'Close announcement' }).click();

    packs.length = 0;
    await page.reload();
    await waitForInitialisers(page);
    await expect(bar(page)).toHaveCount(0);
    expect(packs).not.toContain('announcement-bar');
  });
});

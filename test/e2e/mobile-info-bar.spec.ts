import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// The mobile info bar on demo/pages/mobile-info-bar.html: all four items enabled.

const infoBar = (page: Page) => page.getByRole('region', { name: 'Contact information' });

async function open(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/mobile-info-bar.html');
  await waitForRuntimeReady(page);
}

test.describe('mobile info bar', () => {
  test('shows at 1024 px with email, call and location links', async ({ page }) => {
    await open(page, 1024);
    const bar = infoBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Email/ })).toHaveAttribute(
      'href',
      'mailto:hello@runtime-bakery.example',
    );
    await expect(bar.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+441174960000',
    );
    const location = bar.getByRole('link', { name: /^Location/ });
    await expect(location).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Mill%20Lane%2C%20Bristol%20BS1%204XY%2C%20United%20Kingdom',
    );
    await expect(location).toHaveAttribute('target', '_blank');
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(800);
  });

  test('is absent at 1025 px and follows the viewport as it is resized', async ({ page }) => {
    await open(page, 1025);
    await expect(infoBar(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(infoBar(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(infoBar(page)).toHaveCount(0);
  });

  test('opens the opening hours with the keyboard', async ({ page }) => {
    await open(page, 390);
    const hours = infoBar(page).getByRole('button', { name: 'Hours' });
    await hours.focus();
    await expect(hours).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(hours).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(
      `#${await hours.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
    );
    await expect(panel).toBeVisible();
    await expect(panel.locator('dt').first()).toHaveText('Monday');
    await expect(panel.locator('dd').last()).toHaveText('Closed');

    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    await page.keyboard.press('Space');
    await expect(hours).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('never covers the end of the page', async ({ page }) => {
    await open(page, 600);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await page.locator('#page-end').boundingBox();
    const bar = await infoBar(page).boundingBox();
    if (!end || !bar) throw new Error('missing boxes');
    expect(end.y + end.height).toBeLessThanOrEqual(bar.y);
  });
});

test.describe('mobile info bar: its pack', () => {
  test('is not fetched on a wide viewport, only once the viewport narrows to 1024 px', async ({
    page,
  }) => {
    const packs = recordPackRequests(page);
    await open(page, 1280);
    await waitForInitialisers(page);
    expect(packs).not.toContain('mobile-info-bar');

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(infoBar(page)).toBeVisible();
    expect(packs.filter((name) => name === 'mobile-info-bar')).toEqual(['mobile-info-bar']);
  });
});

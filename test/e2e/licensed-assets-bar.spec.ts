import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { afterIdle, recordPackRequests } from './support/pack-requests';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// The licensed-assets bar (initialisers/licensed-assets-bar) on demo/pages/licensed-assets.html:
// the page's context is the owner's and it holds two images marked
// data-licensed-asset-preview="true" and one marked "false".

const PAGE = '/licensed-assets.html';
const PACK = 'licensed-assets-bar';

const bar = (page: Page) => page.getByRole('region', { name: 'Licensed assets' });

/** Serves the demo page changed by `edit` (a visitor's context, no preview image...). */
async function servePage(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await waitForRuntimeReady(page);
  await waitForInitialisers(page);
}

test('the owner sees how many previews the page shows; Dismiss and Escape work from the keyboard; axe', async ({
  page,
}) => {
  const packs = recordPackRequests(page);
  await open(page);
  await expect(bar(page)).toHaveText(
    /This page shows 2 preview images that are not licensed\.\s*Dismiss/,
  );
  expect(packs.filter((name) => name === PACK)).toEqual([PACK]);
  // Fixed to the viewport, inside it: it covers nothing of the page's flow.
  expect(await bar(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await expect(bar(page)).toBeInViewport();
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);

  const dismiss = bar(page).getByRole('button', { name: 'Dismiss' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(bar(page)).toHaveCount(0);

  await page.reload();
  await waitForRuntimeReady(page);
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Escape');
  await expect(bar(page)).toHaveCount(0);
});

test('a visitor gets no bar and no pack', async ({ page }) => {
  await servePage(page, (html) =>
    html.replace(/"authenticatedAccount":\s*\{[^}]*\}/, '"authenticatedAccount": null'),
  );
  const packs = recordPackRequests(page);
  await open(page);
  await afterIdle(page);
  expect(packs).not.toContain(PACK);
  await expect(bar(page)).toHaveCount(0);
});

test('an owner on a page without a preview image gets no bar and no pack', async ({ page }) => {
  await servePage(page, (html) =>
    html.replaceAll('data-licensed-asset-preview="true"', 'data-licensed-asset-preview="false"'),
  );
  const packs = recordPackRequests(page);
  await open(page);
  await afterIdle(page);
  expect(packs).not.toContain(PACK);
  await expect(bar(page)).toHaveCount(0);
});

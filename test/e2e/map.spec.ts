import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// The map pack on demo/pages/map.html (fixtures/blocks/map.html): the real block of the StatSocAus
// page, a 7.0 block with coordinates only, and a 2026 component. The page has the restrictive
// cookie policy on; its maps come from the fake API's offline test maps (/api/test-maps/maps.js).

const REAL = '#block-359e3205ce0444997098';
const COORDINATES = '#block-map-coordinates';
const COMPONENT = '#block-map-component';
const MAPS_SCRIPT = '/api/test-maps/maps.js';

async function openPage(page: Page): Promise<void> {
  await page.goto('/map.html');
  const blocks = await waitForRuntimeReady(page);
  expect(
    blocks.filter((block) => block.type.startsWith('map')).map((block) => block.state),
  ).toEqual(['mounted', 'mounted', 'mounted']);
}

const stateOf = (page: Page, block: string) =>
  page.locator(`${block} .sr-map`).getAttribute('data-sr-map-state');
const mapOf = (page: Page, block: string): Locator => page.locator(`${block} .sr-test-map`);
const heightOf = async (page: Page, block: string) =>
  (await page.locator(`${block} .sqs-block-content`).boundingBox())?.height;

test.describe('map block, restrictive policy', () => {
  test.use({ consent: 'declined' });

  test('the address first, nothing fetched; one map on request, the others after accepting cookies', async ({
    page,
    inbox,
    pageErrors,
  }) => {
    // Offline, the browser logs the analytics hit that accepting sends.
    pageErrors.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await openPage(page);
    const real = page.locator(REAL);
    await expect(real.locator('address')).toHaveText(
      /University of Wollongong\s*Northfields Ave\s*Wollongong, NSW, 2522\s*Australia/,
    );
    await expect(
      real.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      /^https:\/\/maps\.google\.com\/maps\?q=University\+of\+Wollongong.*&ll=-34\.4079569%2C150\.877135&z=12$/,
    );
    for (const block of [REAL, COORDINATES, COMPONENT]) {
      expect(await stateOf(page, block)).toBe('consent');
    }
    expect(await page.locator('script[data-sr-maps]').count()).toBe(0);
    expect(await inbox.requestsTo(MAPS_SCRIPT)).toEqual([]);
    const cards = await axeViolations(page);
    expect(cards, formatViolations(cards)).toEqual([]);

    // The keyboard: the card's button loads this one map and takes the focus to it.
    const cardHeight = await heightOf(page, REAL);
    await real.getByRole('button', { name: 'Show the map' }).focus();
    await page.keyboard.press('Enter');
    const map = mapOf(page, REAL);
    await expect(map).toHaveAttribute('data-key', 'demo-maps-key-0123456789');
    await expect(map).toHaveAttribute('data-language', 'en-AU');
    await expect(map).toHaveAttribute('data-region', 'AU');
    await expect(page.getByRole('region', { name: 'Map: University of Wollongong' })).toBeFocused();
    expect(await heightOf(page, REAL)).toBe(cardHeight);
    expect(await stateOf(page, COORDINATES)).toBe('consent');

    // Accepting cookies loads the maps that waited (offline: once the network is back); the script
    // was fetched once.
    await page.locator(COMPONENT).getByRole('button', { name: 'Cookie preferences' }).click();
    const accept = page.getByRole('button', { name: 'Accept all' });
    await expect(accept).toBeVisible();
    await page.context().setOffline(true);
    await accept.click();
    await expect(page.locator(COORDINATES).getByRole('status')).toHaveText(
      'You are offline. The map loads when you are back online.',
    );
    await page.context().setOffline(false);
    await expect(mapOf(page, COORDINATES)).toHaveAttribute('data-map-type', 'satellite');
    await expect(mapOf(page, COMPONENT)).toBeVisible();
    expect(await inbox.requestsTo(MAPS_SCRIPT)).toHaveLength(1);

    // The marker opens the maps page.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator(REAL).getByRole('button', { name: 'University of Wollongong' }).click(),
    ]);
    expect(popup.url()).toContain('ll=-34.4079569%2C150.877135&z=12');
    await popup.close();
    const maps = await axeViolations(page);
    expect(maps, formatViolations(maps)).toEqual([]);
  });
});

test.describe('map block, with consent', () => {
  test.use({ consent: 'accepted' });

  test('a failing script leaves the cards with "Try again"; one retry brings every map', async ({
    page,
    faults,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/Failed to load resource/);
    await faults.set({ path: '/api/test-maps/*', fault: 500, times: 1 });
    await openPage(page);
    const real = page.locator(REAL);
    await expect(real.getByRole('status')).toHaveText('The map could not be loaded.');
    await real.getByRole('button', { name: 'Try again' }).click();
    await expect(mapOf(page, REAL)).toBeVisible();
    await expect(mapOf(page, COMPONENT)).toBeVisible();
    await expect(mapOf(page, COORDINATES)).toBeVisible();
  });
});

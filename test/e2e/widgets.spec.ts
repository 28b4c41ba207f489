import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// The table-booking, scheduling and tour dates packs on demo/pages/widgets.html
// (fixtures/blocks/widgets.html), with the fake API's offline stand-ins for the providers'
// scripts. The page has the restrictive cookie policy on.

const OPENTABLE = '#block-opentable';
const TOCK = '#block-tock';
const SCHEDULING = '#block-scheduling';
const TOURDATES = '#block-tourdates';
const ALL = [OPENTABLE, TOCK, SCHEDULING, TOURDATES];

async function openPage(page: Page, path = '/widgets.html'): Promise<void> {
  await page.goto(path);
  const blocks = await waitForRuntimeReady(page);
  const ours = blocks.filter((block) =>
    ['opentable', 'tock', 'scheduling', 'tourdates'].includes(block.type),
  );
  expect(ours.map((block) => block.state)).toEqual(['mounted', 'mounted', 'mounted', 'mounted']);
}

const stateOf = (page: Page, block: string) =>
  page.locator(`${block} .sr-widget`).getAttribute('data-sr-widget-state');

test.describe('widgets, restrictive policy', () => {
  // The demo's column is then about 670 px wide: Tock's column layout, OpenTable's standard one.
  test.use({ consent: 'declined', viewport: { width: 1200, height: 800 } });

  test('cards and links first, nothing fetched; one on request, the rest after accepting; axe', async ({
    page,
    inbox,
  }) => {
    await openPage(page);
    for (const block of ALL) expect(await stateOf(page, block)).toBe('consent');
    await expect(
      page.locator(OPENTABLE).getByRole('link', { name: 'Book on OpenTable' }),
    ).toHaveAttribute('href', 'https://www.opentable.com/restref/client/?rid=412810');
    await expect(page.locator(TOURDATES)).toContainText('Tour dates: Ada Lovelace Quartet');
    expect((await inbox.requests()).filter((r) => r.path.startsWith('/api/test-widgets/'))).toEqual(
      [],
    );
    const cards = await axeViolations(page);
    expect(cards, formatViolations(cards)).toEqual([]);

    await page.locator(OPENTABLE).getByRole('button', { name: 'Show the booking form' }).click();
    const form = page
      .locator(OPENTABLE)
      .getByRole('group', { name: 'Test OpenTable booking form' });
    await expect(form).toHaveAttribute('data-theme', 'standard');
    expect(await stateOf(page, TOCK)).toBe('consent');

    await page.locator(TOCK).getByRole('button', { name: 'Cookie preferences' }).click();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(
      page.locator(TOCK).getByRole('group', { name: 'Test Tock booking' }),
    ).toHaveAttribute('data-layout', 'column');
    await expect(page.locator(TOCK)).toContainText('events');
    const frame = page.locator(SCHEDULING).locator('iframe[title="Scheduling"]');
    await expect(frame).toHaveAttribute('data-test-fitted', 'true');
    await expect(frame.contentFrame().getByRole('heading')).toHaveText(
      'Test scheduling page (offline stand-in)',
    );
    await expect(
      page
        .locator(TOURDATES)
        .getByRole('list', { name: 'Test tour dates of Ada Lovelace Quartet' }),
    ).toBeVisible();
    const widgets = await axeViolations(page);
    expect(widgets, formatViolations(widgets)).toEqual([]);
  });
});

test.describe('widgets, with consent', () => {
  test.use({ consent: 'accepted', viewport: { width: 1000, height: 800 } });

  test('a failing script leaves "Try again"; wide blocks get the wide and row layouts', async ({
    page,
    faults,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/Failed to load resource/);
    await faults.set({ path: '/api/test-widgets/opentable.js', fault: 500, times: 1 });
    await openPage(page);
    const opentable = page.locator(OPENTABLE);
    await expect(opentable.getByRole('status')).toHaveText('The booking form could not be loaded.');
    await opentable.getByRole('button', { name: 'Try again' }).click();
    await expect(
      opentable.getByRole('group', { name: 'Test OpenTable booking form' }),
    ).toHaveAttribute('data-theme', 'wide');
    await expect(
      page.locator(TOCK).getByRole('group', { name: 'Test Tock booking' }),
    ).toHaveAttribute('data-layout', 'row');
  });

  test("a logged-in owner sees only the spec's Preview Only alert", async ({ page, inbox }) => {
    await openPage(page, '/widgets.html?owner=1&noredirect');
    for (const block of [OPENTABLE, TOCK]) {
      await expect(page.locator(block).getByRole('alert')).toHaveText(
        'Preview OnlyLog out of your account to use the table-booking block.',
      );
    }
    await expect(page.locator(SCHEDULING).locator('iframe')).toBeVisible();
    const booking = (await inbox.requests()).filter((r) => /opentable|tock/.test(r.path));
    expect(booking).toEqual([]);
  });
});

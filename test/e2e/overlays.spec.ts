import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
import { describeLifecycleCycles } from './support/lifecycle-cycles';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// The popup overlay as a visitor meets it on demo/pages/overlays.html: settings version 2,
// displayFrequency 7 days, showUntilSignup on, enableMobile off.

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2025-06-15T12:00:00Z');

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Join our newsletter' });

/** The platform's one local storage entry for the record: the spec's keys in a JSON object. */
const ENTRY = 'squarespace-popup-overlay';
const EARLIER_KEYS = [
  'sr-popup-overlay:version',
  'sr-popup-overlay:submitted',
  'sr-popup-overlay:date-closed',
];

async function record(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, ENTRY);
}

/** Writes local storage as an earlier page view left it, on a page where the overlay stays away. */
async function storeBeforeVisit(page: Page, items: Record<string, string>): Promise<void> {
  await page.goto('/overlays.html?sqsscreenshot=true');
  await waitForInitialisers(page);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** Whether the page's main content sits in an inert subtree (behind an open modal). */
function behindInert(page: Page): Promise<boolean> {
  return page.locator('main').evaluate((main) => main.closest('[inert]') !== null);
}

async function open(page: Page, path = '/overlays.html'): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
}

test.describe('popup overlay', () => {
  test('opens as a modal dialog: focus inside, Tab trapped, Escape closes and is remembered', async ({
    page,
    inbox,
  }) => {
    await page.clock.setFixedTime(START);
    await open(page);
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByLabel('Email address')).toBeFocused();
    // The page behind is inert, the platform's own close link is hidden.
    expect(await behindInert(page)).toBe(true);
    await expect(dialog.locator('.sqs-popup-overlay-close')).toBeHidden();

    // Tab goes round inside the dialog: email, Sign up, the link, Close, and back to email.
    for (const name of ['Sign up', 'Browse the demo pages first', 'Close']) {
      await page.keyboard.press('Tab');
      await expect(
        dialog.getByRole(name === 'Browse the demo pages first' ? 'link' : 'button', { name }),
      ).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await behindInert(page)).toBe(false);
    expect(await record(page)).toEqual({ version: 2, 'date-closed': START.getTime() });

    const census = await inbox.requestsTo('/api/census/overlay');
    expect(census).toHaveLength(1);
    expect(census[0]?.method).toBe('POST');
    expect(census[0]?.body).toEqual({
      websiteId: '64f0c2a1b3d4e5f60718293a',
      version: '2',
      style: '1',
      pagePath: '/overlays.html',
      visitorCookie: expect.any(String),
    });

    // The page itself shows the record QA reads.
    await expect(page.locator('#overlay-record')).toContainText(`${ENTRY}:\n  version: 2`);
  });

  test('stays away on reload, and comes back once displayFrequency days have passed', async ({
    page,
  }) => {
    await page.clock.setFixedTime(START);
    await open(page);
    await overlay(page).getByRole('button', { name: 'Close' }).click();
    await expect(overlay(page)).toHaveCount(0);

    await page.reload();
    await waitForInitialisers(page);
    await expect(overlay(page)).toHaveCount(0);

    await page.clock.setFixedTime(new Date(START.getTime() + 7 * DAY_MS - 60_000));
    await page.reload();
    await waitForInitialisers(page);
    await expect(overlay(page)).toHaveCount(0);

    await page.clock.setFixedTime(new Date(START.getTime() + 7 * DAY_MS));
    await page.reload();
    await waitForRuntimeReady(page);
    await expect(overlay(page)).toBeVisible();
  });

  test('gives focus back to the button that brought it back', async ({ page }) => {
    await open(page);
    // The overlay opens in an idle slice after boot: close it only once it is there.
    await expect(overlay(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);

    const reset = page.getByRole('button', { name: 'Forget the overlay and show it again' });
    await reset.click();
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await expect(reset).toBeFocused();
  });

  test('a sign-up is remembered: with showUntilSignup the overlay never returns', async ({
    page,
  }) => {
    await open(page);
    await page.getByLabel('Email address').fill('visitor@example.com');
    await Promise.all([
      page.waitForURL(/\/overlays\.html\?signed-up=1$/),
      overlay(page).getByRole('button', { name: 'Sign up' }).click(),
    ]);
    await waitForRuntimeReady(page);
    await expect(overlay(page)).toHaveCount(0);
    expect(await record(page)).toMatchObject({ version: 2, submitted: true });
    // The address went nowhere: it is in neither the URL nor the page.
    expect(page.url()).not.toContain('visitor');
  });

  test('stays away for a visitor who closed it on the platform’s page', async ({ page }) => {
    await page.clock.setFixedTime(START);
    await storeBeforeVisit(page, {
      [ENTRY]: JSON.stringify({ version: 2, 'date-closed': START.getTime() - DAY_MS }),
    });
    await open(page);
    await waitForInitialisers(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#overlay-record')).toContainText('date-closed');
  });

  test('a close kept under the runtime’s earlier keys moves to the platform’s entry, once', async ({
    page,
  }) => {
    await page.clock.setFixedTime(START);
    await storeBeforeVisit(page, {
      'sr-popup-overlay:version': '2',
      'sr-popup-overlay:date-closed': String(START.getTime() - DAY_MS),
    });
    await open(page);
    await waitForInitialisers(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await record(page)).toEqual({ version: 2, 'date-closed': START.getTime() - DAY_MS });
    const earlier = await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key)),
      EARLIER_KEYS,
    );
    expect(earlier).toEqual([null, null, null]);

    // The demo's button writes such a close and restarts the runtime: once the rules have run
    // (the earlier keys are gone), the overlay has stayed away.
    await page
      .getByRole('button', { name: 'Pretend it was closed before the storage change' })
      .click();
    await expect
      .poll(() =>
        page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), EARLIER_KEYS),
      )
      .toEqual([null, null, null]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await record(page)).toMatchObject({ version: 2 });
  });

  test('is suppressed by sqsscreenshot=true', async ({ page, inbox }) => {
    await open(page, '/overlays.html?sqsscreenshot=true');
    await waitForInitialisers(page);
    await expect(page.locator('.sqs-popup-overlay')).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await inbox.requestsTo('/api/census/overlay')).toEqual([]);
  });

  test('stays off a 432 px viewport (enableMobile off), shows at 433 px', async ({ page }) => {
    await page.setViewportSize({ width: 432, height: 800 });
    await open(page);
    await waitForInitialisers(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.setViewportSize({ width: 433, height: 800 });
    await page.reload();
    await waitForRuntimeReady(page);
    await expect(overlay(page)).toBeVisible();
  });

  test('shows for the logged-in owner every time, and sends no census record', async ({
    page,
    inbox,
  }) => {
    await open(page);
    await expect(overlay(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await inbox.clear();

    await page.getByLabel('Logged in as the site owner').check();
    await expect(overlay(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    expect(await inbox.requestsTo('/api/census/overlay')).toEqual([]);
  });

  test('passes axe with the overlay open', async ({ page }) => {
    await open(page);
    await expect(overlay(page)).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});

// A viewport where all three show: the overlay above 432 px, the info bar up to 1024 px.
const overlaysViewport = (page: Page) => page.setViewportSize({ width: 800, height: 800 });

describeLifecycleCycles('overlays and bars: destroy() and init()', [
  {
    path: '/overlays.html',
    before: overlaysViewport,
    drawn: (page) => page.locator('.sr-popup-overlay'),
    pageOutputs: ['#overlay-record'],
  },
  {
    path: '/announcement-bar.html',
    before: overlaysViewport,
    drawn: (page) => page.locator('.sr-announcement-bar'),
    pageOutputs: ['#bar-state'],
  },
  {
    path: '/mobile-info-bar.html',
    before: overlaysViewport,
    drawn: (page) => page.locator('.sr-mobile-info-bar'),
  },
]);

test.describe('popup overlay: its packs', () => {
  test('the dialog is fetched only when the rules say the overlay shows', async ({ page }) => {
    const packs = recordPackRequests(page);
    await open(page, '/overlays.html?sqsscreenshot=true');
    await waitForInitialisers(page);
    await expect(overlay(page)).toHaveCount(0);
    // The rules came, and said no: no dialog, no React for it.
    expect(packs).toContain('popup-overlay');
    expect(packs).not.toContain('popup-overlay-dialog');

    await open(page);
    await expect(overlay(page)).toBeVisible();
    expect(packs.filter((name) => name === 'popup-overlay-dialog')).toEqual([
      'popup-overlay-dialog',
    ]);
  });
});

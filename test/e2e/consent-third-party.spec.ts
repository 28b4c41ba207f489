import type { Page, Request } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Consent before and after for two third-party scripts on demo/pages/share-follow-registry.html:
// the social follow script (blocks/follow-button) and the wedding-registry widget script
// (blocks/registry). The spec names both loads (runtime.md section 7) and the restrictive cookie
// policy (sections 3-4, 9) but says nothing of when such a script may load; the runtime holds
// third-party content back under the restrictive policy until the visitor accepts
// (src/consent/third-party.ts, the same rule as tracking), and loads it at once without that
// policy. The page is served here with the restrictive policy and the banner on; the provider
// scripts are the demo's offline stand-ins (test-follow-widgets.js, test-registry-widget.js).

const PAGE = '/share-follow-registry.html';
const FOLLOW_SCRIPT = '/test-follow-widgets.js';
const REGISTRY_SCRIPT = '/test-registry-widget.js';
const REGISTRY_CONSENT =
  'The registry is provided by Zola, which may set cookies. It loads only with your consent.';

interface Policy {
  restrictive: boolean;
}

/** Serves the demo page with the cookie banner on and the restrictive policy on or off. */
async function servePage(page: Page, { restrictive }: Policy): Promise<void> {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('"isCookieBannerEnabled": false', '"isCookieBannerEnabled": true')
      .replace(
        '"isRestrictiveCookiePolicyEnabled": false',
        `"isRestrictiveCookiePolicyEnabled": ${String(restrictive)}`,
      );
    await route.fulfill({ response, body: html });
  });
}

/** Every request the page makes for one of the two provider scripts, by path, in order. */
function recordScriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname === FOLLOW_SCRIPT || pathname === REGISTRY_SCRIPT) paths.push(pathname);
  });
  return paths;
}

async function open(page: Page, policy: Policy): Promise<string[]> {
  await servePage(page, policy);
  const requests = recordScriptRequests(page);
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  await waitForRuntimeReady(page);
  return requests;
}

/** The skipped fixture blocks log why on every load of the page. */
function allowSkips(pageErrors: { allowConsoleErrors: (pattern: RegExp) => void }): void {
  pageErrors.allowConsoleErrors(/Block (follow-broken|block-registry-empty)/);
  // The real share list's icons point at the platform's sprite, which the demo does not serve.
  pageErrors.allowConsoleErrors(/status of 404/);
}

const followHost = (page: Page, id: string) => page.locator(`#${id} .sr-follow`);
const registry = (page: Page, id: string) => page.locator(`#${id}`);
const drawnRegistry = (page: Page, key: string) =>
  page.getByRole('list', { name: `Test Zola registry of ${key}` });
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** What a visitor sees before consent: plain follow links and registry cards, nothing loaded. */
async function expectHeldBack(page: Page, requests: string[]): Promise<void> {
  for (const [id, name] of [
    ['follow-harbour', 'HarbourNews'],
    ['follow-tides', 'tide_tables'],
  ] as const) {
    await expect(followHost(page, id)).toHaveAttribute('data-sr-follow-state', 'consent');
    // The link is the button without the provider's look: it works without the script.
    const link = followHost(page, id).getByRole('link', { name: `Follow @${name}` });
    await expect(link).toHaveAttribute('href', `https://twitter.com/${name}`);
    await expect(link).not.toHaveAttribute('data-test-follow-drawn', 'true');
  }
  for (const [id, key] of [
    ['block-registry-embed', 'adaandgrace2026'],
    ['block-registry-json', 'sam-and-alex'],
  ] as const) {
    const block = registry(page, id);
    await expect(block.locator('.sr-widget')).toHaveAttribute('data-sr-widget-state', 'consent');
    await expect(block).toContainText('Wedding registry');
    await expect(block.getByText(REGISTRY_CONSENT)).toBeVisible();
    await expect(block.getByRole('button', { name: 'Show the registry' })).toBeVisible();
    await expect(block.getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    await expect(block.getByRole('link', { name: 'Open the registry on Zola' })).toHaveAttribute(
      'href',
      `https://www.zola.com/registry/${key}`,
    );
    await expect(drawnRegistry(page, key)).toHaveCount(0);
  }
  expect(requests).toEqual([]);
}

/** What a visitor sees once the scripts may load: both drawn, each script fetched once. */
async function expectLoaded(page: Page, requests: string[]): Promise<void> {
  for (const id of ['follow-harbour', 'follow-tides']) {
    await expect(followHost(page, id)).toHaveAttribute('data-sr-follow-state', 'ready');
    await expect(followHost(page, id).getByRole('link')).toHaveAttribute(
      'data-test-follow-drawn',
      'true',
    );
  }
  await expect(drawnRegistry(page, 'adaandgrace2026')).toBeVisible();
  await expect(drawnRegistry(page, 'sam-and-alex')).toBeVisible();
  await expect(page.getByText(REGISTRY_CONSENT)).toHaveCount(0);
  expect(requests.filter((path) => path === FOLLOW_SCRIPT)).toHaveLength(1);
  expect(requests.filter((path) => path === REGISTRY_SCRIPT).length).toBeGreaterThanOrEqual(1);
}

test.describe('a visitor who has not chosen (restrictive policy)', () => {
  test.use({ consent: null });

  test('nothing loads until "Accept all"; accepting on the page brings both alive, no reload', async ({
    page,
    pageErrors,
    externalRequests,
  }) => {
    allowSkips(pageErrors);
    const requests = await open(page, { restrictive: true });
    await expect(banner(page)).toBeVisible();
    await expectHeldBack(page, requests);
    const held = await axeViolations(page);
    expect(held, formatViolations(held)).toEqual([]);

    // A mark on this document: it is gone if accepting reloads the page.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expectLoaded(page, requests);
    // One run of the registry script draws both blocks that waited together.
    expect(requests.filter((path) => path === REGISTRY_SCRIPT)).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // Nothing reached a provider's own host: the stand-ins answered.
    expect(externalRequests).toEqual([]);
  });
});

test.describe('a visitor who declined (restrictive policy)', () => {
  test.use({ consent: 'declined' });

  test('no banner, nothing loaded; "Show the registry" loads that one alone; accepting later loads the rest', async ({
    page,
    pageErrors,
  }) => {
    allowSkips(pageErrors);
    const requests = await open(page, { restrictive: true });
    await expect(banner(page)).toBeHidden();
    await expectHeldBack(page, requests);

    // This page view only, for one block: the registry script and nothing else.
    const first = registry(page, 'block-registry-embed');
    await first.getByRole('button', { name: 'Show the registry' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawnRegistry(page, 'adaandgrace2026')).toBeVisible();
    expect(requests).toEqual([REGISTRY_SCRIPT]);
    const second = registry(page, 'block-registry-json');
    await expect(second.getByText(REGISTRY_CONSENT)).toBeVisible();
    await expect(followHost(page, 'follow-harbour')).toHaveAttribute(
      'data-sr-follow-state',
      'consent',
    );

    // The visitor changes their mind from the other block's card.
    await second.getByRole('button', { name: 'Cookie preferences' }).click();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    // The script already ran for the first block: it runs again for the one that waited.
    await expect(drawnRegistry(page, 'sam-and-alex')).toBeVisible();
    await expectLoaded(page, requests);
    expect(requests.filter((path) => path === REGISTRY_SCRIPT)).toHaveLength(2);
  });
});

test.describe('a visitor who accepted (restrictive policy)', () => {
  test.use({ consent: 'accepted' });

  test('no banner and no card: the follow script and the registry widget load at once', async ({
    page,
    pageErrors,
  }) => {
    allowSkips(pageErrors);
    const requests = await open(page, { restrictive: true });
    await expect(banner(page)).toBeHidden();
    await expectLoaded(page, requests);
    expect(requests.filter((path) => path === REGISTRY_SCRIPT)).toHaveLength(1);
  });
});

test.describe('without the restrictive policy', () => {
  test.use({ consent: 'declined' });

  test('a visitor who declined still gets both: only the restrictive policy holds them back', async ({
    page,
    pageErrors,
  }) => {
    allowSkips(pageErrors);
    const requests = await open(page, { restrictive: false });
    await expectLoaded(page, requests);
  });
});

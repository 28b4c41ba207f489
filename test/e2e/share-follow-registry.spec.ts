import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
import { waitForRuntimeReady } from './support/runtime-ready';

// demo/pages/share-follow-registry.html: share buttons (the real Brine list and the platform's
// empty share elements, fixtures/blocks/share-buttons.html), follow buttons (the social follow
// script, runtime.md section 7: "with a 10 s time-out") and wedding-registry blocks. The provider
// scripts are the demo's offline stand-ins (test-follow-widgets.js, test-registry-widget.js).

const PAGE = '/share-follow-registry.html';
const FOLLOW_SCRIPT = '**/test-follow-widgets.js';
const REGISTRY_SCRIPT = '**/test-registry-widget.js';

/** The skipped blocks of the fixtures log why: expected on every load of the page. */
function allowSkips(pageErrors: { allowConsoleErrors: (pattern: RegExp) => void }): void {
  pageErrors.allowConsoleErrors(/Block (follow-broken|block-registry-empty)/);
  // The real share list's icons point at the platform's sprite, which the demo does not serve.
  pageErrors.allowConsoleErrors(/status of 404/);
}

async function open(page: Page): Promise<void> {
  // Not "load": a provider script the test holds, added before the load event, would delay it.
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  await waitForRuntimeReady(page);
}

const menuSection = (page: Page) =>
  page.locator('section', { has: page.locator('#share-menu-title') });

test.describe('share buttons', () => {
  test('the real share links are named by their service and guard their new tab', async ({
    page,
    pageErrors,
    externalRequests,
  }) => {
    allowSkips(pageErrors);
    const packs = recordPackRequests(page);
    await open(page);
    expect(packs).toContain('share-buttons');
    const facebook = page.getByRole('link', { name: 'Share on Facebook', exact: true }).first();
    await expect(facebook).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\//);
    await expect(facebook).toHaveAttribute('rel', /noopener/);
    await expect(facebook).toHaveAccessibleDescription(/new tab/i);
    await expect(page.getByRole('group', { name: 'Share' })).toBeVisible();
    // Nothing of the services loads: the links are plain links.
    expect(externalRequests).toEqual([]);
  });

  test('the drawn "Share" button opens its list with the keyboard; Escape closes it and keeps focus', async ({
    page,
    pageErrors,
  }) => {
    allowSkips(pageErrors);
    await open(page);
    const section = menuSection(page);
    const button = section.getByRole('button', { name: 'Share' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = section.getByRole('list');
    await expect(list).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    const first = section.getByRole('link', { name: 'Share on Facebook' });
    await expect(first).toBeFocused();
    const shared = new URL(page.url());
    await expect(first).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(
        new URL('/journal/harbour-at-dawn', shared).href,
      )}`,
    );

    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A click elsewhere closes an open list.
    await button.click();
    await expect(list).toBeVisible();
    await page.locator('h1').click();
    await expect(list).toBeHidden();
  });
});

test.describe('follow buttons', () => {
  test('a link to the account at once, then the follow script draws it; a bad name is skipped', async ({
    page,
    pageErrors,
  }) => {
    allowSkips(pageErrors);
    const packs = recordPackRequests(page);
    await open(page);
    expect(packs).toContain('follow-button');
    const link = page.getByRole('link', { name: 'Follow @HarbourNews' });
    await expect(link).toHaveAttribute('href', 'https://twitter.com/HarbourNews');
    await expect(link).toHaveAttribute('data-test-follow-drawn', 'true');
    await expect(page.locator('#follow-harbour .sr-follow')).toHaveAttribute(
      'data-sr-follow-state',
      'ready',
    );
    const broken = await page.evaluate(
      () => window.SiteRuntime?.blocks().find((block) => block.id === 'follow-broken') ?? null,
    );
    expect(broken?.state).toBe('skipped');
    expect(broken?.error).toMatch(/not an account name/);
  });

  test('a follow script that never answers is given up after 10 s; the link stays and works', async ({
    page,
    pageErrors,
  }) => {
    allowSkips(pageErrors);
    await page.clock.install();
    // When the pack adds the follow script, on the page's (controlled) clock.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('script[data-sr-follow]')) return;
        (window as unknown as { followScriptAt: number }).followScriptAt = Date.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // The script's request is held: it never answers.
    await page.route(FOLLOW_SCRIPT, () => undefined);
    await open(page);
    const host = page.locator('#follow-harbour .sr-follow');
    await expect(host).toHaveAttribute('data-sr-follow-state', 'loading');
    // From here the page's time moves only when the test says (a loaded machine cannot add any).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const waited = await page.evaluate(
      () => Date.now() - (window as unknown as { followScriptAt: number }).followScriptAt,
    );
    expect(waited).toBeLessThan(5_000);
    await page.clock.fastForward(9_500 - waited);
    await expect(host).toHaveAttribute('data-sr-follow-state', 'loading');
    await page.clock.fastForward(1_000);
    await expect(host).toHaveAttribute('data-sr-follow-state', 'failed');
    const link = page.getByRole('link', { name: 'Follow @HarbourNews' });
    await expect(link).toHaveAttribute('href', 'https://twitter.com/HarbourNews');
    await link.focus();
    await expect(link).toBeFocused();
  });
});

test.describe('wedding registry', () => {
  test('the registry widget draws the registry of each block; a block without a key is skipped', async ({
    page,
    pageErrors,
  }) => {
    allowSkips(pageErrors);
    const packs = recordPackRequests(page);
    await open(page);
    expect(packs).toContain('registry');
    await expect(
      page.getByRole('list', { name: 'Test Zola registry of adaandgrace2026' }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Test Zola registry of sam-and-alex' }),
    ).toBeVisible();
    const empty = await page.evaluate(
      () =>
        window.SiteRuntime?.blocks().find((block) => block.id === 'block-registry-empty') ?? null,
    );
    expect(empty?.state).toBe('skipped');
    expect(empty?.error).toMatch(/No registry key/);
  });

  test('a widget script that fails says so; "Try again" draws the registry', async ({
    page,
    pageErrors,
  }) => {
    allowSkips(pageErrors);
    pageErrors.allowConsoleErrors(/ERR_FAILED|Failed to load resource/);
    await page.route(REGISTRY_SCRIPT, (route) => route.abort('failed'));
    await open(page);
    const block = page.locator('#block-registry-embed');
    await expect(block.getByText('The registry could not be loaded.')).toBeVisible();
    // The way to the registry without the widget stays.
    await expect(block.getByRole('link', { name: 'Open the registry on Zola' })).toHaveAttribute(
      'href',
      'https://www.zola.com/registry/adaandgrace2026',
    );
    await page.unroute(REGISTRY_SCRIPT);
    const retry = block.getByRole('button', { name: 'Try again' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Test Zola registry of adaandgrace2026' }),
    ).toBeVisible();
  });
});

import type { Locator, Page } from '@playwright/test';
import type { BlockInfo } from '../../src/runtime/types';
import { axeViolations, formatViolations } from './support/axe';
import { demoPageFiles, demoPagePath, realPagePaths, realPageSiteId } from './support/demo-pages';
import { expect, test } from './support/fixtures';
import { settledControllers } from './support/phone-menu';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

/** Console errors a demo page causes on purpose: the runtime logs each failure it contains. */
const EXPECTED_CONSOLE_ERRORS: Record<string, RegExp[]> = {
  'isolation.html': [/\[site-runtime\]/, /Demo: this (component|data reader|initialiser)/],
  // Two image blocks are skipped (no image, a script for a source) and one image is deleted.
  'images.html': [/\[site-runtime\] runtime: Block block-image-/, /status of 404/],
  // A donation block that names no donation page is skipped, and says so.
  'commerce-giving.html': [/\[site-runtime\] runtime: Block block-donation-broken/],
  // A video block whose video config is not JSON is skipped, and says so.
  'native-video.html': [/\[site-runtime\] runtime: Block block-native-broken/],
  // A follow button with no usable account name and a registry block with no key are skipped;
  // the real share list's icons point at the platform's sprite, which the demo does not serve.
  'share-follow-registry.html': [
    /status of 404/,
    /\[site-runtime\] runtime: Block follow-broken/,
    /\[site-runtime\] runtime: Block block-registry-empty/,
  ],
};

/** Each block element on the page, with the state the runtime marked on it (null: not marked). */
async function blockElements(page: Page): Promise<Array<{ id: string; state: string | null }>> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.sqs-block'))
      .filter((element) => !element.parentElement?.closest('.sqs-block'))
      .map((element) => ({ id: element.id, state: element.getAttribute('data-sr-state') })),
  );
}

/** The blocks that are not settled: pending, or skipped/failed without a reason. */
function unsettled(blocks: BlockInfo[]): BlockInfo[] {
  return blocks.filter(
    (block) =>
      block.state === 'pending' ||
      ((block.state === 'skipped' || block.state === 'failed') && !block.error?.trim()),
  );
}

async function expectEveryBlockSettled(page: Page): Promise<void> {
  const blocks = await waitForRuntimeReady(page);
  expect(unsettled(blocks), 'every block is mounted, or skipped/failed with a reason').toEqual([]);

  const elements = await blockElements(page);
  const listed = new Set(blocks.map((block) => block.id));
  const unlisted = elements.filter(
    (element) => element.state === null || (element.id !== '' && !listed.has(element.id)),
  );
  expect(unlisted, 'SiteRuntime.blocks() lists every .sqs-block element').toEqual([]);
}

/**
 * What a page shows after boot, once its idle features have run: axe checks it once it is there
 * (and has faded in), not while it arrives. A loaded run measured the popup mid-fade.
 */
const SHOWN_AFTER_BOOT: Record<string, (page: Page) => Locator> = {
  'overlays.html': (page) => page.getByRole('dialog', { name: 'Join our newsletter' }),
};

test.describe('demo pages boot', () => {
  for (const file of demoPageFiles()) {
    test(`${file}: every block settles, no page error, no axe violation`, async ({
      page,
      pageErrors,
      externalRequests,
    }) => {
      for (const pattern of EXPECTED_CONSOLE_ERRORS[file] ?? []) {
        pageErrors.allowConsoleErrors(pattern);
      }
      const response = await page.goto(demoPagePath(file));
      expect(response?.status()).toBe(200);
      // The server puts this notice where included block markup (fixtures/blocks/) is missing.
      await expect(page.locator('.demo-include-error')).toHaveCount(0);

      await expectEveryBlockSettled(page);
      await waitForInitialisers(page);
      const shown = SHOWN_AFTER_BOOT[file];
      if (shown) await expect(shown(page)).toBeVisible();

      const violations = await axeViolations(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      expect(await page.evaluate(() => window.__srProbe?.cspViolations)).toEqual([]);
      expect(externalRequests, 'demo pages reach no other host').toEqual([]);
    });
  }

  test('the index links every demo page and every real page', async ({ page }) => {
    await page.goto('/');
    const links = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));

    const expected = [
      ...demoPageFiles()
        .filter((file) => file !== 'index.html')
        .map(demoPagePath),
      ...realPagePaths(),
    ];
    expect([...links].sort()).toEqual(expected.sort());
  });
});

/**
 * Requests the page sends to a provider: another host (answered locally by the fixtures), or one
 * of the fake API's stand-ins for a provider's script or frame (/api/test-…).
 */
function recordProviderRequests(page: Page, externalRequests: string[]): () => string[] {
  const standIns: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/test-')) standIns.push(pathname);
  });
  return () => [...externalRequests, ...standIns];
}

/** Scrolls a screen at a time to the end of the page: what mounts in view gets its turn. */
async function scrollToEnd(page: Page): Promise<void> {
  for (;;) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    if (atBottom) return;
  }
}

/**
 * What each real page shows once its template controllers run (issue 19): the part of the page
 * the template hides until script shows it, or the state a controller sets.
 */
const CONTROLLER_EFFECTS: Record<string, (page: Page) => Promise<void>> = {
  '/real/portfolio-hover-7.1-2026.html': async (page) => {
    // The template hides the project list until the controller marks it ready.
    await expect(page.locator('.portfolio-hover')).toHaveCSS('visibility', 'visible');
    await expect(page.getByRole('link', { name: 'LEATHER' })).toBeVisible();
  },
  '/real/blog-post-gallery-summary-video-newsletter-7.0.html': async (page) => {
    // The header and the post, hidden by the template while they are `loading`.
    await expect(page.locator('#header')).not.toHaveClass(/\bloading\b/);
    await expect(page.locator('main#page')).not.toHaveClass(/\bloading\b/);
    await expect(page.locator('#pieWrapper')).toHaveAttribute('aria-hidden', 'true');
  },
  '/real/DFKHelper__evergreen-home.html': async (page) => {
    await expect(page.locator('.Index-nav-item[aria-current="true"]')).toHaveAttribute(
      'href',
      'index.html#landing',
    );
    await expect(page.locator('[data-parallax-image-wrapper].loaded')).toHaveCount(2);
    await expect(page.locator('.Index-page-scroll-indicator')).not.toHaveClass(/\bhidden\b/);
  },
};

/** Every template controller is running, or static with its reason: none waits, fails or is unknown. */
async function expectEveryControllerSettled(page: Page): Promise<void> {
  const controllers = await settledControllers(page);
  const unsettled = controllers.filter(
    (controller) =>
      !(controller.state === 'running' || (controller.state === 'static' && controller.error)),
  );
  expect(unsettled, 'every controller running, or static with its reason').toEqual([]);
}

test.describe('real pages boot', () => {
  for (const path of realPagePaths()) {
    test(`${path}: every block and controller settles with no page error; under the restrictive cookie policy no provider is contacted`, async ({
      page,
      pageErrors,
      externalRequests,
    }) => {
      // Pictures the original site served from its own paths (/files/…) are not here: the
      // browser's 404 for one that comes into view is not the runtime's error.
      pageErrors.allowConsoleErrors(/Failed to load resource/);
      // The site as if it had turned the restrictive policy on; the visitor has not chosen.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /"isRestrictiveCookiePolicyEnabled" *: *false/,
          '"isRestrictiveCookiePolicyEnabled":true',
        );
        await route.fulfill({ response, body });
      });
      const providerRequests = recordProviderRequests(page, externalRequests);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      await expectEveryBlockSettled(page);
      await expectEveryControllerSettled(page);
      await CONTROLLER_EFFECTS[path]?.(page);

      // The runtime read the page context from the Static global that the inline script set.
      const context = await page.evaluate(() => {
        const read = window.SiteRuntime?.store.getState().context;
        return {
          source: read?.source,
          siteId: read?.website.id,
          restrictive: read?.websiteSettings.cookieSettings.isRestrictiveCookiePolicyEnabled,
        };
      });
      expect(context).toEqual({
        source: 'static',
        siteId: realPageSiteId(path),
        restrictive: true,
      });

      // Every block the visitor scrolls past mounts; none reaches a provider before consent.
      await scrollToEnd(page);
      await expectEveryBlockSettled(page);
      expect(providerRequests(), 'requests to providers before consent').toEqual([]);
    });
  }
});

test.describe('a 7.0 page whose context script throws', () => {
  // The page's own `Static is not defined` is the point of this test; it is checked below.
  test.use({ failOnPageErrors: false });

  test('the runtime reads the context from the inline script text', async ({
    page,
    pageErrors,
  }) => {
    const path = realPagePaths().find((p) => p.includes('7.0'));
    expect(path, 'a saved 7.0 page').toBeTruthy();
    // As older 7.0 pages served it: the assignment without `Static` defined first.
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('Static = window.Static || {}; ', '');
      expect(html).toContain('<script data-name="static-context">Static.SQUARESPACE_CONTEXT = {');
      await route.fulfill({ response, body: html });
    });
    await page.goto(path ?? '/');
    await expectEveryBlockSettled(page);

    const context = await page.evaluate(() => {
      const state = window.SiteRuntime?.store.getState().context;
      return { source: state?.source, websiteId: state?.website.id, static: typeof window.Static };
    });
    expect(context).toEqual({
      source: 'inline-script',
      websiteId: '576a60ce2e69cf8e27a0eebf',
      static: 'undefined',
    });
    const uncaught = pageErrors.all().filter((problem) => problem.kind === 'uncaught');
    expect(uncaught.length).toBeGreaterThan(0);
    for (const problem of uncaught) expect(problem.text).toContain('Static is not defined');
  });
});

test.describe('the global name', () => {
  test('an element with id="SiteRuntime" in content does not stop the runtime booting', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Content (a link in rich text) that the browser also names window.SiteRuntime; and a second
    // copy of the script, which must still do nothing.
    await page.route('**/accordion.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('<body>', '<body><p><a id="SiteRuntime" href="#top">SiteRuntime</a></p>')
        .replace('</body>', '<script src="/dist/site-runtime.js" defer></script></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/accordion.html');
    const blocks = await waitForRuntimeReady(page);
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((block) => block.state === 'mounted')).toBe(true);
    expect(await page.evaluate(() => typeof window.SiteRuntime?.init)).toBe('function');
    expect(warnings.filter((text) => text.includes('loaded twice'))).toHaveLength(1);
  });
});

test.describe('isolation', () => {
  test('failures stay inside their block or initialiser', async ({ page, pageErrors }) => {
    for (const pattern of EXPECTED_CONSOLE_ERRORS['isolation.html'] ?? []) {
      pageErrors.allowConsoleErrors(pattern);
    }
    await page.goto('/isolation.html');
    const blocks = await waitForRuntimeReady(page);
    const byId = new Map(blocks.map((block) => [block.id, block]));

    expect(byId.get('block-isolation-accordion-1')?.state).toBe('mounted');
    expect(byId.get('block-isolation-accordion-2')?.state).toBe('mounted');
    expect(byId.get('block-good-json')?.state).toBe('mounted');
    await expect(page.locator('#block-good-json')).toContainText('"title":"Valid block data"');

    expect(byId.get('block-bad-json')?.state).toBe('skipped');
    await expect(page.locator('#block-bad-json')).toContainText('is not valid JSON. It stays');

    expect(byId.get('block-throws')).toMatchObject({ state: 'failed' });
    expect(byId.get('block-throws')?.error).toContain('Demo: this component throws on purpose');
    await expect(page.locator('#block-throws')).toContainText(
      'It is shown again after the failure',
    );

    expect(byId.get('block-read-throws')?.state).toBe('skipped');
    expect(byId.get('block-read-throws')?.error).toContain('Demo: this data reader throws');

    await expect(page.locator('#initialiser-errors')).toContainText(
      'Initialiser “demo-failing-initialiser” failed: Demo: this initialiser fails on purpose',
    );

    // The working accordion still answers the keyboard.
    const firstTitle = page.locator('#block-isolation-accordion-1 button').first();
    await firstTitle.focus();
    await page.keyboard.press('Enter');
    await expect(firstTitle).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('late blocks', () => {
  test('blocks added after boot mount, and removed ones leave SiteRuntime.blocks()', async ({
    page,
  }) => {
    await page.goto('/late-blocks.html');
    await waitForRuntimeReady(page);
    const add = page.getByRole('button', { name: 'Add an accordion block' });
    const remove = page.getByRole('button', { name: 'Remove the last added block' });
    const stateOf = (id: string) =>
      page.evaluate(
        (blockId) =>
          window.SiteRuntime?.blocks().find((block) => block.id === blockId)?.state ?? null,
        id,
      );

    await add.click();
    await add.click();
    await expect.poll(() => stateOf('block-late-1')).toBe('mounted');
    await expect.poll(() => stateOf('block-late-2')).toBe('mounted');
    await expect(page.locator('#block-late-2 button[aria-expanded]').first()).toBeVisible();

    await remove.click();
    await expect.poll(() => stateOf('block-late-2')).toBeNull();
    expect(await stateOf('block-late-1')).toBe('mounted');
    await expect(page.locator('#late-blocks-log')).toHaveText(
      'Removed block-late-2. The runtime unmounts it.',
    );
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { countResources, installResourceProbe } from './support/resource-probe';
import { waitForRuntimeReady } from './support/runtime-ready';

/** Pages whose blocks cover every built-in block type and the lazy pack. */
const PAGES = ['/accordion.html', '/menu.html', '/animation.html'];
const CYCLES = 50;

/** init(), then wait until the final pass has settled every block (no scrolling needed). */
async function reinit(page: Page): Promise<void> {
  await page.evaluate(() => window.SiteRuntime?.init());
  await page.waitForFunction(() => {
    const blocks = window.SiteRuntime?.blocks() ?? [];
    return blocks.length > 0 && blocks.every((block) => block.state !== 'pending');
  });
}

/** The blocks' markup: what destroy() must give back exactly. */
function blocksHtml(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.sqs-block'), (block) => block.outerHTML).join('\n'),
  );
}

test.describe('destroy() and init()', () => {
  for (const path of PAGES) {
    test(`${path}: ${CYCLES} cycles leave no listener, observer, timer or React root behind`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript(installResourceProbe);
      // The performance pack arrives once the page is idle after load; web-vitals then listens
      // for the rest of the page's life. The baseline is taken after that.
      const collecting = page.waitForRequest((r) =>
        r.url().includes('/api/1/performance/settings'),
      );
      await page.goto(path);
      const firstBoot = await waitForRuntimeReady(page);
      await collecting;
      await page.evaluate(() => window.SiteRuntime?.destroy());
      const serverHtml = await blocksHtml(page);
      // The page's own scripts (the status panel) keep theirs: compare against this.
      const baseline = await countResources(page);
      expect(baseline.reactRoots).toBe(0);

      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        await reinit(page);
        await page.evaluate(() => window.SiteRuntime?.destroy());
      }
      expect(await countResources(page)).toEqual(baseline);
      expect(await blocksHtml(page)).toBe(serverHtml);

      // And it still works afterwards, with the same outcome as the first boot.
      await reinit(page);
      const states = await page.evaluate(() => window.SiteRuntime?.blocks().map((b) => b.state));
      expect(states).toEqual(firstBoot.map((block) => block.state));
    });
  }
});

test.describe('lazy pack: animation', () => {
  test('the core bundle has no lottie; the pack loads once and both animations render', async ({
    page,
    request,
  }) => {
    const core = await (await request.get('/dist/site-runtime.js')).text();
    expect(core).not.toContain('lottie');

    const packRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/dist/packs/')) packRequests.push(new URL(r.url()).pathname);
    });
    await page.goto('/animation.html');
    const blocks = await waitForRuntimeReady(page);
    const animations = blocks.filter((block) => block.type === 'animation');
    expect(animations.length).toBeGreaterThanOrEqual(2);
    expect(animations.every((block) => block.state === 'mounted')).toBe(true);
    // Once: the other packs on this page (performance, after load) are not the blocks'.
    expect(packRequests.filter((pack) => pack.endsWith('/animation.js'))).toEqual([
      '/dist/packs/animation.js',
    ]);
    for (const block of animations) {
      await expect(page.locator(`#${block.id} .sr-animation__stage svg`)).toHaveCount(1);
    }
  });

  test('plays when visible, and the visitor can pause it', async ({ page }) => {
    await page.goto('/animation.html');
    const [first] = (await waitForRuntimeReady(page)).filter((b) => b.type === 'animation');
    const block = page.locator(`#${first?.id}`);
    await block.scrollIntoViewIfNeeded();
    const toggle = block.getByRole('button', { name: 'Pause animation' });
    await expect(toggle).toBeVisible();
    const frame = () => block.locator('svg g[transform]').first().getAttribute('transform');
    const before = await frame();
    await expect.poll(frame).not.toBe(before);

    await toggle.click();
    await expect(block.getByRole('button', { name: 'Play animation' })).toBeFocused();
    const paused = await frame();
    await page.waitForTimeout(300);
    expect(await frame()).toBe(paused);
  });

  test('stays still under reduced motion until the visitor presses play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/animation.html');
    const [first] = (await waitForRuntimeReady(page)).filter((b) => b.type === 'animation');
    const block = page.locator(`#${first?.id}`);
    await block.scrollIntoViewIfNeeded();
    const frame = () => block.locator('svg g[transform]').first().getAttribute('transform');
    const still = await frame();
    await page.waitForTimeout(300);
    expect(await frame()).toBe(still);

    await block.getByRole('button', { name: 'Play animation' }).click();
    await expect.poll(frame).not.toBe(still);
  });

  test('a pack that fails to load is retried once, then only its blocks fail', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/\[site-runtime\]|Failed to load resource/);
    const attempts: string[] = [];
    await page.route('**/dist/packs/animation.js*', (route) => {
      attempts.push(new URL(route.request().url()).search);
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto('/animation.html');
    const blocks = await waitForRuntimeReady(page);
    expect(attempts).toEqual(['', '?retry=1']);
    const animations = blocks.filter((block) => block.type === 'animation');
    for (const block of animations) {
      expect(block.state).toBe('failed');
      expect(block.error).toBe('Pack "animation" failed to load after a retry');
    }
    expect(
      blocks.filter((block) => block.type !== 'animation' && block.state === 'failed'),
    ).toEqual([]);
  });

  test('a pack that fails once loads on the retry', async ({ page, pageErrors }) => {
    pageErrors.allowConsoleErrors(/Failed to load resource/);
    let first = true;
    await page.route('**/dist/packs/animation.js*', (route) => {
      if (!first) return route.continue();
      first = false;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto('/animation.html');
    const blocks = await waitForRuntimeReady(page);
    const animations = blocks.filter((block) => block.type === 'animation');
    expect(animations.every((block) => block.state === 'mounted')).toBe(true);
  });
});

test.describe('debug logging', () => {
  test('?runtime-debug=1 logs each step with its timing; without it nothing is logged', async ({
    page,
  }) => {
    const lines: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'debug') lines.push(message.text());
    });
    await page.goto('/accordion.html');
    await waitForRuntimeReady(page);
    expect(lines.filter((line) => line.includes('[site-runtime]'))).toEqual([]);

    await page.goto('/accordion.html?runtime-debug=1');
    await waitForRuntimeReady(page);
    const debug = lines.filter((line) => line.includes('[site-runtime]'));
    expect(debug.some((line) => /Context read from json/.test(line))).toBe(true);
    expect(debug.some((line) => /Block .+ \(accordion\) mounted \(\+\d+\.\d ms\)/.test(line))).toBe(
      true,
    );
    expect(debug.some((line) => /Ready in \d+\.\d ms/.test(line))).toBe(true);
  });
});

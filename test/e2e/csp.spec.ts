import type { Page } from '@playwright/test';
import type { JavascriptErrorEvent } from '../../src/api';
import { STRICT_CSP } from '../../demo/lib/page-headers';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Every feature the runtime delivers, used on demo/pages/csp-strict.html, which is served with
// `Content-Security-Policy: script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'`. Any
// securitypolicyviolation (recorded by the page probe of support/runtime-ready.ts) fails the
// test, as does any page error or console error (support/fixtures.ts): the browser logs every
// refused script or style as a console error.

const PAGE = '/csp-strict.html';

// The banner is part of what this page proves: no consent cookie at the start.
test.use({ consent: null });

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__srProbe?.cspViolations ?? []);
}

async function open(page: Page): Promise<void> {
  const response = await page.goto(PAGE);
  // The page must really be under the strict policy, or this test proves nothing.
  expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
  const blocks = await waitForRuntimeReady(page);
  expect(blocks.map((block) => [block.id, block.state])).toEqual([
    ['block-csp-accordion', 'mounted'],
    ['block-csp-menu', 'mounted'],
    ['block-csp-animation', 'mounted'],
    ['block-csp-animation-fonts', 'mounted'],
  ]);
}

test.describe('strict Content-Security-Policy', () => {
  test('every feature works, and nothing is refused', async ({ page, context, inbox }) => {
    const fontRequests: string[] = [];
    const scanRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('demo-sans') || url.includes('fonts.example.com')) fontRequests.push(url);
      if (url.includes('from=page-scan')) scanRequests.push(url);
    });
    await open(page);
    const stylesheets = await page.evaluate(() =>
      Array.from(document.styleSheets, (sheet) => sheet.href ?? 'inline'),
    );
    expect(stylesheets).toContainEqual(expect.stringMatching(/\/dist\/site-runtime\.css$/));

    // Announcement bar, at the top.
    const announcement = page.getByRole('region', { name: 'Announcement' });
    await expect(announcement).toContainText(
      'This whole page runs under a strict Content-Security-Policy.',
    );

    // Cookie banner: accepting stores the choice and starts analytics (restrictive policy).
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    expect(await inbox.requestsTo('/api/census/RecordHit')).toEqual([]);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toHaveCount(0);
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed');
    expect(consent?.value).toBe('true');
    await expect.poll(async () => (await inbox.requestsTo('/api/census/RecordHit')).length).toBe(1);

    // The popup overlay waited for the banner; now it opens, and Escape closes it.
    const overlay = page.getByRole('dialog', { name: 'Fresh bread every morning' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'See the menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    // Accordion: the first item starts open; another one opens.
    const accordion = page.locator('#block-csp-accordion');
    const parking = accordion.getByRole('button', { name: 'Is there parking nearby?' });
    await parking.click();
    await expect(parking).toHaveAttribute('aria-expanded', 'true');
    await expect(
      accordion.getByText('The car park on Mill Lane is free after 18:00.'),
    ).toBeVisible();

    // Menu: switching tabs shows the other menu.
    const menu = page.locator('#block-csp-menu');
    await menu.getByRole('tab', { name: 'Dinner' }).click();
    await expect(menu.getByRole('tab', { name: 'Dinner' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(menu.getByRole('tabpanel', { name: 'Dinner' })).toContainText('Mushroom risotto');
    await expect(menu.getByText('Tomato soup')).toBeHidden();

    // Animation: the lottie pack (a script from /dist/packs) renders an svg.
    const animation = page.locator('#block-csp-animation');
    await animation.scrollIntoViewIfNeeded();
    await expect(animation.locator('svg').first()).toBeVisible();
    expect(await animation.locator('svg path').count()).toBeGreaterThan(0);

    // An animation with font files: drawn without them (no <style>, no stylesheet link).
    const withFonts = page.locator('#block-csp-animation-fonts');
    await withFonts.scrollIntoViewIfNeeded();
    await expect(withFonts.locator('svg text, svg path').first()).toBeAttached();
    await expect(withFonts.locator('svg')).toContainText('Fresh bread');
    expect(
      await page.evaluate(() => ({
        styles: document.querySelectorAll('style').length,
        fontLinks: document.querySelectorAll('link[f-origin], link[f-forigin]').length,
      })),
    ).toEqual({ styles: 0, fontLinks: 0 });
    expect(fontRequests).toEqual([]);

    // lottie-web's page scan is off: content with class "lottie" is never played.
    await expect(page.locator('#content-lottie')).toBeEmpty();
    expect(scanRequests).toEqual([]);

    // A runtime dialog, opened by the page's own script.
    await page.getByRole('button', { name: 'Show an alert' }).click();
    const alert = page.getByRole('dialog', { name: 'Works under a strict CSP' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('#csp-output')).toHaveText('The alert was closed.');

    // Error reporter: the report goes out a second later.
    await page.getByRole('button', { name: 'Report an error' }).click();
    await expect
      .poll(async () =>
        (await inbox.requestsTo('/api/events/RecordJavascriptErrors')).flatMap((request) =>
          (request.body as JavascriptErrorEvent[]).map((event) => event.data.message),
        ),
      )
      .toEqual(['CSP demo: reported error #1']);

    // Performance: the settings are read (the collector comes from a pack, after load).
    await expect
      .poll(async () => (await inbox.requestsTo('/api/1/performance/settings')).length)
      .toBe(1);

    // Cookie preferences brings the banner back.
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(banner).toBeVisible();

    expect(await cspViolations(page)).toEqual([]);
  });

  test('the mobile info bar shows at 1024 px, and nothing is refused', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page);
    const infoBar = page.getByRole('region', { name: 'Contact information' });
    await expect(infoBar).toBeVisible();
    await expect(infoBar.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      'mailto:hello@runtime-bakery.example',
    );
    expect(await cspViolations(page)).toEqual([]);
  });

  test.describe('a code block added after load', () => {
    // Accepted cookies: the block's scripts run at once.
    test.use({ consent: 'accepted' });

    test('its inline script is refused and logged, the files before and after it run', async ({
      page,
      pageErrors,
    }) => {
      // The browser's own report of the refusal, and the runtime's, are expected here.
      pageErrors.allowConsoleErrors(/Executing inline script violates/);
      pageErrors.allowConsoleErrors(/Content-Security-Policy refused script 2 of 3 \(inline\)/);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await open(page);
      // The popup overlay opens for a visitor who accepted cookies: closed first.
      await expect(page.getByRole('dialog', { name: 'Fresh bread every morning' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Add the code block' }).click();
      const block = page.locator('#block-csp-code');
      await expect(block).toHaveAttribute('data-sr-state', 'mounted');
      // The third script, a file, ran after the refused one.
      await expect(block.locator('.code-served')).toHaveText('This script ran 1 time(s).');
      expect(
        await page.evaluate(() => typeof (window as { codeWidget?: unknown }).codeWidget),
      ).toBe('object');
      await expect(block.getByText('Refused by the policy', { exact: true })).toHaveCount(0);
      await expect.poll(() => cspViolations(page)).toEqual(['script-src-elem inline']);
      await expect
        .poll(() => logged.filter((text) => text.startsWith('[site-runtime] code:')))
        .toEqual([
          "[site-runtime] code: Code block block-csp-code: the page's Content-Security-Policy refused script 2 of 3 (inline); it did not run. Give it a nonce or hash the policy allows, or move it to a file on this site.",
        ]);
    });
  });
});

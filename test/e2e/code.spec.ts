import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { packGlob } from './support/pack-files';
import { waitForRuntimeReady } from './support/runtime-ready';

// Code blocks on demo/pages/code.html (restrictive cookie policy; the visitor starts declined).
// Blocks added as markup after load run their scripts once, in order, and only after consent.

const HUBSPOT = /^https?:\/\/js-eu1\.hsforms\.net\//;

test('added code blocks wait for consent, run once in order, never twice; served scripts never run again', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1') thirdParty.push(request.url());
  });
  const widgetFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/code-widget.js')) widgetFetches.push(request.url());
  });
  // The HubSpot script, as far as the block's inline script needs it.
  await page.route(HUBSPOT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.hbspt = { forms: { create: (options) => {
        const form = document.createElement('p');
        form.className = 'hs-stand-in';
        form.textContent = 'HubSpot form ' + options.formId;
        document.currentScript.after(form);
      } } };`,
    }),
  );
  await page.goto('/code.html');
  await waitForRuntimeReady(page);
  const served = page.locator('#block-demo-code-served .code-served');
  await expect(served).toHaveText('This script ran 1 time(s).');

  await page.getByRole('button', { name: 'Add the code blocks' }).click();
  const widgetBlock = page.locator('#block-demo-code-widget');
  const hubspotBlock = page.locator('#block-yui_3_17_2_1_1700847921643_9964');
  await expect(widgetBlock.locator('.sr-consent')).toBeVisible();
  await expect(hubspotBlock.locator('.sr-consent')).toContainText('js-eu1.hsforms.net');
  // The anchor block has nothing to run: no card.
  await expect(page.locator('#block-yui_3_17_2_1_1585939986475_15985 .sr-consent')).toHaveCount(0);
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  expect(thirdParty).toEqual([]);
  expect(widgetFetches).toEqual([]);

  // "Run this content", with the keyboard: this block only, its file before its inline script.
  const run = widgetBlock.getByRole('button', { name: 'Run this content' });
  await widgetBlock.getByRole('button', { name: 'Cookie preferences' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(run).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widgetBlock.locator('.code-widget')).toHaveText('Hello from the widget');
  await expect(widgetBlock).toBeFocused();
  await expect(hubspotBlock.locator('.sr-consent')).toBeVisible();
  expect(thirdParty).toEqual([]);

  // Accepting cookies runs the other waiting block.
  await hubspotBlock.getByRole('button', { name: 'Cookie preferences' }).click();
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(hubspotBlock.locator('.hs-stand-in')).toHaveText(
    'HubSpot form 88bacfe2-4250-44d6-baa2-09b48b405bb6',
  );
  await expect(hubspotBlock).toBeFocused();
  expect(thirdParty.filter((url) => HUBSPOT.test(url))).toHaveLength(1);

  // destroy() and init(): nothing runs again.
  await page.getByRole('button', { name: 'Restart the runtime' }).click();
  await waitForRuntimeReady(page);
  await expect(page.locator('#block-demo-code-widget')).toHaveAttribute('data-sr-state', 'mounted');
  expect(
    await page.evaluate(
      () => (window as unknown as { codeWidget: { renders: number } }).codeWidget.renders,
    ),
  ).toBe(1);
  await expect(served).toHaveText('This script ran 1 time(s).');
  await expect(page.locator('.hs-stand-in')).toHaveCount(1);
  expect(widgetFetches).toHaveLength(1);
  expect(thirdParty.filter((url) => HUBSPOT.test(url))).toHaveLength(1);
});

test.describe('what a code block never runs (issue 31)', () => {
  test.use({ consent: 'accepted' });

  test('row 3: an SVG or MathML <script> in added markup never runs, as in any browser', async ({
    page,
  }) => {
    const svgScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/svg-script.js')) svgScripts.push(request.url());
    });
    await page.goto('/code.html');
    await waitForRuntimeReady(page);
    await page.evaluate(() => {
      document.getElementById('late-code-target')?.insertAdjacentHTML(
        'beforeend',
        `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-foreign">
          <div class="sqs-block-content">
            <svg><script src="/svg-script.js"></script></svg>
            <math><script>window.__mathRan = true;</script></math>
            <script>window.__htmlRan = (window.__htmlRan ?? 0) + 1;</script>
          </div>
        </div>`,
      );
    });
    const block = page.locator('#block-foreign');
    await expect(block).toHaveAttribute('data-sr-state', 'mounted');
    // The block's HTML script ran once: the block has run what it runs.
    await expect.poll(() => page.evaluate(() => window.__htmlRan)).toBe(1);
    expect(await page.evaluate(() => window.__mathRan)).toBeUndefined();
    expect(svgScripts).toEqual([]);
  });

  test('row 10: a script a page script puts in a block (async = false) runs once, by the browser', async ({
    page,
  }) => {
    // The code pack held back: the served block waits for it, as a block below the fold would.
    const releasePack = await holdRequests(page, packGlob('code'));
    // The block is on the first screen: its pack is asked for before the load event, which the
    // held pack keeps back.
    await page.goto('/code.html', { waitUntil: 'domcontentloaded' });
    const served = page.locator('#block-demo-code-served');
    // Found by the runtime, waiting for its pack.
    await expect(served).toHaveAttribute('data-sr-state', 'pending');
    await page.evaluate(() => {
      const script = document.createElement('script');
      // The usual way to keep dynamically added scripts in order.
      script.async = false;
      script.textContent = 'window.__addedRuns = (window.__addedRuns ?? 0) + 1;';
      document.querySelector('#block-demo-code-served .sqs-block-content')?.append(script);
    });
    expect(await page.evaluate(() => window.__addedRuns)).toBe(1);
    releasePack();
    await expect(served).toHaveAttribute('data-sr-state', 'mounted');
    await waitForRuntimeReady(page);
    expect(await page.evaluate(() => window.__addedRuns)).toBe(1);
    await expect(served.locator('.code-served')).toHaveText('This script ran 1 time(s).');
  });
});

declare global {
  interface Window {
    __mathRan?: boolean;
    __htmlRan?: number;
    __addedRuns?: number;
  }
}

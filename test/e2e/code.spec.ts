import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
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

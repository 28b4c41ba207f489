import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// The native app bridge on demo/pages/native-bridge.html, where native-bridge.js plays the app.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
  // The bridge is an idle initialiser: on a busy machine it may not have run at ready.
  await waitForInitialisers(page);
}

const result = (page: Page) => page.locator('#bridge-result');
const appLog = (page: Page) => page.locator('#bridge-app-log li');

test.describe('native bridge', () => {
  test('round trip: each request goes to the app with an id and settles on its reply', async ({
    page,
  }) => {
    await open(page, '/native-bridge.html');
    await expect(page.locator('#bridge-platform')).toHaveText(
      'bridge: the app injected window.NativeBridge',
    );

    await page.getByRole('button', { name: 'Ask the app for info' }).click();
    await expect(result(page)).toHaveText(
      'info resolved: {"app":"Site demo app","version":"1.0.0","os":"android"}',
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(result(page)).toHaveText('dismiss resolved: {"dismissed":true}');

    await expect(appLog(page)).toHaveText([
      new RegExp(`^The app received “info” with id ${UUID}$`),
      new RegExp(`^The app received “dismiss” with id ${UUID}$`),
    ]);
    const ids = await appLog(page).evaluateAll((items) =>
      items.map((item) => item.textContent?.split(' ').at(-1)),
    );
    expect(new Set(ids).size).toBe(2);
  });

  test('an error reply from the app rejects the request', async ({ page }) => {
    await open(page, '/native-bridge.html');
    await page.getByLabel('The app answers with an error').check();
    await page.getByRole('button', { name: 'Ask the app for info' }).click();
    await expect(result(page)).toHaveText('info rejected: The demo app refused the request.');
  });

  test('concurrent requests are paired with their own replies', async ({ page }) => {
    await open(page, '/native-bridge.html');
    const answers = await page.evaluate(() => {
      const bridge = window.SiteRuntime?.nativeBridge;
      if (!bridge) throw new Error('no bridge API');
      return Promise.all([bridge.info(), bridge.dismiss(), bridge.info()]);
    });
    expect(answers).toEqual([
      { app: 'Site demo app', version: '1.0.0', os: 'android' },
      { dismissed: true },
      { app: 'Site demo app', version: '1.0.0', os: 'android' },
    ]);
  });

  test('in the app’s web view without a bridge: dismiss opens the custom link, info fails', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/Native bridge not found/);
    await open(page, '/native-bridge.html?platform=mobile-app&bridge=none');
    await expect(page.locator('#bridge-platform')).toHaveText(
      'mobile-app: inside the app’s web view (platform=mobile-app), with no bridge object',
    );
    expect(await page.evaluate(() => window.SiteRuntime?.nativeBridge?.isInsideNativeApp())).toBe(
      true,
    );

    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.getByRole('button', { name: 'Ask the app for info' }).click();
    await expect(result(page)).toHaveText('info rejected: Native bridge not found');
    expect(consoleErrors).toEqual([expect.stringContaining('Native bridge not found')]);

    const customLink = page.waitForRequest('sqsp-app://dismiss');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await customLink;
    await expect(result(page)).toHaveText('dismiss resolved: no value');
  });

  test('in a plain browser both requests throw', async ({ page }) => {
    await open(page, '/native-bridge.html?bridge=none');
    await expect(page.locator('#bridge-platform')).toHaveText('none: a plain browser');
    await page.getByRole('button', { name: 'Ask the app for info' }).click();
    await expect(result(page)).toHaveText('info threw: Mobile platform not correctly identified');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(result(page)).toHaveText(
      'dismiss threw: Mobile platform not correctly identified',
    );
  });
});

test.describe('native bridge: its pack', () => {
  test('never fetched in a plain browser; inside the app, on the first request only', async ({
    page,
  }) => {
    const packs = recordPackRequests(page);
    await open(page, '/native-bridge.html?bridge=none');
    await page.getByRole('button', { name: 'Ask the app for info' }).click();
    await expect(result(page)).toHaveText('info threw: Mobile platform not correctly identified');
    expect(packs).not.toContain('native-bridge');

    await open(page, '/native-bridge.html');
    expect(packs).not.toContain('native-bridge');
    await page.getByRole('button', { name: 'Ask the app for info' }).click();
    await expect(result(page)).toHaveText(/^info resolved: /);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(result(page)).toHaveText('dismiss resolved: {"dismissed":true}');
    expect(packs.filter((name) => name === 'native-bridge')).toEqual(['native-bridge']);
  });
});

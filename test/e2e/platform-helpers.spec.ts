import type { Page } from '@playwright/test';
import { FAKE_FULLSTORY_ID, FAKE_PLACES } from '../../fixtures/api';
import { expect, test } from './support/fixtures';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// SiteRuntime.platform on demo/pages/platform-helpers.html: each button calls one helper.

const TRACKING = { productPage: 'demo', section: 'platform-helpers' };

async function open(page: Page): Promise<void> {
  await page.goto('/platform-helpers.html');
  await waitForRuntimeReady(page);
  // Session info is written by an idle initialiser: on a busy machine it may not have run yet.
  await waitForInitialisers(page);
}

const output = (page: Page) => page.locator('#helper-result');

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(output(page)).not.toHaveText(/waiting…$/);
}

test.describe('platform helpers', () => {
  test('FullStory id and place search carry what the spec asks', async ({
    page,
    inbox,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/places details requested without a tracking context/);
    await open(page);

    await press(page, 'Get the FullStory id');
    await expect(output(page)).toHaveText(`Get the FullStory id: ${FAKE_FULLSTORY_ID}`);

    await press(page, 'Autocomplete');
    await expect(output(page)).toContainText('"description": "Paris, France"');
    await press(page, 'Details of the first place');
    await expect(output(page)).toContainText('"formattedAddress": "Paris, France"');

    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await press(page, 'Details without a tracking context');
    await expect(output(page)).toContainText('"formattedAddress": "Paris, France"');
    expect(consoleErrors).toEqual([
      '[site-runtime] api: places details requested without a tracking context',
    ]);

    const paris = FAKE_PLACES.find((place) => place.description === 'Paris, France')?.placeId;
    expect(
      (await inbox.requests()).map(({ method, path, query }) => {
        const { crumb: _crumb, ...rest } = query;
        return [method, path, rest];
      }),
    ).toEqual(
      expect.arrayContaining([
        ['GET', '/api/commerce/fullstory/getId', {}],
        ['GET', '/api/google-maps/places/autocomplete', { input: 'par', ...TRACKING }],
        ['GET', '/api/google-maps/places/details', { placeId: paris, ...TRACKING }],
        ['GET', '/api/google-maps/places/details', { placeId: paris }],
      ]),
    );
  });

  test('multilingual and header/footer calls send their bodies', async ({ page, inbox }) => {
    await open(page);
    await page.getByLabel('Languages').fill('en-GB, de-DE');
    await press(page, 'Set languages');
    await press(page, 'Multilingual settings');
    await expect(output(page)).toContainText('"languages": [\n    "en-GB",\n    "de-DE"\n  ]');
    await press(page, 'Disconnect translation');
    await expect(output(page)).toHaveText('Disconnect translation: Disconnected.');
    await press(page, 'Translation status');
    await expect(output(page)).toContainText('"connected": false');
    await press(page, 'Save header and footer');
    await press(page, 'Get header and footer');
    await expect(output(page)).toContainText('"layout": "centered"');

    const sent = (await inbox.requests()).filter((request) =>
      /multilingual|site-header-footer/.test(request.path),
    );
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/api/multilingual/languages', { languages: ['en-GB', 'de-DE'] }],
      ['GET', '/api/multilingual/settings', null],
      ['DELETE', '/api/multilingual/connection', null],
      ['GET', '/api/multilingual/status', null],
      [
        'PUT',
        '/api/site-header-footer',
        { header: { layout: 'centered', sticky: true }, footer: { columns: 3 } },
      ],
      ['GET', '/api/site-header-footer', null],
    ]);
  });

  test('session data expires; session info tells the first landing', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await press(page, 'Session info');
    await expect(output(page)).toContainText('"isFirstLanding": true');
    await expect(output(page)).toContainText('"landingPage": "/platform-helpers.html"');

    // Time stands still from here on, except when the test moves it.
    const now = (await page.evaluate(() => Date.now())) + 1000;
    await page.clock.pauseAt(now);
    await press(page, 'Store for 60 s');
    const record = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('demo-note'))) ?? 'null',
    );
    expect(record).toEqual({ value: 'Remember the blue mug', expires: now + 60_000 });
    await press(page, 'Read');
    await expect(output(page)).toHaveText('Read: Remember the blue mug');
    await page.clock.runFor(60_000);
    await press(page, 'Read');
    await expect(output(page)).toHaveText('Read: null');
    expect(await page.evaluate(() => localStorage.getItem('demo-note'))).toBeNull();

    await page.clock.resume();
    await page.reload();
    await waitForRuntimeReady(page);
    await waitForInitialisers(page);
    await press(page, 'Session info');
    await expect(output(page)).toContainText('"isFirstLanding": false');
    await expect(output(page)).toContainText('"isFirstSession": true');
  });

  test('session recording needs more than 2 cores, the toggle and the sample', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 8 }),
    );
    await open(page);
    const decide = async () => {
      await press(page, 'Decide session recording');
      return JSON.parse((await output(page).textContent())?.replace(/^[^:]*: /, '') ?? 'null');
    };
    expect(await decide()).toEqual({ cpuCores: 8, decision: { record: true } });
    await page.getByLabel('Sample rate (0 to 1)').fill('0');
    expect(await decide()).toEqual({
      cpuCores: 8,
      decision: { record: false, reason: 'sampling' },
    });
    await page.getByLabel('Sample rate (0 to 1)').fill('1');
    await page.getByLabel('Recording toggle on').uncheck();
    expect(await decide()).toEqual({ cpuCores: 8, decision: { record: false, reason: 'toggle' } });

    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 2 }),
    );
    await page.reload();
    await waitForRuntimeReady(page);
    expect(await decide()).toEqual({ cpuCores: 2, decision: { record: false, reason: 'cores' } });
  });

  test('UUIDs are v4 and new each time', async ({ page }) => {
    await open(page);
    const ids: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      await press(page, 'Generate a UUID');
      ids.push(((await output(page).textContent()) ?? '').replace('Generate a UUID: ', ''));
    }
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });
  test('the shared utilities come from their own pack on the first call, and do what the spec says', async ({
    page,
  }) => {
    const utilityPacks: string[] = [];
    page.on('request', (request) => {
      if (/\/packs\/utilities\./.test(request.url())) utilityPacks.push(request.url());
    });
    await open(page);
    // Nothing of it is fetched before a page asks.
    expect(utilityPacks).toEqual([]);

    // The message-format parser: plural keys for the locale, and a key the locale has not.
    await press(page, 'Format the message');
    await expect(output(page)).toHaveText('Format the message: 3 photos');
    await page.getByLabel('count').fill('1');
    await press(page, 'Format the message');
    await expect(output(page)).toHaveText('Format the message: 1 photo');
    await page.getByLabel('Message').fill('{count, plural, few {# photos} other {# photos}}');
    await press(page, 'Format the message');
    await expect(output(page)).toContainText('Format the message failed:');
    await expect(output(page)).toContainText('few');
    await page.getByLabel('Locale').fill('pl');
    await press(page, 'Format the message');
    await expect(output(page)).toHaveText('Format the message: 1 photos');
    expect(utilityPacks).toHaveLength(1);

    await press(page, 'As a file size');
    await expect(output(page)).toHaveText('As a file size: 1.5 KB');
    await press(page, 'As relative time');
    await expect(output(page)).toHaveText('As relative time: about 30 seconds ago');
    await page.getByLabel('Seconds ago').fill('2');
    await press(page, 'As relative time');
    await expect(output(page)).toHaveText('As relative time: just now');
    await press(page, 'Filter it');
    await expect(output(page)).toHaveText('Filter it: /blog/%y/%m/%t-my-posts');
    await press(page, 'Name the currency');
    await expect(output(page)).toHaveText('Name the currency: Euro');

    await press(page, 'Platform routes');
    await expect(output(page)).toContainText(
      '"collectionPanel": "/pages/65c1bfb1d5460176190be7cb"',
    );
    await expect(output(page)).toContainText('"trialUpgrade": "/settings/billing/upgrade"');
    await expect(output(page)).toContainText(
      '"upgrade": "/settings/billing/subscriptions/website"',
    );
    await expect(output(page)).toContainText('"fileLink": true');
    // A desktop window (1280 px wide, a mouse): neither a phone nor a tablet.
    await press(page, 'This device');
    await expect(output(page)).toContainText('"device": "desktop"');
    await expect(output(page)).toContainText('"breakpoint": "desktop"');

    await press(page, 'Tween the bar');
    await expect(output(page)).toHaveText('Tween the bar: Tweened to 100%.');
    await expect(page.locator('#helper-bar-fill')).toHaveAttribute('style', /width: 100%/);
    await press(page, 'Wait for a late element');
    await expect(output(page)).toHaveText('Wait for a late element: Found: I came late.');
    expect(utilityPacks).toHaveLength(1);
  });
});

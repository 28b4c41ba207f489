import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import type { InboxClient } from './support/inbox-client';
import { afterIdle, recordPackRequests } from './support/pack-requests';
import { formatProblems, PageErrorCollector } from './support/page-errors';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// Three features of issue 34 in the browser:
// - the lightbox's speed and controls options (widgets.md section 3: "controls.previous,
//   controls.next, ... speed"; section 9: "Lightbox speed 0.6 s"), on demo/pages/lightbox.html's
//   "Options: speed and arrows" launchers;
// - the map marker tracker's widget event map-marker-click (blocks/map/marker-tracker.ts), on
//   demo/pages/map.html's "Marker clicks, tracked" section;
// - the admin broadcast (runtime.md section 6: "Accounts with the ADMIN access permission
//   broadcast admin events to other tabs"), on demo/pages/admin-broadcast.html.

/** The console warnings `page` prints from now on. */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test.describe('lightbox options: speed and controls', () => {
  const dialog = (page: Page) => page.getByRole('dialog');

  async function openLightboxPage(page: Page): Promise<void> {
    await page.goto('/lightbox.html');
    await page.waitForFunction(
      () =>
        window.__srProbe?.ready === true &&
        (window.SiteRuntime?.blocks().every((block) => block.state !== 'pending') ?? false),
    );
  }

  /** The speed the content was given, and the length of its fade as the browser runs it. */
  const contentFade = (page: Page) =>
    dialog(page)
      .locator('.sr-lightbox-content')
      .evaluate((content: HTMLElement) => ({
        speed: content.style.getPropertyValue('--sr-lightbox-speed'),
        duration: getComputedStyle(content).animationDuration,
      }));

  test('speed 0.2 and only the next arrow: a 0.2 s fade, one arrow drawn, the arrow keys still go both ways', async ({
    page,
  }) => {
    const warnings = consoleWarnings(page);
    await openLightboxPage(page);
    // Its name says neither "Next" nor "Previous": lightbox.spec.ts finds the arrows by those.
    await page
      .getByRole('button', { name: 'Open with a 0.2 s fade and the forward arrow alone' })
      .click();
    const box = dialog(page);
    await expect(box).toHaveAccessibleName('Quick fade, next arrow only');
    expect(await contentFade(page)).toEqual({ speed: '0.2s', duration: '0.2s' });

    const next = box.getByRole('button', { name: 'Next' });
    await expect(next).toBeVisible();
    await expect(box.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(box.locator('.sr-lightbox-arrow')).toHaveCount(1);

    const counter = box.locator('.sr-lightbox-counter');
    await expect(counter).toHaveText('1 of 4');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('4 of 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 of 4');
    await next.click();
    await expect(counter).toHaveText('2 of 4');
    // Valid options are used without a word.
    expect(warnings.filter((text) => text.includes('Lightbox option'))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
  });

  test('wrong options are logged and set aside: the lightbox opens with a 0.6 s fade and both arrows', async ({
    page,
  }) => {
    // log.warn prints console warnings, which the page-error collector (console errors only)
    // does not count: nothing to allow there; they are read here.
    const warnings = consoleWarnings(page);
    await openLightboxPage(page);
    await page.getByRole('button', { name: 'Open with wrong options' }).click();
    const box = dialog(page);
    await expect(box).toHaveAccessibleName('Wrong options, defaults used');
    await expect(box.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(await contentFade(page)).toEqual({ speed: '0.6s', duration: '0.6s' });
    await expect
      .poll(() => warnings.filter((text) => text.includes('Lightbox option')))
      .toEqual([
        '[site-runtime] lightbox: Lightbox option speed must be a number of seconds, got "fast"',
        '[site-runtime] lightbox: Lightbox option controls.previous must be true or false, got "no"',
      ]);
    await page.keyboard.press('ArrowRight');
    await expect(box.locator('.sr-lightbox-counter')).toHaveText('2 of 4');
  });
});

test.describe('map marker event: map-marker-click', () => {
  // Tracking runs only with consent (the page has the restrictive cookie policy on).
  test.use({ consent: 'accepted' });

  const REAL = '#block-359e3205ce0444997098';
  const COORDINATES = '#block-map-coordinates';
  const COMPONENT = '#block-map-component';
  const RECORD_EVENT = '/api/events/RecordEvent';

  /** The data of each map-marker-click RecordEvent the fake platform received, in order. */
  async function markerEvents(inbox: InboxClient): Promise<Record<string, unknown>[]> {
    return (await inbox.requestsTo(RECORD_EVENT))
      .map((request) => request.body as Record<string, string>)
      .filter((form) => form.event === 'map-marker-click')
      .map((form) => JSON.parse(form.data ?? 'null') as Record<string, unknown>);
  }

  /** Activates the marker with `activate`, and closes the maps page it opens in a new tab. */
  async function activateMarker(page: Page, activate: () => Promise<void>): Promise<string> {
    const [popup] = await Promise.all([page.waitForEvent('popup'), activate()]);
    const url = popup.url();
    await popup.close();
    return url;
  }

  test('a click on a marker, or Enter on it, sends map-marker-click with its position and title, shown in the page', async ({
    page,
    inbox,
  }) => {
    await page.goto('/map.html');
    await waitForRuntimeReady(page);
    for (const block of [REAL, COORDINATES, COMPONENT]) {
      await expect(page.locator(`${block} .sr-test-map`)).toBeVisible();
    }
    const output = page.locator('#marker-event-output');
    await expect(output).toHaveText('No marker activated yet.');

    // A click on the block's marker.
    const opened = await activateMarker(page, () =>
      page.locator(REAL).getByRole('button', { name: 'University of Wollongong' }).click(),
    );
    expect(opened).toContain('ll=-34.4079569%2C150.877135&z=12');
    await expect(output).toHaveText(
      'Received map-marker-click: markerLat -34.4079569, markerLng 150.877135, addressTitle "University of Wollongong".',
    );
    await expect(page.locator('#marker-event-data')).toBeVisible();
    const [clicked] = await markerEvents(inbox);
    expect(clicked).toMatchObject({
      markerLat: -34.4079569,
      markerLng: 150.877135,
      addressTitle: 'University of Wollongong',
      pagePath: '/map.html',
      websiteId: '64f0c2a1b3d4e5f60718293a',
    });

    // The keyboard: the component's marker is a button, focused and pressed with Enter.
    const marker = page.locator(COMPONENT).getByRole('button', { name: 'Reading room' });
    await marker.focus();
    await expect(marker).toBeFocused();
    await activateMarker(page, () => page.keyboard.press('Enter'));
    await expect(output).toHaveText(
      'Received map-marker-click: markerLat 51.5194, markerLng -0.127, addressTitle "Reading room".',
    );

    // A block with coordinates only: the marker stands at the map's centre and has no title.
    await activateMarker(page, () =>
      page.locator(COORDINATES).getByRole('button', { name: '-33.8568, 151.2153' }).click(),
    );
    await expect(output).toHaveText(
      'Received map-marker-click: markerLat -33.8568, markerLng 151.2153 (no addressTitle).',
    );

    const events = await markerEvents(inbox);
    expect(events).toHaveLength(3);
    expect(events[1]).toMatchObject({
      markerLat: 51.5194,
      markerLng: -0.127,
      addressTitle: 'Reading room',
    });
    expect(events[2]).toMatchObject({ markerLat: -33.8568, markerLng: 151.2153 });
    expect(events[2]).not.toHaveProperty('addressTitle');
  });
});

test.describe('admin broadcast', () => {
  const ADMIN_PAGE = '/admin-broadcast.html';
  const PACK = 'admin-broadcast';
  /** The relay's warning for an admin event without a type (relay-admin-events.ts). */
  const NO_TYPE_WARNING =
    'Ignored a site-runtime:admin-broadcast event whose detail is not { type, data }';

  async function openAdminPage(page: Page): Promise<void> {
    await page.goto(ADMIN_PAGE);
    await waitForRuntimeReady(page);
    await waitForInitialisers(page);
  }

  /**
   * Resolves once this tab's relay listens: an admin event without a type, raised on the document,
   * is refused with the relay's warning (and sent nowhere).
   */
  async function relayListening(page: Page, warnings: string[]): Promise<void> {
    await expect
      .poll(async () => {
        await page.evaluate(() =>
          document.dispatchEvent(new CustomEvent('site-runtime:admin-broadcast', { detail: {} })),
        );
        return warnings.some((text) => text.includes(NO_TYPE_WARNING));
      })
      .toBe(true);
  }

  /** Collects in the page each site-runtime:admin-event's detail, for the test to read. */
  async function collectAdminEvents(page: Page): Promise<() => Promise<unknown[]>> {
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { __adminEvents: unknown[] }).__adminEvents = seen;
      document.addEventListener('site-runtime:admin-event', (event) =>
        seen.push((event as CustomEvent<unknown>).detail),
      );
    });
    return () =>
      page.evaluate(() => (window as unknown as { __adminEvents: unknown[] }).__adminEvents);
  }

  async function secondTab(context: BrowserContext) {
    const other = await context.newPage();
    return { other, errors: new PageErrorCollector(other) };
  }

  test('an ADMIN account: the pack is fetched in each tab, and an admin event raised in one reaches the other', async ({
    page,
    context,
  }) => {
    const { other, errors } = await secondTab(context);
    const packs = recordPackRequests(page);
    const otherPacks = recordPackRequests(other);
    const warnings = consoleWarnings(page);
    const otherWarnings = consoleWarnings(other);
    await openAdminPage(page);
    await openAdminPage(other);
    await expect(page.locator('#admin-account')).toHaveText(
      'Signed in as demo-admin, access permissions 1: ADMIN (1) is held, this tab relays admin events.',
    );
    await relayListening(page, warnings);
    await relayListening(other, otherWarnings);
    expect(packs.filter((name) => name === PACK)).toEqual([PACK]);
    expect(otherPacks.filter((name) => name === PACK)).toEqual([PACK]);
    await expect(other.locator('#admin-pack')).toHaveText(
      /^The admin-broadcast pack: fetched \(\/dist\/packs\/admin-broadcast\.[\w-]+\.js\)\.$/,
    );
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    const receivedByOther = await collectAdminEvents(other);
    const receivedBySender = await collectAdminEvents(page);

    // From the demo's form, by keyboard.
    await page.getByLabel('Type').fill('site-published');
    await page.getByLabel('Data (text, optional)').fill('Home page');
    await page.keyboard.press('Enter');
    await expect(page.locator('#admin-send-done')).toHaveText(
      'Dispatched site-runtime:admin-broadcast with the type "site-published".',
    );
    await expect(other.locator('#admin-received-list li')).toHaveText([
      'site-published: Home page',
    ]);
    await expect(other.locator('#admin-received-summary')).toHaveText(
      '1 admin event received; the last: "site-published".',
    );

    // From a page script, with structured data: it arrives as sent.
    await page.evaluate(() =>
      document.dispatchEvent(
        new CustomEvent('site-runtime:admin-broadcast', {
          detail: { type: 'theme-changed', data: { colour: 'teal', revision: 3 } },
        }),
      ),
    );
    await expect.poll(receivedByOther).toEqual([
      { type: 'site-published', data: 'Home page' },
      { type: 'theme-changed', data: { colour: 'teal', revision: 3 } },
    ]);

    // The other way round; the tab that sent an event never receives its own.
    await other.evaluate(() =>
      document.dispatchEvent(
        new CustomEvent('site-runtime:admin-broadcast', { detail: { type: 'seen' } }),
      ),
    );
    await expect.poll(receivedBySender).toEqual([{ type: 'seen' }]);
    await expect(page.locator('#admin-received-list li')).toHaveText(['seen (no data)']);
    expect(await receivedByOther()).toHaveLength(2);
    expect(errors.unexpected(), formatProblems(errors.unexpected())).toEqual([]);
  });

  const notAdmin: { who: string; edit: (html: string) => string; account: string }[] = [
    {
      who: 'a signed-in account without ADMIN',
      // Permissions of the saved owner page (fixtures/real-pages/commerce/
      // 7.1__physical-no-options-owner-view.html), without 1.
      edit: (html) =>
        html.replace('"accessPermissions": [1]', '"accessPermissions": [1217, 1218, 1515]'),
      account:
        'Signed in as demo-admin, access permissions 1217, 1218, 1515: no ADMIN (1), this tab relays no admin events.',
    },
    {
      who: 'a visitor (no account) whose context still lists ADMIN',
      edit: (html) =>
        html.replace(/"authenticatedAccount":\s*\{[^}]*\}/, '"authenticatedAccount": null'),
      account: 'No account is signed in: this tab relays no admin events.',
    },
  ];

  for (const { who, edit, account } of notAdmin) {
    test(`${who}: the admin-broadcast pack is never requested, in either tab`, async ({
      page,
      context,
    }) => {
      await context.route(`**${ADMIN_PAGE}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: edit(await response.text()) });
      });
      const { other, errors } = await secondTab(context);
      const requested: string[] = [];
      context.on('request', (request) => {
        if (request.url().includes('/packs/admin-broadcast')) requested.push(request.url());
      });
      const packs = recordPackRequests(page);
      await openAdminPage(page);
      await openAdminPage(other);
      // The edited context is the one the runtime read.
      await expect(page.locator('#admin-account')).toHaveText(account);
      await afterIdle(page);
      await afterIdle(other);
      // The core's own packs were fetched: the features (which hold the initialiser) ran.
      expect(packs).toContain('features');
      expect(requested).toEqual([]);
      await expect(other.locator('#admin-pack')).toHaveText(
        'The admin-broadcast pack: not fetched.',
      );
      expect(errors.unexpected(), formatProblems(errors.unexpected())).toEqual([]);
    });
  }
});

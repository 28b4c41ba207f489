import type { BrowserContext, Locator, Page } from '@playwright/test';
import { TRACKING_COOKIES } from '../../src/store/consent';
import { axeViolations, formatViolations } from './support/axe';
import { expect, storeConsent, test } from './support/fixtures';
import { packGlob } from './support/pack-files';
import { afterIdle, recordPackRequests } from './support/pack-requests';
import { waitForRuntimeReady } from './support/runtime-ready';

// These tests start without the consent cookie the other browser tests get (support/fixtures.ts),
// so the banner shows as it does to a first-time visitor.
test.use({ consent: null });

const BAR_PAGE = '/cookie-banner.html';
const POPUP_PAGE = '/cookie-banner-popup.html';
const DAY_S = 24 * 60 * 60;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
}

function bar(page: Page): Locator {
  return page.getByRole('region', { name: 'Cookie consent' });
}

function popup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Cookie consent' });
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed');
}

async function trackingCookieNames(context: BrowserContext): Promise<string[]> {
  const names: readonly string[] = TRACKING_COOKIES;
  return (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => names.includes(name))
    .sort();
}

async function addTrackingCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies(
    TRACKING_COOKIES.map((name) => ({ name, value: 'tracked', url: baseURL })),
  );
}

/** The styles that make a button stand out, to compare accept with decline. */
async function prominence(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      background: style.backgroundColor,
      color: style.color,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      textDecoration: style.textDecorationLine,
    };
  });
}

test.describe('cookie banner: automated browsers', () => {
  test('shows to an automated browser (navigator.webdriver) without the consent cookie', async ({
    page,
    context,
  }) => {
    await open(page, BAR_PAGE);
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    await expect(bar(page)).toBeVisible();
    expect(await consentCookie(context)).toBeUndefined();
  });
});

test.describe('cookie banner: bar', () => {
  test('a labelled, non-modal region over the bottom of the page, reached by keyboard', async ({
    page,
  }) => {
    await open(page, BAR_PAGE);
    const region = bar(page);
    await expect(region).toBeVisible();
    await expect(region).toContainText('We use cookies to remember your cart');
    await expect(region.getByRole('link', { name: 'cookie policy' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Fixed to the bottom edge, over the content: nothing on the page moved to make room.
    const viewport = page.viewportSize();
    const box = await region.boundingBox();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
    expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    // Not modal and takes no focus at load; the page stays usable.
    await expect(page.locator('body')).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);

    // Reject is as prominent as accept.
    const reject = region.getByRole('button', { name: 'Reject all' });
    const accept = region.getByRole('button', { name: 'Accept all' });
    expect(await prominence(reject)).toEqual(await prominence(accept));

    // The bar is the last thing on the page: Shift+Tab from the top reaches it.
    await page.keyboard.press('Shift+Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(reject).toBeFocused();
  });

  test('reject stores false for 30 days (SameSite=Lax) and removes the bar for good', async ({
    page,
    context,
  }) => {
    // A whole second, so the expiry (stored in seconds) can be compared exactly.
    const now = Math.floor(Date.now() / 1000) * 1000;
    await page.clock.setFixedTime(now);
    await open(page, BAR_PAGE);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();

    await bar(page).getByRole('button', { name: 'Reject all' }).focus();
    await page.keyboard.press('Enter');

    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('.sr-cookie-banner-host')).toHaveCount(0);
    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: 'false', path: '/', sameSite: 'Lax', secure: false });
    expect(cookie?.expires).toBe(now / 1000 + 30 * DAY_S);
    await expect(page.locator('#consent-state')).toHaveText('Consent: rejected. Banner closed.');
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);

    await page.reload();
    await waitForRuntimeReady(page);
    await expect(page.locator('#consent-state')).toHaveText('Consent: rejected. Banner closed.');
    await expect(bar(page)).toHaveCount(0);
  });

  test('accept stores true and removes the bar; tracking cookies may stay', async ({
    page,
    context,
    baseURL,
  }) => {
    await open(page, BAR_PAGE);
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(bar(page)).toHaveCount(0);
    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: 'true', sameSite: 'Lax' });
    await expect(page.locator('#consent-state')).toHaveText('Consent: accepted. Banner closed.');

    await addTrackingCookies(context, baseURL as string);
    await page.reload();
    await waitForRuntimeReady(page);
    expect(await trackingCookieNames(context)).toEqual([...TRACKING_COOKIES].sort());
  });

  test('the restrictive policy clears the tracking cookies at load and on reject', async ({
    page,
    context,
    baseURL,
  }) => {
    await addTrackingCookies(context, baseURL as string);
    await context.addCookies([{ name: 'crumb', value: 'keep', url: baseURL as string }]);
    await open(page, BAR_PAGE);
    // No consent yet: all nine are gone, other cookies stay.
    expect(await trackingCookieNames(context)).toEqual([]);
    expect((await context.cookies()).some((cookie) => cookie.name === 'crumb')).toBe(true);

    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await page.getByRole('button', { name: 'Write sample tracking cookies' }).click();
    expect(await trackingCookieNames(context)).toEqual([...TRACKING_COOKIES].sort());

    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await bar(page).getByRole('button', { name: 'Reject all' }).click();
    expect(await trackingCookieNames(context)).toEqual([]);
    expect((await consentCookie(context))?.value).toBe('false');
  });

  test('Cookie preferences reopens the bar with focus inside, then gives focus back', async ({
    page,
    context,
  }) => {
    await open(page, BAR_PAGE);
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(bar(page)).toHaveCount(0);

    const preferences = page.getByRole('button', { name: 'Cookie preferences' });
    await preferences.focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toBeVisible();
    await expect(page.locator('#consent-state')).toHaveText('Consent: accepted. Banner open.');
    // Focus moved to the bar's first focusable element, the link in its text.
    await expect(bar(page).getByRole('link', { name: 'cookie policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bar(page).getByRole('button', { name: 'Reject all' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(bar(page)).toHaveCount(0);
    await expect(preferences).toBeFocused();
    expect((await consentCookie(context))?.value).toBe('false');
  });

  test('passes axe-core while open', async ({ page }) => {
    await open(page, BAR_PAGE);
    await expect(bar(page)).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('screenshots (sqsscreenshot=true) get no banner', async ({ page, context }) => {
    await open(page, `${BAR_PAGE}?sqsscreenshot=true`);
    await expect(page.locator('#consent-state')).toHaveText(
      'Consent: no choice yet. Banner closed.',
    );
    await expect(bar(page)).toHaveCount(0);
    expect(await consentCookie(context)).toBeUndefined();
  });

  test('forced preview shows the bar after a choice, for a logged-in editor only; its buttons save nothing', async ({
    page,
    context,
  }) => {
    // As a logged-in editor, on the URLs with noredirect (which keeps the editor on the page).
    // Routed before the first visit: later navigations may not reach Playwright's routes.
    await page.route(
      (url) => url.pathname === '/cookie-banner.html' && url.searchParams.has('noredirect'),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"authenticatedAccount": null',
          '"authenticatedAccount": { "id": "e2e-editor" }',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await open(page, BAR_PAGE);
    await bar(page).getByRole('button', { name: 'Accept all' }).click();

    // A visitor who follows a preview link gets nothing: the flag is for a logged-in editor.
    await open(page, '/cookie-banner.html?cookieBannerPreview=true');
    await expect(page.locator('#consent-state')).toHaveText('Consent: accepted. Banner closed.');
    await expect(bar(page)).toHaveCount(0);

    await open(page, '/cookie-banner.html?cookieBannerPreview=true&noredirect');
    expect(
      await page.evaluate(() => window.SiteRuntime?.store.getState().context.authenticatedAccount),
    ).toEqual({ id: 'e2e-editor' });
    await expect(bar(page)).toContainText('Preview: your choice is not saved.');
    await bar(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(bar(page)).toBeVisible();
    expect((await consentCookie(context))?.value).toBe('true');
  });
});

test.describe('cookie banner: popup', () => {
  test('a modal dialog in the bottom-right corner that keeps focus inside', async ({ page }) => {
    await open(page, POPUP_PAGE);
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('This site uses cookies for analytics.');

    const viewport = page.viewportSize();
    const box = await dialog.boundingBox();
    if (!box || !viewport) throw new Error('the popup has no box');
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
    expect(box.x).toBeGreaterThan(viewport.width / 2);

    // OPT_IN: one choice, plus the dialog's close button.
    const accept = dialog.getByRole('button', { name: 'Accept cookies' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(dialog.getByRole('button')).toHaveCount(2);
    await expect(accept).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    // The page behind is inert.
    await expect(page.locator('.demo-layout')).toHaveAttribute('inert', '');
  });

  test('Escape hides it for this page view only, saving nothing', async ({ page, context }) => {
    await open(page, POPUP_PAGE);
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    expect(await consentCookie(context)).toBeUndefined();

    await page.reload();
    await waitForRuntimeReady(page);
    await expect(popup(page)).toBeVisible();
  });

  test('accept stores true, closes it, and gtag gets default then update', async ({
    page,
    context,
  }) => {
    await open(page, POPUP_PAGE);
    const calls = () =>
      page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    const denied = {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    };
    const granted = {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    };
    expect(await calls()).toEqual([['consent', 'default', denied]]);

    await popup(page).getByRole('button', { name: 'Accept cookies' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect(await consentCookie(context)).toMatchObject({ value: 'true', sameSite: 'Lax' });
    expect(await calls()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);
    await expect(page.locator('#gtag-log li')).toHaveText([
      `gtag(consent, default, ${JSON.stringify(denied)})`,
      `gtag(consent, update, ${JSON.stringify(granted)})`,
    ]);

    // Next page: the stored choice follows the default at once.
    await page.reload();
    await waitForRuntimeReady(page);
    await expect(popup(page)).toHaveCount(0);
    expect(await calls()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);
  });

  test('SiteRuntime.consent.open() reopens it and focus returns to the opener', async ({
    page,
  }) => {
    await open(page, POPUP_PAGE);
    await popup(page).getByRole('button', { name: 'Accept cookies' }).click();
    await expect(popup(page)).toHaveCount(0);

    const preferences = page.getByRole('button', { name: 'Cookie preferences' });
    await preferences.click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Accept cookies' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup(page)).toHaveCount(0);
    await expect(preferences).toBeFocused();
  });

  test('passes axe-core while open', async ({ page }) => {
    await open(page, POPUP_PAGE);
    await expect(popup(page)).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});

test.describe('cookie banner: its pack', () => {
  test('is not fetched for a visitor who already chose, until they reopen the banner', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeConsent(context, baseURL as string, true);
    const packs = recordPackRequests(page);
    await open(page, BAR_PAGE);
    await afterIdle(page);
    await expect(bar(page)).toHaveCount(0);
    expect(packs).not.toContain('cookie-banner');

    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'cookie policy' })).toBeFocused();
    expect(packs.filter((name) => name === 'cookie-banner')).toEqual(['cookie-banner']);
  });

  test('a banner whose pack cannot load lets the page go on; the consent rules still apply', async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/\[site-runtime\]|Failed to load resource/);
    const attempts: string[] = [];
    await page.route(`${packGlob('cookie-banner')}*`, (route) => {
      attempts.push(new URL(route.request().url()).search);
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await addTrackingCookies(context, baseURL as string);
    await open(page, BAR_PAGE);
    await expect(page.locator('#consent-state')).toHaveText(
      'Consent: no choice yet. Banner closed.',
    );
    expect(attempts).toEqual(['', '?retry=1']);
    await expect(bar(page)).toHaveCount(0);
    // The demo page's policy is restrictive: without consent the tracking cookies are cleared.
    expect(await trackingCookieNames(context)).toEqual([]);
  });
});

test.describe('cookie banner: a choice only this site can make (issue 31, row 5)', () => {
  test('a consent cookie a sibling site could have written is no choice: the banner asks, nothing is tracked', async ({
    page,
    context,
    baseURL,
  }) => {
    // A site on a sibling host writes ss_cookieAllowed for the whole parent domain; a page cannot
    // tell such a cookie from one of its own.
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: baseURL as string }]);
    await addTrackingCookies(context, baseURL as string);
    await open(page, BAR_PAGE);
    await expect(bar(page)).toBeVisible();
    expect(
      await page.evaluate(() => window.SiteRuntime?.store.getState().consent.accepted),
    ).toBeNull();
    // The restrictive policy: no choice, so the tracking cookies go.
    expect(await trackingCookieNames(context)).toEqual([]);

    // The visitor's own choice is kept where only this host can write it.
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(bar(page)).toHaveCount(0);
    const copy = (await context.cookies()).find(
      (cookie) => cookie.name === '__Host-ss_cookieAllowed',
    );
    expect(copy).toMatchObject({ value: 'true', secure: true, path: '/' });
    await page.reload();
    await waitForRuntimeReady(page);
    await expect(bar(page)).toHaveCount(0);
  });
});

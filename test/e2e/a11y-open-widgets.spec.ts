import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// axe-core with the runtime's widgets open, for the states the other specs do not check already
// (boot.spec.ts checks every page as it loads; accordion, menu, cookie-banner, overlays,
// announcement-bar and mobile-info-bar specs check their widget open in its default form).

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
}

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/**
 * For notices that hide themselves 2000 ms after they show: the page's clock is stopped, and axe
 * (which defers its work with setTimeout) is moved along one millisecond at a time, so the
 * notice is still there when axe looks at it.
 */
async function expectNoViolationsWithClockHeld(page: Page): Promise<void> {
  // A margin the page clock cannot pass while this call travels, well inside the 2000 ms.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  let finished = false;
  const violations = axeViolations(page).finally(() => {
    finished = true;
  });
  while (!finished) await page.clock.runFor(1);
  const found = await violations;
  expect(found, formatViolations(found)).toEqual([]);
}

test.describe('accessibility with widgets open: the shared dialogs', () => {
  const WIDGETS: Array<{ button: string; widget: (page: Page) => Locator; timed?: boolean }> = [
    {
      button: 'Show an alert',
      widget: (page) => page.getByRole('dialog', { name: 'Changes saved' }),
    },
    {
      button: 'Ask for confirmation',
      widget: (page) => page.getByRole('dialog', { name: 'Remove this item?' }),
    },
    {
      button: 'Show an information notice',
      widget: (page) =>
        page.getByRole('status').filter({ hasText: 'Orders placed before noon ship today.' }),
      timed: true,
    },
    {
      button: 'Show a network error',
      widget: (page) =>
        page
          .getByRole('dialog', { name: 'Error' })
          .filter({ hasText: 'Unable to connect to the product. Please try again.' }),
    },
    {
      button: 'Show a generic system error',
      widget: (page) =>
        page
          .getByRole('dialog', { name: 'Error' })
          .filter({ hasText: '/api/widget/GetWidgetRendering' }),
    },
  ];

  for (const { button, widget, timed } of WIDGETS) {
    test(`dialogs page: ${button}`, async ({ page }) => {
      if (timed) await page.clock.install();
      await open(page, '/dialogs.html');
      await page.getByRole('button', { name: button }).click();
      await expect(widget(page)).toBeVisible();
      if (timed) await expectNoViolationsWithClockHeld(page);
      else await expectNoViolations(page);
      await expect(widget(page)).toBeVisible();
    });
  }

  test('the system error overlay, "cleaned" variant', async ({ page }) => {
    await open(page, '/dialogs.html');
    await page.evaluate(() => {
      void window.SiteRuntime?.ui.showSystemError({ variant: 'cleaned' });
    });
    const dialog = page.getByRole('dialog', { name: 'Something Went Wrong!' });
    await expect(dialog).toContainText('The exception has been logged and reported.');
    await expectNoViolations(page);
  });

  test('the logout notice (?logout=true)', async ({ page }) => {
    await page.clock.install();
    await open(page, '/announcement-bar.html?logout=true');
    await expect(page.getByRole('status').filter({ hasText: 'Logout Successful' })).toBeVisible();
    await expectNoViolationsWithClockHeld(page);
    await expect(page.getByRole('status').filter({ hasText: 'Logout Successful' })).toBeVisible();
  });
});

// The cookie banner in the forms its own spec does not check with axe: cookie-banner.spec.ts
// checks the dark bar with buttons and the light popup with buttons, each as the page loads.

type CookieSettingsPatch = Record<string, string>;

/** Serves `path` with these cookie settings changed in its page context. */
async function withCookieSettings(
  page: Page,
  path: string,
  patch: CookieSettingsPatch,
): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(
        /(<script type="application\/json" id="site-context">)([\s\S]*?)(<\/script>)/,
        (_match, start: string, json: string, end: string) => {
          const context = JSON.parse(json) as { cookieSettings: Record<string, unknown> };
          Object.assign(context.cookieSettings, patch);
          return `${start}${JSON.stringify(context)}${end}`;
        },
      );
      if (patched === html) throw new Error(`${path} has no site-context to patch`);
      await route.fulfill({ response, body: patched });
    },
  );
}

test.describe('accessibility with widgets open: cookie banner variants', () => {
  // No consent cookie: the banner shows, as to a first-time visitor.
  test.use({ consent: null });
  const bar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Cookie consent' });

  const VARIANTS: Array<{
    name: string;
    path: string;
    patch: CookieSettingsPatch;
    banner: (page: Page) => Locator;
    /** What shows that the patch took: the theme, the look of the actions and their number. */
    theme: 'light' | 'dark';
    actions: { look: 'text' | 'button' | 'icon'; count: number };
  }> = [
    {
      name: 'dark popup in the top-left corner',
      path: '/cookie-banner-popup.html',
      patch: { cookieBannerTheme: 'DARK', cookieBannerPosition: 'TOP_LEFT' },
      banner: popup,
      theme: 'dark',
      actions: { look: 'button', count: 1 },
    },
    {
      name: 'popup with icon actions, accept and decline',
      path: '/cookie-banner-popup.html',
      patch: {
        cookieBannerCtaVariant: 'ICON',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerOptOutCtaText: 'Decline cookies',
      },
      banner: popup,
      theme: 'light',
      actions: { look: 'icon', count: 2 },
    },
    {
      name: 'light bar at the top with text actions',
      path: '/cookie-banner.html',
      patch: {
        cookieBannerTheme: 'LIGHT',
        cookieBannerPosition: 'TOP',
        cookieBannerCtaVariant: 'TEXT',
      },
      banner: bar,
      theme: 'light',
      actions: { look: 'text', count: 2 },
    },
    {
      name: 'dark bar with icon actions',
      path: '/cookie-banner.html',
      patch: { cookieBannerCtaVariant: 'ICON' },
      banner: bar,
      theme: 'dark',
      actions: { look: 'icon', count: 2 },
    },
  ];

  for (const { name, path, patch, banner, theme, actions } of VARIANTS) {
    test(name, async ({ page }) => {
      await withCookieSettings(page, path, patch);
      await open(page, path);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toHaveClass(new RegExp(`sr-cookie-banner--${theme}`));
      const choices = banner(page).locator(`.sr-cookie-banner__action--${actions.look}`);
      await expect(choices).toHaveCount(actions.count);
      // Every choice carries a name, whatever it looks like.
      for (const choice of await choices.all()) await expect(choice).toHaveAccessibleName(/\S/);
      await expectNoViolations(page);
    });
  }

  test('the light bar, reopened from "Cookie preferences" after a choice', async ({ page }) => {
    await open(page, '/analytics.html');
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(bar(page)).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('accessibility with widgets open: bars and overlays together', () => {
  // No consent cookie: the cookie bar is one of the bars.
  test.use({ consent: null });
  test('mobile info bar at 1024 px with the opening hours open', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, '/mobile-info-bar.html');
    const hours = page
      .getByRole('region', { name: 'Contact information' })
      .getByRole('button', { name: 'Hours' });
    await hours.click();
    await expect(hours).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page);
  });

  test('at 1024 px: announcement bar, mobile info bar, cookie bar, then the popup overlay', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, '/csp-strict.html');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contact information' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expectNoViolations(page);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('dialog', { name: 'Fresh bread every morning' })).toBeVisible();
    await expectNoViolations(page);
  });
});

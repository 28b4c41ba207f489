import { expect, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { checkPhoneMenu, PHONE, settledControllers, visibleMenuButton } from './support/phone-menu';

// The 7.0 doncab templates' controllers on demo/pages/template-index.html (the templates' markup,
// fixtures/controllers/banner-index-7.0.html, with a stand-in stylesheet): the body's classes, the
// banner, the account links, the index list and its navigation as the visitor scrolls, and the
// phone menu by keyboard; nothing shifts the layout. Then the same page for a visitor who asked
// for less motion. (The demo boot test runs axe on it; test/e2e/lifecycle.spec.ts cycles it.)

test('doncab index page: banner, account links, index reveal and navigation, phone menu; no shift', async ({
  page,
}) => {
  await page.addInitScript(recordLayoutShifts);
  await page.goto('/template-index.html');
  const controllers = await settledControllers(page);
  expect(controllers.map(({ name, state }) => `${name} ${state}`).sort()).toEqual([
    'BannerController running',
    'BodyClassController running',
    'IndexController running',
    'IndexNavigationController running',
    'MobileNavController running',
    'UserAccountLink running',
    'UserAccountLink running',
  ]);

  // The header's parts decide the body's classes: the secondary navigation is empty.
  const body = page.locator('body');
  await expect(body).toHaveClass(/\bhas-tagline\b/);
  await expect(body).not.toHaveClass(/\bhas-secondary-nav\b/);

  // The banner shows its cropped picture on its colour, with the title and description on it.
  const banner = page.locator('.page-banner-wrapper');
  await expect(banner.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await expect(banner.locator('.page-banner-image-container')).toHaveClass(/\bcontent-fill\b/);
  await expect(banner).toHaveCSS('background-color', 'rgb(8, 24, 45)');

  // The account links: the visitor's words, a name for the icon, the account area's address;
  // "Account" once a site user signs in.
  const header = page.locator('#header');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
  // What moved before the visitor did anything (signing in changes the link's words, and width).
  const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
  await page.evaluate(() => {
    const store = window.SiteRuntime?.store;
    store?.setState({ session: { ...store.getState().session, xsrfToken: 'demo-token' } });
  });
  await expect(header.getByRole('link', { name: 'Account' })).toHaveCount(2);

  // The index: each title is revealed as it is reached; the navigation shows the page after the
  // one being read, and slides in once scrolled to.
  const titles = page.locator('.index-item-text-wrapper');
  const next = page.locator('#indexNext');
  await expect(next.getByRole('link', { name: 'Three' })).toBeVisible();
  await expect(next.locator('a.active-link')).toHaveAttribute('aria-current', 'page');
  await next.scrollIntoViewIfNeeded();
  await expect(next).toHaveClass(/\breveal-index-nav\b/);
  await expect(titles.nth(2)).toHaveClass(/\breveal-index-title\b/);

  // On a phone: the menu button by keyboard, the classes the template reads while it is open.
  await page.setViewportSize(PHONE);
  const button = await visibleMenuButton(page);
  await expect(button).toHaveAccessibleName('Open Menu');
  await checkPhoneMenu(page, button, async () => {
    await expect(body).toHaveClass(/\bmobile-menu-open\b/);
    await expect(page.locator('html')).toHaveClass(/\bmobile-menu-open\b/);
  });
  await expect(body).not.toHaveClass(/\bmobile-menu-open\b/);
  expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
});

test('doncab index page, reduced motion: every title and the navigation shown at once', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/template-index.html');
  await settledControllers(page);
  await expect(page.locator('.index-item-text-wrapper.reveal-index-title')).toHaveCount(3);
  await expect(page.locator('#indexNext')).toHaveClass(/\breveal-index-nav\b/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

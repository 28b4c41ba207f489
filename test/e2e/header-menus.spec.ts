import { expect, test } from './support/fixtures';
import { checkPhoneMenu, PHONE, settledControllers } from './support/phone-menu';

// The header-menus demo page: one header of each template family, each menu worked with the
// keyboard, and a folder of each opened and closed. One page load for the four.

test.use({ viewport: PHONE });

const FAMILIES = [
  { section: '7.1 header', folder: /More/ },
  { section: '7.0 overlay (Brine family)', folder: 'Services' },
  { section: '7.0 side tray (Skye family)', folder: 'Travel' },
  { section: '7.0 checkbox menu', folder: 'About' },
];

test("each family's phone menu works with the keyboard, its folders too", async ({ page }) => {
  await page.goto('/header-menus.html');
  const controllers = await settledControllers(page);
  // The families' layout controllers (AncillaryLayout, MobileOffset) run too: page-frame pack.
  expect(controllers.filter((c) => c.state !== 'running' && c.state !== 'static')).toEqual([]);

  for (const [index, { section, folder }] of FAMILIES.entries()) {
    // By position: while a menu is open its section's heading is inert, the region unnamed.
    const region = page.locator('section.header-family').nth(index);
    await expect(region.getByRole('heading', { name: section })).toBeVisible();
    const button = region
      .locator('[aria-expanded][aria-controls]')
      .filter({ visible: true })
      .first();
    await button.evaluate((element) => element.setAttribute('data-test-menu-button', ''));
    await checkPhoneMenu(page, page.locator('[data-test-menu-button]'), async () => {
      // Marked: once its folder slides in, the 7.1 folder button is inert, out of the role tree.
      await region.getByRole('button', { name: folder }).evaluate((element) => {
        element.setAttribute('data-test-folder', '');
      });
      const opener = page.locator('[data-test-folder]');
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      const controlled = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
      await expect(controlled).toBeVisible();
      // Escape closes the whole menu, an open folder with it.
    });
    await page.evaluate(() => {
      const marks = [
        'data-test-menu-button',
        'data-test-folder',
        'data-test-menu-first',
        'data-test-menu-last',
      ];
      for (const mark of marks) {
        document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark));
      }
    });
  }
});

test("a click on a checkbox menu's label outside its content opens the menu as its button", async ({
  page,
}) => {
  await page.goto('/header-menus.html');
  await settledControllers(page);
  const label = page
    .locator('section[aria-labelledby="family-checkbox"] .mobile-nav-toggle-label')
    .filter({ visible: true })
    .first();
  const button = label.getByRole('button', { name: 'Open Menu' });
  await label.scrollIntoViewIfNeeded();
  const [outer, inner] = await Promise.all([label.boundingBox(), button.boundingBox()]);
  if (!outer || !inner) throw new Error('the checkbox menu label is not drawn');
  // The template's label is larger than the bars it holds: its bottom-right corner is the label's.
  const corner = { x: outer.x + outer.width - 2, y: outer.y + outer.height - 2 };
  expect(corner.x > inner.x + inner.width || corner.y > inner.y + inner.height).toBe(true);
  await page.mouse.click(corner.x, corner.y);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  expect(await page.locator('#mobileNavToggle').isChecked()).toBe(false);
});

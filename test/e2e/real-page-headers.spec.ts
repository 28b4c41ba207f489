import { axeViolations, formatViolations } from './support/axe';
import { realPagePaths } from './support/demo-pages';
import { expect, test } from './support/fixtures';
import { checkPhoneMenu, PHONE, settledControllers, visibleMenuButton } from './support/phone-menu';

// Issue 19's promise on every saved real page, at a phone's width: the header's menu opens with
// the keyboard, keeps focus inside, closes with Escape with focus back on its button, and axe
// finds nothing wrong in the header, closed or open. controllers() lists each template
// controller with a final state.

/**
 * Rules about the page's structure, not the menu: on the pages whose stylesheets were not saved,
 * the desktop navigation shows beside the phone menu (two unnamed nav landmarks). The 2026 pages,
 * served with their stylesheets, are checked with every rule.
 */
const UNSTYLED_PAGE_RULES = { 'landmark-unique': { enabled: false }, region: { enabled: false } };
const STYLED = /-2026\.html$/;

test.use({ viewport: PHONE });

test.describe('real pages: the header on a phone', () => {
  for (const path of realPagePaths()) {
    test(`${path}: the menu works with the keyboard; controllers settle`, async ({
      page,
      pageErrors,
    }) => {
      // Blocks the runtime skips say why in the console; this test is about the header.
      pageErrors.allowConsoleErrors(/\[site-runtime\] runtime: Block /);
      await page.goto(path);
      const controllers = await settledControllers(page);
      expect(controllers.filter((c) => c.state === 'failed')).toEqual([]);
      const button = await visibleMenuButton(page);
      const header = await button.evaluate((toggle) => {
        const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
        return [toggle, panel].map((element) => {
          const id = `axe-${Math.random().toString(36).slice(2)}`;
          element?.setAttribute('data-axe-scope', id);
          return `[data-axe-scope="${id}"]`;
        });
      });
      const axeHeader = async (): Promise<void> => {
        // Blocks inside a menu (a side tray's social links) are content, checked by their tests.
        const violations = await axeViolations(
          page,
          STYLED.test(path) ? {} : { rules: UNSTYLED_PAGE_RULES },
          header,
          ['.sqs-block'],
        );
        expect(violations, formatViolations(violations)).toEqual([]);
      };
      await axeHeader();
      await checkPhoneMenu(page, button, axeHeader);
      if (STYLED.test(path)) {
        // The template fades its menu in; asked for less motion, it does not.
        const fade = () =>
          button.evaluate((toggle) => {
            const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
            return getComputedStyle(panel as Element).transitionDuration;
          });
        expect(await fade()).not.toMatch(/^0s(, 0s)*$/);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        expect(await fade()).toMatch(/^0s(, 0s)*$/);
      }
    });
  }
});

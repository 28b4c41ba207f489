import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

async function openDialogsPage(page: Page): Promise<void> {
  await page.goto('/dialogs.html');
  await waitForRuntimeReady(page);
}

/** Where keyboard focus is: inside the open dialog, or the id/text of the focused element. */
function focusInsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
}

test.describe('shared UI dialogs in Chromium', () => {
  test('an alert takes focus, keeps Tab inside, makes the page inert, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await openDialogsPage(page);
    const opener = page.getByRole('button', { name: 'Show an alert' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Changes saved' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('Your changes to the menu were saved.');
    expect(await focusInsideDialog(page)).toBe(true);

    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideDialog(page)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await focusInsideDialog(page)).toBe(true);
    }
    // The page behind cannot be reached or clicked.
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(
      true,
    );
    const zIndex = await dialog.evaluate((element) => {
      let node: Element | null = element;
      let highest = 0;
      while (node) {
        highest = Math.max(highest, Number(getComputedStyle(node).zIndex) || 0);
        node = node.parentElement;
      }
      return highest;
    });
    expect(zIndex).toBeGreaterThanOrEqual(30000);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('#dialog-result')).toHaveText('The alert was closed.');
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') === null)).toBe(
      true,
    );
  });

  test('a confirmation resolves with the button the visitor chose, and Escape means no', async ({
    page,
  }) => {
    await openDialogsPage(page);
    const opener = page.getByRole('button', { name: /confirmation/i });
    const result = page.locator('#dialog-result');

    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(result).toHaveText('The confirmation was answered: Remove.');
    await expect(opener).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
    await expect(result).toHaveText('The confirmation was answered: Keep it.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await result.evaluate((element) => (element.textContent = ''));
    await page.keyboard.press('Escape');
    await expect(result).toHaveText('The confirmation was answered: Keep it.');
  });

  test('an information notice shows as a status message and hides itself after 2000 ms', async ({
    page,
  }) => {
    await page.clock.install();
    await openDialogsPage(page);
    await page.getByRole('button', { name: /information/i }).click();
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Orders placed before noon ship today.' });
    await expect(notice).toBeVisible();

    await page.clock.runFor(1900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(800);
    await expect(notice).toBeHidden();
    await expect(page.locator('#dialog-result')).toHaveText('The information notice hid itself.');
  });

  test('system errors: the network variant and the generic one with URL, format and details; Clear closes', async ({
    page,
  }) => {
    await openDialogsPage(page);
    await page.getByRole('button', { name: /network error/i }).click();
    const network = page.getByRole('dialog');
    await expect(network).toContainText('Unable to connect to the product. Please try again.');
    await expect(network.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    await network.getByRole('button', { name: 'Clear' }).click();
    await expect(network).toBeHidden();

    await page.getByRole('button', { name: /system error/i }).click();
    const generic = page.getByRole('dialog');
    await expect(generic).toContainText('/api/widget/GetWidgetRendering');
    await expect(generic).toContainText('JSON');
    await expect(generic).toContainText('Unexpected token < in JSON at position 0');
    await generic.getByRole('button', { name: 'Clear' }).click();
    await expect(page.locator('#dialog-result')).toHaveText('The system error was closed.');
  });
});

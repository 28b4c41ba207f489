import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Issue 34, "Failed platform calls are silent" (runtime.md section 8): on
// demo/pages/failed-calls.html a template script calls SiteRuntime.platform. A failure it leaves
// unhandled shows the system error (field errors in the dialog; the network variant when no
// answer came); a failure it handles shows nothing of the runtime's.

const SETTINGS = '/api/multilingual/settings';

// The script leaves a rejection unhandled on purpose: the browser reports it as a page error.
test.use({ failOnPageErrors: false });

async function open(page: Page): Promise<void> {
  await page.goto('/failed-calls.html');
  await waitForRuntimeReady(page);
}

const result = (page: Page) => page.locator('#call-result');

test.describe('failed platform calls', () => {
  test('left unhandled: the system error, keyboard only, focus back on the button', async ({
    page,
    faults,
    pageErrors,
  }) => {
    await faults.set({ path: SETTINGS, fault: 500 });
    await open(page);
    const button = page.getByRole('button', { name: 'Call without handling a failure' });
    await button.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${new URL(page.url()).origin}${SETTINGS}`);
    await expect(dialog).toContainText('json');
    await expect(dialog).toContainText('Internal server error. Please try again later.');
    await expect(dialog.getByRole('button', { name: 'Clear' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    // The browser reported the rejection the script left: the failed call, nothing else.
    const uncaught = pageErrors.all().filter((problem) => problem.kind === 'uncaught');
    expect(uncaught.map((problem) => problem.text.split('\n')[0])).toEqual([
      'RequestError: Internal server error. Please try again later.',
    ]);
  });

  test('handled by the script: its own message, and no dialog', async ({ page, faults }) => {
    await faults.set({ path: SETTINGS, fault: 500 });
    await open(page);
    await page.getByRole('button', { name: 'Call and handle a failure' }).click();
    await expect(result(page)).toHaveText(
      'The script handled the failure itself: Internal server error. Please try again later.',
    );
    // Then one left unhandled: the one dialog that opens is that call's.
    await faults.set({ path: SETTINGS, fault: 400, body: { errors: { languages: 'Pick one.' } } });
    await page.getByRole('button', { name: 'Call without handling a failure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    // Field errors show in the dialog.
    await expect(dialog).toContainText('Pick one.');
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('no answer at all: the network variant', async ({ page, faults }) => {
    await open(page);
    await faults.set({ path: SETTINGS, fault: 'network' });
    await page.getByRole('button', { name: 'Call without handling a failure' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Unable to connect to the product. Please try again.');
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a normal answer opens nothing', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Call without handling a failure' }).click();
    await expect(result(page)).toHaveText(/^The settings: \{/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A phone's viewport, where templates show their menu button. */
export const PHONE = { width: 390, height: 844 };

/** Waits until no template controller is pending; returns controllers() without the elements. */
export async function settledControllers(
  page: Page,
): Promise<Array<{ name: string; selector: string; state: string; error: string | null }>> {
  await page.waitForFunction(
    () =>
      window.SiteRuntime !== undefined &&
      window.SiteRuntime.controllers().every((controller) => controller.state !== 'pending'),
  );
  return page.evaluate(() =>
    (window.SiteRuntime?.controllers() ?? []).map(({ name, selector, state, error }) => ({
      name,
      selector,
      state,
      error,
    })),
  );
}

/**
 * The phone-menu button a visitor sees: a button the runtime wired to a menu panel
 * (`aria-controls` naming an element marked `data-sr-menu`) and that is drawn.
 */
export async function visibleMenuButton(page: Page): Promise<Locator> {
  // Marked for the test, so the locator stays on it whatever else gains aria-expanded later.
  const found = await page.locator('[aria-expanded][aria-controls]').evaluateAll((elements) => {
    const button = elements.find((element) => {
      const panel = document.getElementById(element.getAttribute('aria-controls') ?? '');
      return panel?.hasAttribute('data-sr-menu') && element.checkVisibility();
    });
    button?.setAttribute('data-test-menu-button', '');
    return button !== undefined;
  });
  expect(found, 'a visible menu button wired to a menu panel').toBe(true);
  return page.locator('[data-test-menu-button]');
}

/**
 * True when the focused element is part of the open menu: the button, the panel or what is in it,
 * or a close button outside it (which names the panel in its aria-controls).
 */
async function focusInsideMenu(button: Locator): Promise<boolean> {
  return button.evaluate((toggle) => {
    const panelId = toggle.getAttribute('aria-controls') ?? '';
    const panel = document.getElementById(panelId);
    const active = document.activeElement;
    return (
      active !== null &&
      (active === toggle ||
        Boolean(panel?.contains(active)) ||
        active.getAttribute('aria-controls') === panelId)
    );
  });
}

/**
 * Opens the menu with the keyboard and checks what a visitor relies on: the button's name and
 * state, focus moved inside, Tab and Shift+Tab kept inside (they wrap), the page behind inert and
 * not scrolling; `whileOpen` runs then (axe, say); Escape closes it and focus is back on the button.
 */
export async function checkPhoneMenu(
  page: Page,
  button: Locator,
  whileOpen: () => Promise<void> = async () => undefined,
): Promise<void> {
  await expect(button).toHaveAccessibleName(/\S/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // A template that fades its menu in lets it take focus from the next frame on.
  await expect
    .poll(
      async () =>
        (await focusInsideMenu(button)) &&
        (await button.evaluate((toggle) => toggle !== document.activeElement)),
      { message: 'focus moved from the button into the open menu' },
    )
    .toBe(true);

  for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInsideMenu(button), `after ${key}: focus stays in the menu`).toBe(true);
  }
  // At the ends, Tab and Shift+Tab wrap: from the last element the menu holds to the first.
  await button.evaluate((toggle) => {
    const panelId = toggle.getAttribute('aria-controls') ?? '';
    const panel = document.getElementById(panelId) as HTMLElement;
    const reachable = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]'),
    ).filter(
      (element) =>
        (element === toggle ||
          panel.contains(element) ||
          element.getAttribute('aria-controls') === panelId) &&
        element.checkVisibility() &&
        !element.closest('[inert]'),
    );
    reachable[0]?.setAttribute('data-test-menu-first', '');
    reachable[reachable.length - 1]?.setAttribute('data-test-menu-last', '');
  });
  const first = page.locator('[data-test-menu-first]');
  const last = page.locator('[data-test-menu-last]');
  await last.focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();

  const behind = await button.evaluate((toggle) => {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const outside = Array.from(document.querySelectorAll('a[href], button, input, select')).filter(
      (element) =>
        element !== toggle &&
        !panel?.contains(element) &&
        element.getAttribute('aria-controls') !== panel?.id,
    );
    return {
      overflow: getComputedStyle(document.documentElement).overflow,
      reachableBehind: outside.filter((element) => !element.closest('[inert]')).length,
    };
  });
  expect(behind, 'the page behind neither scrolls nor takes focus').toEqual({
    overflow: 'hidden',
    reachableBehind: 0,
  });
  await whileOpen();

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
}

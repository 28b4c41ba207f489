import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

const MENU_IDS = ['block-menu-three-tabs', 'block-menu-single', 'block-menu-compact'];

async function openPage(page: Page): Promise<void> {
  await page.goto('/menu.html');
  const blocks = await waitForRuntimeReady(page);
  const states = MENU_IDS.map((id) => blocks.find((block) => block.id === id)?.state);
  expect(states).toEqual(MENU_IDS.map(() => 'mounted'));
}

function threeTabs(page: Page) {
  const block = page.locator('#block-menu-three-tabs');
  const tab = (name: string) => block.getByRole('tab', { name, exact: true });
  const panel = (name: string) => block.getByRole('tabpanel', { name, exact: true });
  return { block, tab, panel };
}

test.describe('menu block', () => {
  test('shows the selected menu and hides the others', async ({ page }) => {
    await openPage(page);
    const { block, tab, panel } = threeTabs(page);
    await expect(block.getByRole('tablist', { name: 'Menus' })).toBeVisible();
    await expect(tab('Lunch')).toHaveAttribute('aria-selected', 'true');
    await expect(panel('Lunch')).toBeVisible();
    await expect(panel('Lunch')).toContainText('Tomato soup');
    await expect(block.getByText('Roast chicken')).toBeHidden();

    await tab('Dinner').click();
    await expect(tab('Dinner')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Lunch')).toHaveAttribute('aria-selected', 'false');
    await expect(panel('Dinner')).toContainText('Roast chicken');
    await expect(block.getByText('Tomato soup')).toBeHidden();
  });

  test('works with the keyboard alone: arrows wrap, Home and End, Enter and Space select', async ({
    page,
  }) => {
    await openPage(page);
    const { tab, panel } = threeTabs(page);
    await tab('Lunch').focus();

    await page.keyboard.press('ArrowLeft');
    await expect(tab('Drinks')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Lunch')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Dinner')).toBeFocused();
    // Arrows only move focus; Enter selects.
    await expect(tab('Lunch')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(tab('Dinner')).toHaveAttribute('aria-selected', 'true');
    await expect(panel('Dinner')).toBeVisible();

    await page.keyboard.press('End');
    await expect(tab('Drinks')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel('Drinks')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(tab('Lunch')).toBeFocused();
  });

  test('puts only the selected tab in the tab order, then the menu', async ({ page }) => {
    await openPage(page);
    const { tab, panel } = threeTabs(page);
    await tab('Dinner').click();
    await expect(tab('Dinner')).toBeFocused();
    await page.keyboard.press('Tab');
    // The Dinner menu holds no link, so the panel itself takes focus.
    await expect(panel('Dinner')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab('Dinner')).toBeFocused();
  });

  test('moves from the tabs into a menu’s own link', async ({ page }) => {
    await openPage(page);
    const block = page.locator('#block-menu-compact');
    const brunch = block.getByRole('tab', { name: 'Brunch' });
    await expect(brunch).toHaveAttribute('aria-selected', 'true');
    await brunch.focus();
    await page.keyboard.press('Tab');
    await expect(block.getByRole('link', { name: 'see the allergen list' })).toBeFocused();
  });

  test('renders a single menu without tabs', async ({ page }) => {
    await openPage(page);
    const block = page.locator('#block-menu-single');
    await expect(block.getByRole('tablist')).toHaveCount(0);
    await expect(block.getByText('Carrot cake')).toBeVisible();
  });

  test('has no axe violation after switching menus', async ({ page }) => {
    await openPage(page);
    await threeTabs(page).tab('Drinks').click();
    await page.locator('#block-menu-compact').getByRole('tab', { name: 'Breakfast' }).click();
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});

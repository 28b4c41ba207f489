import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

const ACCORDION_IDS = [
  'block-accordion-single-open',
  'block-accordion-multi-open',
  'block-accordion-first-expanded',
  'block-accordion-many-items',
];

async function openPage(page: Page): Promise<void> {
  await page.goto('/accordion.html');
  const blocks = await waitForRuntimeReady(page);
  const states = ACCORDION_IDS.map((id) => blocks.find((block) => block.id === id)?.state);
  expect(states).toEqual(ACCORDION_IDS.map(() => 'mounted'));
}

/** The header button with this title in the block, and the panel it controls. */
function item(page: Page, blockId: string, title: string): { header: Locator; panel: Locator } {
  const button = page.getByRole('button', { name: title, exact: true });
  const entry = page.locator(`#${blockId} .accordion-item`).filter({ has: button });
  return { header: entry.locator(button), panel: entry.locator('.accordion-item__dropdown') };
}

test.describe('accordion block', () => {
  test('opens and closes with the keyboard alone, keeping focus on the header', async ({
    page,
  }) => {
    await openPage(page);
    const { header, panel } = item(
      page,
      'block-accordion-single-open',
      'Do you take reservations?',
    );
    await expect(panel).toBeHidden();

    await header.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('role', 'region');
    await expect(panel).toHaveAccessibleName('Do you take reservations?');
    await expect(header).toBeFocused();

    // Tab reaches the link inside the open panel.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: '+1 555 555 0100' })).toBeFocused();

    await header.focus();
    await expect(panel).not.toHaveClass(/sr-accordion-animating/);
    await page.keyboard.press('Space');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('keeps one item open at a time when the block says so', async ({ page }) => {
    await openPage(page);
    const hours = item(page, 'block-accordion-single-open', 'What are your opening hours?');
    const parking = item(page, 'block-accordion-single-open', 'Is there parking nearby?');

    await hours.header.click();
    await expect(hours.panel).toBeVisible();
    await parking.header.click();
    await expect(parking.panel).toBeVisible();
    await expect(hours.header).toHaveAttribute('aria-expanded', 'false');
    await expect(hours.panel).toBeHidden();
  });

  test('lets several items stay open when the block allows it', async ({ page }) => {
    await openPage(page);
    const shipping = item(page, 'block-accordion-multi-open', 'Shipping');
    const returns = item(page, 'block-accordion-multi-open', 'Returns');
    await shipping.header.click();
    await returns.header.click();
    await expect(shipping.panel).toBeVisible();
    await expect(returns.panel).toBeVisible();
  });

  test('starts with the first item open when the block asks for it', async ({ page }) => {
    await openPage(page);
    const story = item(page, 'block-accordion-first-expanded', 'Our story');
    const team = item(page, 'block-accordion-first-expanded', 'Our team');
    await expect(story.header).toHaveAttribute('aria-expanded', 'true');
    await expect(story.panel).toBeVisible();
    await expect(team.panel).toBeHidden();
  });

  test('animates the height, and ignores a second click during the animation', async ({ page }) => {
    await openPage(page);
    const { header, panel } = item(page, 'block-accordion-single-open', 'Is there parking nearby?');
    // Click and look within one task (React renders in a microtask), so the check does not depend
    // on how fast the test runs compared with the 250 ms animation.
    const observed = await header.evaluate(async (button: HTMLElement) => {
      const rendered = () => new Promise<void>((resolve) => queueMicrotask(resolve));
      const dropdown = document.getElementById(button.getAttribute('aria-controls') ?? '');
      button.click();
      await rendered();
      const animations = dropdown?.getAnimations().map((animation) => animation.playState);
      button.click();
      await rendered();
      return { animations, expanded: button.getAttribute('aria-expanded') };
    });
    expect(observed).toEqual({ animations: ['running'], expanded: 'true' });
    await expect(panel).not.toHaveClass(/sr-accordion-animating/);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
  });

  test('opens without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page);
    const { header, panel } = item(page, 'block-accordion-single-open', 'Is there parking nearby?');
    const observed = await header.evaluate(async (button: HTMLElement) => {
      const rendered = () => new Promise<void>((resolve) => queueMicrotask(resolve));
      const dropdown = document.getElementById(button.getAttribute('aria-controls') ?? '');
      button.click();
      await rendered();
      const afterOpen = { hidden: dropdown?.hidden, animations: dropdown?.getAnimations().length };
      // No animation, so no animating window: a second click closes at once.
      button.click();
      await rendered();
      return { afterOpen, hiddenAfterSecondClick: dropdown?.hidden };
    });
    expect(observed).toEqual({
      afterOpen: { hidden: false, animations: 0 },
      hiddenAfterSecondClick: true,
    });
    await expect(panel).toBeHidden();
  });

  test('has no axe violation with items open', async ({ page }) => {
    await openPage(page);
    for (const title of ['Shipping', 'Returns', 'Gift cards']) {
      await item(page, 'block-accordion-multi-open', title).header.click();
    }
    await item(page, 'block-accordion-many-items', 'Dogs').header.click();
    await expect(page.locator('.sr-accordion-animating')).toHaveCount(0);
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});

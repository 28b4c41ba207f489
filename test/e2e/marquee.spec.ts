import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { waitForRuntimeReady } from './support/runtime-ready';

// The marquee pack on demo/pages/marquee.html (fixtures/blocks/marquee.html): the real block of
// the AryanBhatt01 page, a waving linked variant and the 2026 scrolling component.

const REAL = '#block-yui_3_17_2_1_1691088944715_48180';
const WAVE = '#block-marquee-wave';

const offsetOf = (page: Page, block: string) =>
  page.locator(`${block} .sr-marquee__drawing textPath`).getAttribute('startOffset');

test.describe('marquee', () => {
  test('runs, pauses from the keyboard, is read once, moves nothing; axe', async ({ page }) => {
    await page.addInitScript(recordLayoutShifts);
    await page.goto('/marquee.html');
    const blocks = await waitForRuntimeReady(page);
    expect(
      blocks.filter((block) => ['marquee', 'scrolling-component'].includes(block.type)),
    ).toHaveLength(3);
    expect(blocks.every((block) => block.state === 'mounted')).toBe(true);

    const first = await offsetOf(page, REAL);
    await expect.poll(() => offsetOf(page, REAL)).not.toBe(first);

    const toggle = page.locator(REAL).getByRole('button', { name: 'Pause scrolling text' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(
      page.locator(REAL).getByRole('button', { name: 'Play scrolling text' }),
    ).toBeFocused();
    const paused = await offsetOf(page, REAL);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await offsetOf(page, REAL)).toBe(paused);

    // Screen readers get each marquee's text once: the drawn copies are hidden from them.
    const tree = await page.locator(REAL).ariaSnapshot();
    expect(tree.match(/EOS Hospitality/g)).toHaveLength(1);
    await expect(page.locator(WAVE).getByRole('link')).toHaveAccessibleName(
      /^EOS Hospitality Smoky Mountain Resorts .* Bay Gardens Resorts$/,
    );

    expect(await layoutShifts(page)).toEqual([]);
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('starts paused under reduced motion, and plays on request', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/marquee.html');
    await waitForRuntimeReady(page);
    await expect(page.getByRole('button', { name: 'Play scrolling text' })).toHaveCount(3);
    const still = await offsetOf(page, REAL);
    await page.locator(REAL).getByRole('button', { name: 'Play scrolling text' }).click();
    await expect.poll(() => offsetOf(page, REAL)).not.toBe(still);
  });

  test('a marquee a million pixels wide draws a bounded text and leaves the page responsive (issue 31, row 7)', async ({
    page,
  }) => {
    // Content can make a block as wide as it likes: the report's 600,009 text runs blocked the
    // page for 10.8 s.
    await page.route('**/marquee.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        `<style>${REAL} .Marquee { width: 1000000px; font-size: 4px; }</style></head>`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/marquee.html');
    await waitForRuntimeReady(page);
    await expect(page.locator(REAL)).toHaveAttribute('data-sr-state', 'mounted');
    const runs = await page.locator(`${REAL} .sr-marquee__drawing tspan`).count();
    expect(runs).toBeGreaterThan(0);
    expect(runs).toBeLessThanOrEqual(1000);
    // It runs, frame after frame.
    const first = await offsetOf(page, REAL);
    await expect.poll(() => offsetOf(page, REAL)).not.toBe(first);
  });
});

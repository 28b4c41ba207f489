import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { KEY_THROTTLE_MS } from '../../../src/carousel/keyboard';

declare global {
  interface Window {
    /** performance.now() of the last arrow key pressed on the page (see pressArrow). */
    __srLastArrowAt?: number;
  }
}

/**
 * Waits until an arrow key pressed now counts: the carousel's engine has placed its slides (embla
 * writes the container's transform when it starts), the change before has come to rest (a change
 * in motion refuses the next, widgets.md section 4) and the 200 ms gate since the previous arrow
 * key is open.
 */
export async function waitForArrowGate(page: Page, carousel: Locator): Promise<void> {
  await expect(carousel.locator('.sr-carousel__container')).toHaveAttribute('style', /transform/);
  await waitForRest(carousel);
  await page.evaluate(() => {
    if (window.__srLastArrowAt !== undefined) return;
    window.__srLastArrowAt = -Infinity;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          window.__srLastArrowAt = performance.now();
        }
      },
      true,
    );
  });
  // A millisecond over the gate: the carousel reads its clock a moment after this listener.
  await page.waitForFunction(
    (gate) => performance.now() - (window.__srLastArrowAt ?? -Infinity) > gate,
    KEY_THROTTLE_MS + 1,
  );
}

/**
 * Presses an arrow key once, at a moment it counts (waitForArrowGate). The caller then expects the
 * change once, with no retry: a press the carousel drops fails the test.
 */
export async function pressArrow(
  page: Page,
  carousel: Locator,
  key: 'ArrowLeft' | 'ArrowRight',
): Promise<void> {
  await waitForArrowGate(page, carousel);
  await page.keyboard.press(key);
}

/** Waits until no change of the carousel (`carousel` or the one inside it) is in motion. */
export async function waitForRest(carousel: Locator): Promise<void> {
  await expect(carousel.locator('xpath=descendant-or-self::*[@data-in-motion]')).toHaveCount(0);
}

import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The lightbox pack on demo/pages/lightbox.html: image blocks of real 7.0 markup that ask for a
// lightbox, and a page block opening a set (three images and a video) with thumbnails.

const DARK_IMAGE = '#block-lightbox-inline-dark img[data-src]';
const LIGHT_IMAGE = '#block-lightbox-inline-light img[data-src]';
const CARD_ANCHOR = '#block-lightbox-card a[data-lightbox-theme]';

async function openPage(page: Page): Promise<void> {
  await page.goto('/lightbox.html');
  await page.waitForFunction(
    () =>
      window.__srProbe?.ready === true &&
      (window.SiteRuntime?.blocks().every((block) => block.state !== 'pending') ?? false),
  );
}

const dialog = (page: Page) => page.getByRole('dialog');

/**
 * The box of the lightbox's picture once it shows the item named `alt`, has loaded, and two
 * reads of its box in a row agree (its entrance is over).
 */
async function pictureInPlace(picture: Locator, alt: string) {
  await expect(picture).toHaveAttribute('alt', alt);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  let last = await picture.boundingBox();
  await expect
    .poll(async () => {
      const now = await picture.boundingBox();
      const same = now !== null && JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
  if (!last) throw new Error(`the picture "${alt}" has no box`);
  return last;
}

/** True when focus is inside the open lightbox. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

test.describe('lightbox', () => {
  test('a click on an image block opens it as a named modal dialog; Escape closes and focus returns', async ({
    page,
  }) => {
    await openPage(page);
    const image = page.locator(DARK_IMAGE);
    await expect(image).toHaveAttribute('role', 'button');
    await expect(image).toHaveAttribute('aria-label', 'IMG_8299.jpeg');
    await image.click();

    const box = dialog(page);
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('aria-modal', 'true');
    await expect(box).toHaveAccessibleName('IMG_8299.jpeg');
    const shown = box.locator('img.sr-lightbox-image');
    await expect(shown).toHaveAttribute('alt', 'IMG_8299.jpeg');
    // Sized before it arrives, from data-image-dimensions; the full-size source from data-src.
    await expect(shown).toHaveAttribute('width', '2500');
    await expect(shown).toHaveAttribute('height', '1875');
    await expect(shown).toHaveAttribute('src', /IMG_8299\.jpeg\?format=2500w$/);
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    // The page behind is inert.
    await expect(page.locator('.demo-layout')).toHaveAttribute('inert', '');

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(image).toBeFocused();
    await expect(page.locator('.demo-layout')).not.toHaveAttribute('inert', '');
  });

  test('keyboard: Enter on the image, Tab stays inside, Escape gives focus back; Space on the card', async ({
    page,
  }) => {
    await openPage(page);
    const image = page.locator(LIGHT_IMAGE);
    await image.focus();
    await page.keyboard.press('Enter');
    const box = dialog(page);
    await expect(box).toBeVisible();
    await expect(page.locator('.sr-lightbox-overlay--light')).toBeVisible();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(image).toBeFocused();

    const card = page.locator(CARD_ANCHOR);
    await card.focus();
    await page.keyboard.press(' ');
    await expect(box).toHaveAccessibleName('Card design: IMG_8228.jpeg');
    await expect(box.locator('figcaption')).toContainText('Card with a lightbox');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(box).toHaveCount(0);
    await expect(card).toBeFocused();
    // The anchor's href was not followed.
    expect(new URL(page.url()).pathname).toBe('/lightbox.html');
  });

  test('a set: arrows, on-screen buttons, thumbnails and the history hash, reset on close', async ({
    page,
  }) => {
    await openPage(page);
    const opener = page.getByRole('button', { name: 'Open the set in a lightbox' });
    await opener.click();
    const box = dialog(page);
    await expect(box).toHaveAccessibleName('Long Island, in pictures');
    const counter = box.locator('.sr-lightbox-counter');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(counter).toHaveText('1 of 4');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#itemId=demo-1');

    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 of 4');
    await expect(box.locator('img.sr-lightbox-image')).toHaveAttribute(
      'alt',
      'A lighthouse on the dunes',
    );
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#itemId=demo-2');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('4 of 4');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(counter).toHaveText('1 of 4');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(counter).toHaveText('4 of 4');
    await page.getByRole('button', { name: 'Show item 2: A lighthouse on the dunes' }).click();
    await expect(counter).toHaveText('2 of 4');
    await expect(
      page.getByRole('button', { name: 'Show item 2: A lighthouse on the dunes' }),
    ).toHaveAttribute('aria-current', 'true');

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    await expect(opener).toBeFocused();
    await expect(page.locator('[data-demo-lightbox-status]')).toHaveText('Closed on item 2.');
  });

  test('click zones: the right half of the picture goes forward, the left half back', async ({
    page,
  }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Open the set in a lightbox' }).click();
    const counter = page.locator('.sr-lightbox-counter');
    await expect(counter).toHaveText('1 of 4');
    const picture = dialog(page).locator('img.sr-lightbox-image');
    const box = await pictureInPlace(picture, 'Montauk at dusk');
    await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
    await expect(counter).toHaveText('2 of 4');
    // Read once the second picture has loaded and stopped moving: the box of a picture still on
    // its way is not where the visitor clicks.
    const second = await pictureInPlace(picture, 'A lighthouse on the dunes');
    await page.mouse.click(second.x + second.width * 0.1, second.y + second.height / 2);
    await expect(counter).toHaveText('1 of 4');
    // Inside the 2% margin at the window's edge nothing moves.
    const size = page.viewportSize();
    await page.mouse.click(2, (size?.height ?? 720) / 2);
    await expect(counter).toHaveText('1 of 4');
  });

  test('a video item plays only after the visitor asks, naming the provider', async ({ page }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Open the set in a lightbox' }).click();
    const box = dialog(page);
    await page.getByRole('button', { name: /^Show item 3:/ }).click();
    await expect(box).toContainText('This video is hosted by YouTube');
    await expect(box).toContainText('may set cookies');
    await expect(box.locator('iframe')).toHaveCount(0);
    const cardViolations = await axeViolations(page);
    expect(cardViolations, formatViolations(cardViolations)).toEqual([]);
    await box.getByRole('button', { name: 'Load video' }).click();
    const frame = box.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube\.com\/embed\/TYGIMaP6ukg\?/,
    );
    await expect(frame).toHaveAttribute('src', /autoplay=1/);
    await expect(frame).toHaveAttribute('title', 'New York in a day (BeFifty video)');
    // Moving on stops it: the player is removed.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(box.locator('iframe')).toHaveCount(0);
  });

  test('axe finds no violations with the lightbox open', async ({ page }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Open the set in a lightbox' }).click();
    await expect(dialog(page)).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator(LIGHT_IMAGE).click();
    await expect(dialog(page)).toBeVisible();
    const light = await axeViolations(page);
    expect(light, formatViolations(light)).toEqual([]);
  });

  test('fades: the overlay over 0.3 s at 0.95, then the content over 0.6 s', async ({ page }) => {
    await openPage(page);
    await page.locator(DARK_IMAGE).click();
    await expect(dialog(page)).toBeVisible();
    const styles = await page.evaluate(() => {
      const overlay = document.querySelector('.sr-lightbox-overlay') as HTMLElement;
      const content = document.querySelector('.sr-lightbox-content') as HTMLElement;
      return {
        background: getComputedStyle(overlay).backgroundColor,
        overlayFade: getComputedStyle(overlay).animationDuration,
        contentFade: getComputedStyle(content).animationDuration,
        contentDelay: getComputedStyle(content).animationDelay,
      };
    });
    expect(styles).toEqual({
      background: 'rgba(17, 17, 17, 0.95)',
      overlayFade: '0.3s',
      contentFade: '0.6s',
      contentDelay: '0.3s',
    });
  });

  test('reduced motion: nothing fades, in or out', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page);
    await page.locator(DARK_IMAGE).click();
    await expect(dialog(page)).toBeVisible();
    const running = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) =>
            (animation.effect as KeyframeEffect | null)?.target?.closest?.('.sr-lightbox-overlay'),
          ).length,
    );
    expect(running).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('.sr-lightbox-overlay')).toHaveCount(0);
  });

  test('the mobile layout hides the arrows; the keys still move', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 720 });
    await openPage(page);
    await page.getByRole('button', { name: 'Open the set in a lightbox' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('.sr-lightbox-arrow--next')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.sr-lightbox-counter')).toHaveText('2 of 4');
  });
});

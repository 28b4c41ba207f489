import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The image loader's options on demo/pages/image-options.html (widgets.md sections 3 and 9):
// what a visitor sees of stretch, background images, advanced positioning, the filename size
// format, and the 7.1 fluid rules (alignment, shape masks, narrow blocks under 415 px).

async function openPage(page: Page): Promise<void> {
  await page.goto('/image-options.html');
  await page.waitForFunction(
    () =>
      window.__srProbe?.ready === true &&
      (window.SiteRuntime?.blocks().every((block) => block.state !== 'pending') ?? false),
  );
}

/** The drawn picture's width inside an object-fit img: what the visitor sees, not the box. */
async function drawnPictureWidth(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const img = element as HTMLImageElement;
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const fit = getComputedStyle(img).objectFit;
    return Math.round(img.naturalWidth * (fit === 'scale-down' ? Math.min(scale, 1) : scale));
  });
}

test.describe('image options', () => {
  test('stretch off keeps a small picture at its own size; stretch on enlarges it', async ({
    page,
  }) => {
    await openPage(page);
    const off = page.locator('#block-stretch-off img');
    const on = page.locator('#block-stretch-on img');
    await off.scrollIntoViewIfNeeded();
    await on.scrollIntoViewIfNeeded();
    await expect(off).toHaveAttribute('data-sr-image', 'loaded');
    await expect(on).toHaveAttribute('data-sr-image', 'loaded');
    await expect(off).toHaveCSS('object-fit', 'scale-down');
    await expect(on).toHaveCSS('object-fit', 'contain');
    // The stand-in answers at least 100 px wide: stretch off never draws it wider than that.
    const naturalOff = await off.evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(await drawnPictureWidth(page, '#block-stretch-off img')).toBe(naturalOff);
    expect(await drawnPictureWidth(page, '#block-stretch-on img')).toBeGreaterThan(300);
  });

  test('a background-image picture shows in its frame, with the alt text as the frame name', async ({
    page,
  }) => {
    await openPage(page);
    const frame = page.locator('#block-background .image-block-wrapper');
    const img = frame.locator('img');
    await frame.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('data-sr-image', 'loaded');
    await expect(img).toHaveCSS('visibility', 'hidden');
    await expect(frame).toHaveCSS('background-image', /background\.png\?format=\d+w/);
    await expect(frame).toHaveCSS('background-size', 'cover');
    await expect(page.getByRole('img', { name: 'Harbour at dusk' })).toBeVisible();
    // The hidden img keeps its box: the frame's height is the template's, nothing moved.
    expect((await frame.boundingBox())?.height).toBe(240);
  });

  test('advanced positioning keeps the focal point in the middle of the frame', async ({
    page,
  }) => {
    await openPage(page);
    const img = page.locator('#block-advanced img');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('data-position-mode', 'objectPosition');
    // 1600x800 covers 240x240 at 480 px wide: focal 0.6 is 288 px, centred by 168 of 240 = 70 %.
    await expect(img).toHaveCSS('object-position', '70% 50%');
  });

  test('the filename size format asks for the width in the file name', async ({ page }) => {
    const asked = page.waitForRequest((request) => /\/filename-\d+w\.png$/.test(request.url()));
    await openPage(page);
    await page.locator('#block-filename img').scrollIntoViewIfNeeded();
    expect((await asked).url()).not.toContain('format=');
  });

  test('7.1 fluid images: left alignment, shape mask and the narrow class', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await openPage(page);
    const left = page.locator('#block-fluid-left img');
    await expect(left).toHaveCSS('object-position', '0% 50%');
    const container = page.locator('#block-fluid-mask .fluid-image-container');
    await expect(container).toHaveCSS('clip-path', /url\("#fluid-mask"\)/);
    const maskWrapper = page.locator('#block-fluid-mask .image-block-outer-wrapper');
    const leftWrapper = page.locator('#block-fluid-left .image-block-outer-wrapper');
    // 300 px wide: narrow; the left block is wider than 415 px until the window shrinks.
    await expect(maskWrapper).toHaveClass(/\bsqs-narrow-width\b/);
    await expect(leftWrapper).not.toHaveClass(/\bsqs-narrow-width\b/);
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(leftWrapper).toHaveClass(/\bsqs-narrow-width\b/);
  });

  test('load mode: without data-load an image loads at once; data-load="false" waits for the visitor', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = /\/(load-[a-z]+)\.png/.exec(request.url())?.[1];
      if (name) asked.push(name);
    });
    await openPage(page);
    const atOnce = page.locator('#block-load-default img');
    const onApproach = page.locator('#block-load-viewport img');
    await expect(atOnce).toHaveJSProperty('complete', true);
    await expect
      .poll(() => atOnce.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await onApproach.evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(
      page.viewportSize()!.height + 200,
    );
    expect(asked).toEqual(['load-default']);
    await expect(onApproach).not.toHaveAttribute('src', /./);

    await onApproach.scrollIntoViewIfNeeded();
    await expect(onApproach).toHaveAttribute('src', /load-viewport\.png/);
    await expect.poll(() => asked).toEqual(['load-default', 'load-viewport']);
  });
});

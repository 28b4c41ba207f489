import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { waitForRuntimeReady } from './support/runtime-ready';
import { describeLifecycleCycles } from './support/lifecycle-cycles';
import { pressArrow } from './support/carousel-keys';

// The gallery-slideshow pack on demo/pages/gallery-slideshows.html: one 7.1 section of each sliding
// kind (fixtures/blocks/gallery-slideshows-7.1.html), reel, full and simple, on the shared carousel.

const REEL = '[data-controller="GalleryReel"]';
const FULL = '[data-controller="GalleryFullscreenSlideshow"]';
const SIMPLE = '[data-controller="GallerySlideshowSimple"]';
const TYPES = ['gallery-reel', 'gallery-fullscreen-slideshow', 'gallery-slideshow-simple'];

/** Opens the demo page and waits until no block is pending (the slideshows mount at the end). */
async function openDemo(page: Page, query = ''): Promise<void> {
  await page.goto(`/gallery-slideshows.html${query}`);
  const blocks = await waitForRuntimeReady(page);
  expect(blocks.filter((block) => TYPES.includes(block.type)).map((block) => block.state)).toEqual([
    'mounted',
    'mounted',
    'mounted',
  ]);
  for (const selector of [REEL, FULL, SIMPLE]) {
    await expect(page.locator(selector)).toHaveAttribute('data-sr-state', 'mounted');
  }
}

const region = (page: Page, selector: string) =>
  page.locator(`${selector} [aria-roledescription="carousel"]`);
const currentSlide = (page: Page, selector: string) =>
  page.locator(`${selector} .sr-carousel__slide--current`).first();

/** Puts keyboard focus just before the section: on its description, as a visitor's click would. */
async function startKeyboardBefore(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .locator('xpath=ancestor::section[@class="demo-variant"][1]/p')
    .click();
}

/** Presses `key` once, when it counts, and expects the current slide to become `label`. */
async function pressToSlide(
  page: Page,
  selector: string,
  key: 'ArrowLeft' | 'ArrowRight',
  label: string,
) {
  await pressArrow(page, region(page, selector), key);
  await expect(currentSlide(page, selector)).toHaveAttribute('aria-label', label);
}

/** Whether keyboard focus is inside `container` (and not lost to the page). */
function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate(
    (element) => element.contains(document.activeElement) && document.activeElement !== element,
  );
}

test.describe('gallery slideshows', () => {
  test('each kind ends mounted as a named carousel in place of the server controls; axe is clean', async ({
    page,
  }) => {
    await openDemo(page);
    await expect(region(page, REEL)).toHaveAttribute('aria-label', 'Image reel: Wedding dresses');
    await expect(region(page, FULL)).toHaveAttribute('aria-label', 'Full-width slideshow: The elf');
    await expect(region(page, SIMPLE)).toHaveAttribute('aria-label', 'Image slideshow: Masha');
    await expect(page.locator(`${REEL} .sr-carousel__slide`)).toHaveCount(5);
    await expect(page.locator(`${REEL} .sr-carousel__slide`).last()).toHaveAttribute(
      'aria-label',
      '5 of 5',
    );
    // The server's own buttons and bullets do nothing without the platform's script: hidden.
    for (const dead of [
      `${REEL} .gallery-reel-control-btn`,
      `${FULL} .gallery-fullscreen-slideshow-control-btn`,
      `${FULL} .gallery-fullscreen-slideshow-bullet`,
      `${SIMPLE} .gallery-slideshow-control-btn`,
    ]) {
      await expect(page.locator(dead).first()).toBeHidden();
    }
    // The reel shows several images side by side at one height; the full slideshow one at a time.
    await region(page, REEL).scrollIntoViewIfNeeded();
    const reel = await page.locator(`${REEL} .sr-slideshow__frame`).evaluateAll((frames) =>
      frames.map((frame) => {
        const box = frame.getBoundingClientRect();
        return { top: Math.round(box.top), height: Math.round(box.height), width: box.width };
      }),
    );
    expect(new Set(reel.map((frame) => `${frame.top} ${frame.height}`)).size).toBe(1);
    expect(reel[1]?.width).toBeGreaterThan((reel[0]?.width ?? 0) * 2);
    await expect(
      region(page, FULL).getByRole('button', { name: 'Stop slide rotation' }),
    ).toBeVisible();

    for (const selector of [REEL, FULL, SIMPLE])
      await region(page, selector).scrollIntoViewIfNeeded();
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('keyboard: Tab goes into the reel, the arrow keys move it, focus stays on its button', async ({
    page,
  }) => {
    await openDemo(page, '?nomotion=true');
    await startKeyboardBefore(page, REEL);
    await page.keyboard.press('Tab');
    const reel = region(page, REEL);
    const previous = reel.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeFocused();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await pressToSlide(page, REEL, 'ArrowRight', '2 of 5');
    await expect(previous).toBeFocused();
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await pressToSlide(page, REEL, 'ArrowLeft', '1 of 5');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reel.getByRole('button', { name: 'Next slide' })).toBeFocused();
  });

  test('keyboard: a slideshow that does not loop reports reached-beginning and reached-end at its ends', async ({
    page,
  }) => {
    await openDemo(page, '?nomotion=true');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __ends: string[] }).__ends = seen;
      for (const type of ['sr-carousel:reached-end', 'sr-carousel:reached-beginning']) {
        document.addEventListener(type, (event) => {
          const section = (event.target as Element).closest('[data-controller]');
          seen.push(`${section?.getAttribute('data-controller') ?? '?'} ${type}`);
        });
      }
    });
    const ends = () =>
      page.evaluate(() => (window as unknown as { __ends: string[] }).__ends.slice());
    const simple = region(page, SIMPLE);
    await startKeyboardBefore(page, SIMPLE);
    await page.keyboard.press('Tab');
    await expect(simple.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await pressArrow(page, simple, 'ArrowLeft');
    await expect.poll(ends).toEqual(['GallerySlideshowSimple sr-carousel:reached-beginning']);
    await expect(currentSlide(page, SIMPLE)).toHaveAttribute('aria-label', /^1 of /);
    const count = await simple.locator('[aria-roledescription="slide"]').count();
    for (let index = 2; index <= count; index++) {
      await pressToSlide(page, SIMPLE, 'ArrowRight', `${index} of ${count}`);
    }
    await pressArrow(page, simple, 'ArrowRight');
    await expect
      .poll(ends)
      .toEqual([
        'GallerySlideshowSimple sr-carousel:reached-beginning',
        'GallerySlideshowSimple sr-carousel:reached-end',
      ]);
    await expect(currentSlide(page, SIMPLE)).toHaveAttribute('aria-label', `${count} of ${count}`);
  });

  test('keyboard: focus on a slide that leaves the view moves to the one coming in, never to the page', async ({
    page,
  }) => {
    await openDemo(page, '?nomotion=true');
    await startKeyboardBefore(page, SIMPLE);
    const simple = region(page, SIMPLE);
    await page.keyboard.press('Tab');
    await expect(simple.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(simple.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Tab');
    const first = simple.getByRole('button', { name: 'Masha_01.jpg', exact: true });
    await expect(first).toBeFocused();

    await pressToSlide(page, SIMPLE, 'ArrowRight', '2 of 4');
    await expect(simple.locator('[aria-label="1 of 4"]')).toHaveAttribute('aria-hidden', 'true');
    await expect.poll(() => focusInside(simple)).toBe(true);
    await pressToSlide(page, SIMPLE, 'ArrowRight', '3 of 4');
    expect(await focusInside(simple)).toBe(true);
    await pressToSlide(page, SIMPLE, 'ArrowLeft', '2 of 4');
    expect(await focusInside(simple)).toBe(true);
  });

  test('keyboard: focus coming into the full slideshow stops its rotation, first button first', async ({
    page,
  }) => {
    await openDemo(page);
    const full = region(page, FULL);
    await expect(full.locator('.sr-carousel__container')).toHaveAttribute('aria-live', 'off');
    await startKeyboardBefore(page, FULL);
    await page.keyboard.press('Tab');
    // The rotation button comes first; keyboard focus inside stops the rotation for good.
    const rotation = full.getByRole('button', { name: /slide rotation/ });
    await expect(rotation).toBeFocused();
    await expect(rotation).toHaveAccessibleName('Start slide rotation');
    await expect(full.locator('.sr-carousel__container')).toHaveAttribute('aria-live', 'polite');
    const from = await currentSlide(page, FULL).getAttribute('aria-label');
    const to = from === '1 of 4' ? '2 of 4' : '1 of 4';
    await pressToSlide(page, FULL, from === '1 of 4' ? 'ArrowRight' : 'ArrowLeft', to);
    await expect(rotation).toBeFocused();
  });

  test('nothing moves while the images load: every frame has its box before its image', async ({
    page,
  }) => {
    await page.addInitScript(recordLayoutShifts);
    await openDemo(page, '?nomotion=true');
    const mountedAt = await page.evaluate(() => performance.now());
    // Not near yet: the frames are there, sized, and the images not asked for.
    const before = await page.locator(`${FULL} .sr-slideshow__frame`).evaluateAll((frames) =>
      frames.map((frame) => ({
        height: Math.round(frame.getBoundingClientRect().height),
        state: frame.querySelector('img')?.getAttribute('data-sr-image') ?? null,
      })),
    );
    expect(before.every((frame) => frame.height > 100 && frame.state === null)).toBe(true);

    for (const selector of [REEL, FULL, SIMPLE]) {
      await region(page, selector).scrollIntoViewIfNeeded();
      // The current slide's image and the next one's load as the section comes near.
      const images = page.locator(`${selector} .sr-carousel__slide img`);
      await expect(images.nth(0)).toHaveAttribute('data-sr-image', 'loaded');
      await expect(images.nth(1)).toHaveAttribute('data-sr-image', 'loaded');
      // Turning to the next slide needs nothing more to arrive, and moves nothing around it.
      await region(page, selector).getByRole('button', { name: 'Next slide' }).click();
      await expect(currentSlide(page, selector)).toHaveAttribute('aria-label', /^2 of /);
      await expect(images.nth(2)).toHaveAttribute('data-sr-image', 'loaded');
    }
    const shifts = (await layoutShifts(page)).filter((shift) => shift.time > mountedAt);
    expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
  });

  test('a simple slideshow image opens in the lightbox with Enter; Escape closes it and gives focus back', async ({
    page,
  }) => {
    await openDemo(page, '?nomotion=true');
    const frame = region(page, SIMPLE).getByRole('button', { name: 'Masha_01.jpg', exact: true });
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('aria-haspopup', 'dialog');
    await frame.focus();
    await page.keyboard.press('Enter');

    const box = page.getByRole('dialog');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('aria-modal', 'true');
    await expect(box.locator('.sr-lightbox-counter')).toHaveText('1 of 4');
    await expect(box.locator('img.sr-lightbox-image')).toHaveAttribute('src', /Masha_01\.jpg/);
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(frame).toBeFocused();

    // Closed on another image: the slideshow followed, and focus goes to that image.
    await page.keyboard.press('Enter');
    await expect(box.locator('.sr-lightbox-counter')).toHaveText('1 of 4');
    await page.keyboard.press('ArrowRight');
    await expect(box.locator('.sr-lightbox-counter')).toHaveText('2 of 4');
    await expect(currentSlide(page, SIMPLE)).toHaveAttribute('aria-label', '2 of 4');
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(
      region(page, SIMPLE).getByRole('button', { name: 'Wedding_Dress_04.jpg', exact: true }),
    ).toBeFocused();
  });

  test('destroy() puts every slideshow back as served, and init() mounts them again', async ({
    page,
  }) => {
    await openDemo(page);
    await region(page, SIMPLE).scrollIntoViewIfNeeded();
    await expect(page.locator(`${SIMPLE} img`).first()).toHaveAttribute('data-sr-image', 'loaded');
    const sections = `${REEL}, ${FULL}, ${SIMPLE}`;
    const served = await page.evaluate(async (selector) => {
      const html = await (await fetch(location.href)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return Array.from(doc.querySelectorAll(selector), (element) => element.outerHTML);
    }, sections);
    await page.evaluate(() => window.SiteRuntime?.destroy());
    const restored = await page.evaluate(
      (selector) => Array.from(document.querySelectorAll(selector), (element) => element.outerHTML),
      sections,
    );
    expect(restored).toEqual(served);

    await page.evaluate(() => window.SiteRuntime?.init());
    for (const selector of [REEL, FULL, SIMPLE]) {
      await expect(page.locator(selector)).toHaveAttribute('data-sr-state', 'mounted');
      await expect(region(page, selector)).toHaveCount(1);
    }
  });
});

describeLifecycleCycles('gallery slideshows: destroy() and init()', [
  {
    path: '/gallery-slideshows.html',
    variant: 'the window resized in each cycle',
    // A resize while mounted makes each carousel measure again: destroy() must leave no size
    // observer behind (embla's own watch leaked one when destroyed in its first frame).
    whileRunning: async (page, cycle) => {
      await page.setViewportSize({ width: cycle % 2 === 0 ? 700 : 1280, height: 800 });
    },
  },
]);

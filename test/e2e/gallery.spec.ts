import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeViolations, formatViolations } from './support/axe';
import { realPagePaths } from './support/demo-pages';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { waitForRuntimeReady } from './support/runtime-ready';
import { pressArrow, waitForArrowGate, waitForRest } from './support/carousel-keys';

// Gallery and summary blocks on demo/pages/gallery.html (real 7.0 markup: fixtures/blocks/gallery-*
// and summary-*), and on the real 7.0 blog post they come from.

declare global {
  interface Window {
    __carouselEvents?: string[];
  }
}

/** Waits until no block is pending, without scrolling (which would load images). */
async function openPage(page: Page, path = '/gallery.html'): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
}

const region = (page: Page, blockId: string) =>
  page.locator(`#${blockId} [aria-roledescription="carousel"]`);
const currentSlide = (page: Page, blockId: string) =>
  page.locator(`#${blockId} .sr-carousel__slide--current`).first();

test.describe('gallery and summary blocks', () => {
  test.beforeEach(({ pageErrors }) => {
    pageErrors.allowConsoleErrors(/block-gallery-(bad|no)-json/);
  });

  test('every gallery and summary mounts; bad JSON and no JSON are skipped with the spec messages', async ({
    page,
  }) => {
    await openPage(page);
    const mine = async () =>
      (await page.evaluate(() => window.SiteRuntime?.blocks() ?? [])).filter((block) =>
        ['gallery', 'summary-v2', 'summary'].includes(block.type),
      );
    expect((await mine()).map(({ type, state }) => `${type} ${state}`)).toEqual([
      ...Array<string>(9).fill('gallery mounted'),
      ...Array<string>(4).fill('summary-v2 mounted'),
      'summary mounted',
    ]);
    // Summary v1 (type 20) is drawn by the same pack: its grid has its items, links kept.
    await expect(page.locator('#block-summary-v1 .summary-item').first()).toBeVisible();
    await expect(page.locator('#block-summary-v1 a.summary-title-link').first()).toHaveAttribute(
      'href',
      /^\/home\//,
    );
    // Links of the summary are kept, in place.
    await expect(page.locator('#block-summary-grid a.summary-title-link').first()).toHaveAttribute(
      'href',
      /^\/home\//,
    );

    // Faulty galleries added to the page: skipped alone, with the spec's messages.
    const faults = readFileSync(
      path.join(process.cwd(), 'fixtures/blocks/gallery-faults.html'),
      'utf8',
    );
    await page.evaluate((html) => {
      document.querySelector('main')?.insertAdjacentHTML('beforeend', html);
      // Gallery blocks mount when near the viewport.
      document.getElementById('block-gallery-no-json')?.scrollIntoView();
    }, faults);
    await expect
      .poll(async () =>
        (await mine())
          .filter((block) => block.state === 'skipped')
          .map(({ id, error }) => ({ id, error })),
      )
      .toEqual([
        {
          id: 'block-gallery-bad-json',
          error: 'Could not read block data: Error decoding gallery block data.',
        },
        {
          id: 'block-gallery-no-json',
          error: 'Could not read block data: Error evaluating gallery block data.',
        },
      ]);
    expect((await mine()).filter((block) => block.state === 'mounted')).toHaveLength(14);
  });

  test('a carousel is a named region of slides labelled "n of m", the rotation button first', async ({
    page,
  }) => {
    await openPage(page);
    const slideshow = region(page, 'block-gallery-slideshow');
    await expect(slideshow).toHaveAttribute('role', 'region');
    await expect(slideshow).toHaveAttribute('aria-label', 'Montauk slideshow');
    const slides = slideshow.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    await expect(slides.nth(0)).toHaveAttribute('aria-label', '1 of 6');
    await expect(slides.nth(5)).toHaveAttribute('aria-label', '6 of 6');
    await expect(slides.nth(0)).toHaveAttribute('role', 'group');
    const buttons = slideshow.locator('button');
    await expect(buttons.nth(0)).toHaveAccessibleName('Stop slide rotation');
    await expect(buttons.nth(1)).toHaveAccessibleName('Previous slide');
    await expect(buttons.nth(2)).toHaveAccessibleName('Next slide');
    // Slides out of view are hidden from assistive technology and the tab order.
    await expect(slides.nth(3)).toHaveAttribute('aria-hidden', 'true');
  });

  test('arrow keys move the carousel, throttled at 200 ms; ends disable and report; focus stays', async ({
    page,
  }) => {
    await openPage(page);
    const carousel = region(page, 'block-gallery-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.__carouselEvents = [];
      for (const type of ['sr-carousel:reached-end', 'sr-carousel:reached-beginning']) {
        document.addEventListener(type, () => window.__carouselEvents?.push(type));
      }
    });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(previous).toHaveClass(/(^|\s)disabled(\s|$)/);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(currentSlide(page, 'block-gallery-carousel')).toHaveAttribute(
      'aria-label',
      '1 of 8',
    );

    // Left at the first group: nothing moves, 'reached beginning' fires.
    await previous.focus();
    await pressArrow(page, carousel, 'ArrowLeft');
    await expect
      .poll(() => page.evaluate(() => window.__carouselEvents))
      .toEqual(['sr-carousel:reached-beginning']);

    // Two presses within the same moment move one group only: the first shuts the 200 ms gate.
    await waitForArrowGate(page, carousel);
    await page.evaluate(() => {
      const target = document.activeElement as HTMLElement;
      for (let i = 0; i < 2; i += 1) {
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowRight', keyCode: 39, bubbles: true }),
        );
      }
    });
    await expect(currentSlide(page, 'block-gallery-carousel')).toHaveAttribute(
      'aria-label',
      '4 of 8',
    );
    await expect(previous).not.toHaveClass(/(^|\s)disabled(\s|$)/);
    // Focus never left the carousel.
    expect(await carousel.evaluate((element) => element.contains(document.activeElement))).toBe(
      true,
    );

    // To the end: next is disabled and reports 'reached end'.
    await next.focus();
    // From slides 4-6, one press shows the last group (7 and 8); the next one reports the end.
    await pressArrow(page, carousel, 'ArrowRight');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(currentSlide(page, 'block-gallery-carousel')).toHaveAttribute(
      'aria-label',
      '7 of 8',
    );
    await pressArrow(page, carousel, 'ArrowRight');
    await expect
      .poll(() => page.evaluate(() => window.__carouselEvents))
      .toEqual(['sr-carousel:reached-beginning', 'sr-carousel:reached-end']);
    await expect(next).toBeFocused();
  });

  test('autoplay advances, and stops when keyboard focus comes in', async ({ page }) => {
    await openPage(page);
    const slideshow = region(page, 'block-gallery-slideshow');
    await expect(slideshow.locator('.sr-carousel__container')).toHaveAttribute('aria-live', 'off');
    await expect(currentSlide(page, 'block-gallery-slideshow')).not.toHaveAttribute(
      'aria-label',
      '1 of 6',
      { timeout: 10_000 },
    );
    // Keyboard focus in: rotation stops, and the button offers to start it again.
    const rotation = slideshow.getByRole('button', { name: /slide rotation/ });
    await rotation.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(rotation).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(rotation).toBeFocused();
    await expect(slideshow.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    await expect(slideshow.locator('.sr-carousel__container')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  test('autoplay pauses while a mouse rests on the carousel and resumes when it leaves', async ({
    page,
  }) => {
    await openPage(page);
    const slideshow = region(page, 'block-gallery-slideshow');
    const live = slideshow.locator('.sr-carousel__container');
    await slideshow.scrollIntoViewIfNeeded();
    await expect(live).toHaveAttribute('aria-live', 'off');
    await slideshow.hover();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    // Hover pauses; it does not stop: the button still offers to stop rotation.
    await expect(slideshow.getByRole('button', { name: 'Stop slide rotation' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(live).toHaveAttribute('aria-live', 'off');
  });

  test('focus on a slide that leaves the view moves to the slide coming in, never to the page', async ({
    page,
  }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    const carousel = region(page, 'block-gallery-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const firstImage = carousel.locator('[role="button"]').first();
    await firstImage.focus();
    await expect(firstImage).toBeFocused();
    await pressArrow(page, carousel, 'ArrowRight');
    await expect(currentSlide(page, 'block-gallery-carousel')).toHaveAttribute(
      'aria-label',
      '4 of 8',
    );
    // The first slide is now hidden (inert); focus went to the group now shown.
    await expect(carousel.locator('[aria-label="1 of 8"]')).toHaveAttribute('aria-hidden', 'true');
    const focused = await page.evaluate(() => ({
      label: document.activeElement?.getAttribute('aria-label'),
      inside:
        document.activeElement?.closest('#block-gallery-carousel') !== null &&
        document.activeElement !== document.body,
    }));
    expect(focused).toEqual({ label: '4 of 8', inside: true });
  });

  test('clicking a strip slide that is not current makes it current', async ({ page }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    const strip = region(page, 'block-gallery-slider');
    await strip.scrollIntoViewIfNeeded();
    await expect(currentSlide(page, 'block-gallery-slider')).toHaveAttribute(
      'aria-label',
      '1 of 6',
    );
    const second = strip.locator('[aria-label="2 of 6"] [role="button"]');
    await second.click();
    await expect(currentSlide(page, 'block-gallery-slider')).toHaveAttribute(
      'aria-label',
      '2 of 6',
    );
    // And with the keyboard, once that change has come to rest (one in motion refuses the next):
    // Enter on the next slide's image.
    await waitForRest(strip);
    await strip.locator('[aria-label="3 of 6"] [role="button"]').focus();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page, 'block-gallery-slider')).toHaveAttribute(
      'aria-label',
      '3 of 6',
    );
  });

  test('a slideshow’s thumbnail strip shows the slide a visitor picks, by click or by keyboard', async ({
    page,
  }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    const slideshow = region(page, 'block-gallery-slideshow');
    const strip = slideshow.getByRole('group', { name: 'Choose a slide' });
    await strip.scrollIntoViewIfNeeded();
    const thumbnails = strip.getByRole('button');
    await expect(thumbnails).toHaveCount(6);
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnails.nth(0)).toHaveAccessibleName('Show IMG_8299.jpeg');
    // Each thumbnail is a small copy from the CDN, and it arrives.
    const firstImage = thumbnails.nth(0).locator('img');
    await expect(firstImage).toHaveAttribute('src', /format=300w/);
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await thumbnails.nth(3).click();
    await expect(currentSlide(page, 'block-gallery-slideshow')).toHaveAttribute(
      'aria-label',
      '4 of 6',
    );
    await expect(thumbnails.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnails.nth(0)).not.toHaveAttribute('aria-current', 'true');

    // Keyboard, once that change has come to rest: Tab reaches the strip's buttons, Enter picks
    // one, focus stays on it.
    await waitForRest(slideshow);
    await thumbnails.nth(4).focus();
    await page.keyboard.press('Tab');
    await expect(thumbnails.nth(5)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page, 'block-gallery-slideshow')).toHaveAttribute(
      'aria-label',
      '6 of 6',
    );
    await expect(thumbnails.nth(5)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnails.nth(5)).toBeFocused();
  });

  test('a slow drag past a third of the width turns the slide; a shorter one settles back, and neither opens the lightbox', async ({
    page,
  }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    const slideshow = region(page, 'block-gallery-slideshow');
    const viewport = slideshow.locator('.sr-carousel__viewport');
    await viewport.scrollIntoViewIfNeeded();
    const box = await viewport.boundingBox();
    if (!box) throw new Error('the slideshow has no box');
    const current = currentSlide(page, 'block-gallery-slideshow');
    await expect(current).toHaveAttribute('aria-label', '1 of 6');

    /** Presses, drags leftwards by `share` of the width, holds still 300 ms (a slow press), releases. */
    const slowDrag = async (share: number) => {
      const y = box.y + box.height / 2;
      const startX = box.x + box.width * 0.8;
      await page.mouse.move(startX, y);
      await page.mouse.down();
      await page.mouse.move(startX - box.width * share, y, { steps: 8 });
      const pressedAt = await page.evaluate(() => performance.now());
      await page.waitForFunction((since) => performance.now() - since > 300, pressedAt);
      await page.mouse.up();
    };

    // A quarter of the width, slowly: not a swipe; the first slide settles back.
    await slowDrag(0.25);
    await expect(viewport.locator('.sr-carousel__container')).toHaveJSProperty(
      'style.transform',
      'translate3d(0px, 0px, 0px)',
    );
    await expect(current).toHaveAttribute('aria-label', '1 of 6');

    // Four tenths, slowly: past a third, so the next slide comes in (embla alone would snap back).
    await slowDrag(0.4);
    await expect(current).toHaveAttribute('aria-label', '2 of 6');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a carousel shows two slides per row below 480 px, three above', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openPage(page, '/gallery.html?nomotion=true');
    const carousel = region(page, 'block-gallery-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(shown).toHaveCount(2);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page, 'block-gallery-carousel')).toHaveAttribute(
      'aria-label',
      '3 of 8',
    );
    await page.setViewportSize({ width: 1000, height: 823 });
    await expect(shown).toHaveCount(3);
  });

  test('a summary carousel answers the same keys and labels its slides "n of m"', async ({
    page,
  }) => {
    await openPage(page);
    const carousel = region(page, 'block-summary-carousel');
    await expect(carousel).toHaveAttribute('aria-label', 'Recent posts');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('[aria-roledescription="slide"]').nth(3)).toHaveAttribute(
      'aria-label',
      '4 of 4',
    );
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await pressArrow(page, carousel, 'ArrowRight');
    await expect(carousel.locator('[aria-label="4 of 4"]')).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(carousel.locator('[aria-label="1 of 4"]')).toHaveAttribute('aria-hidden', 'true');
    // The post links inside are the server's own.
    await expect(carousel.locator('[aria-label="4 of 4"] a.summary-title-link')).toHaveAttribute(
      'href',
      /^\/home\//,
    );
  });

  test('no autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page);
    const slideshow = region(page, 'block-gallery-slideshow');
    await expect(slideshow.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(slideshow.getByRole('button', { name: /slide rotation/ })).toHaveCount(0);
    await expect(slideshow.locator('.sr-carousel__container')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  test('no autoplay under ?nomotion=true', async ({ page }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    const slideshow = region(page, 'block-gallery-slideshow');
    await expect(slideshow.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(slideshow.getByRole('button', { name: /slide rotation/ })).toHaveCount(0);
    await expect(slideshow.locator('.sr-carousel__container')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  test('an off-screen gallery image has no src until it comes near', async ({ page }) => {
    await openPage(page);
    const img = page.locator('#block-gallery-autocolumns img[data-src]').last();
    await expect(img).not.toHaveAttribute('src', /./);
    await img.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(img).toHaveAttribute('src', /\?format=\d+w$/);
    await expect(img).toHaveAttribute('data-sr-image', 'loaded');
  });

  test('nothing moves while gallery and summary images load', async ({ page }) => {
    await page.addInitScript(recordLayoutShifts);
    // No rotation, so each carousel shows the same slides while its images load.
    await openPage(page, '/gallery.html?nomotion=true');
    // Counted from here on: how the page got to this point is the mount, not the image loads.
    const mountedAt = await page.evaluate(() => performance.now());
    const frames = page.locator(
      '.sr-gallery:not(.sr-gallery--base):not(.sr-gallery--carousel):not(.sr-gallery--strip) img[data-src], .sr-summary img[data-src]',
    );
    const count = await frames.count();
    expect(count).toBeGreaterThan(20);
    for (let index = 0; index < count; index += 1) {
      const img = frames.nth(index);
      await img.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(img).toHaveAttribute('data-sr-image', /loaded|failed/);
    }
    // Carousels: each brought into view loads the slides it shows, in their reserved frames.
    for (const id of [
      'block-gallery-carousel',
      'block-gallery-slideshow',
      'block-summary-carousel',
    ]) {
      const carousel = region(page, id);
      await carousel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const shown = carousel.locator('.sr-carousel__slide:not([aria-hidden]) img[data-src]');
      await expect(shown.first()).toHaveAttribute('data-sr-image', 'loaded');
      for (const img of await shown.all()) {
        await expect(img).toHaveAttribute('data-sr-image', /loaded|failed/);
      }
    }
    const shifts = (await layoutShifts(page)).filter((shift) => shift.time > mountedAt);
    expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
  });

  test('a grid image opens in the lightbox: Enter, arrows through the set, Escape gives focus back', async ({
    page,
  }) => {
    await openPage(page);
    const frames = page.locator('#block-gallery-grid [role="button"]');
    const count = await frames.count();
    expect(count).toBeGreaterThan(2);
    const second = frames.nth(1);
    await second.scrollIntoViewIfNeeded();
    await expect(second).toHaveAttribute('aria-haspopup', 'dialog');
    await second.focus();
    await page.keyboard.press('Enter');

    const box = page.getByRole('dialog');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('aria-modal', 'true');
    const counter = box.locator('.sr-lightbox-counter');
    await expect(counter).toHaveText(`2 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`3 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`1 of ${count}`);
    await expect(box.locator('img.sr-lightbox-image')).toHaveAttribute('src', /.+/);

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(second).toBeFocused();
  });

  test('the history hash itemId opens a carousel at that slide', async ({ page }) => {
    await openPage(page, '/gallery.html?nomotion=true#itemId=block-gallery-carousel-slide-5');
    const slide = region(page, 'block-gallery-carousel').locator('[aria-label="5 of 8"]');
    await expect(slide).toHaveClass(/sr-carousel__slide--current/);
    await expect(slide).not.toHaveAttribute('aria-hidden', 'true');
  });

  test('destroy() puts every gallery and summary back as served, and init() mounts them again', async ({
    page,
  }) => {
    await openPage(page);
    const blocks = '#block-gallery-carousel, #block-gallery-grid, #block-summary-carousel';
    await page.locator('#block-gallery-grid img[data-src]').first().scrollIntoViewIfNeeded();
    await expect(page.locator('#block-gallery-grid img[data-src]').first()).toHaveAttribute(
      'data-sr-image',
      'loaded',
    );
    const describe = (html: string | null, selector: string) =>
      page.evaluate(
        ({ source, query }) => {
          const root = source ? new DOMParser().parseFromString(source, 'text/html') : document;
          return Array.from(root.querySelectorAll(query), (block) =>
            Array.from(block.querySelectorAll('*:not(noscript *)'), (element) =>
              [
                element.tagName,
                ...Array.from(element.attributes, (a) => `${a.name}=${a.value}`)
                  .filter((a) => !a.startsWith('data-sr-state='))
                  .sort(),
              ].join(' '),
            ),
          );
        },
        { source: html, query: selector },
      );
    const served = await describe(
      await page.evaluate(async () => (await fetch(location.href)).text()),
      blocks,
    );
    await page.evaluate(() => window.SiteRuntime?.destroy());
    expect(await describe(null, blocks)).toEqual(served);

    await page.evaluate(() => window.SiteRuntime?.init());
    await waitForRuntimeReady(page);
    await expect(
      region(page, 'block-gallery-carousel').locator('[aria-label="1 of 8"]'),
    ).toHaveCount(1);
    await expect(region(page, 'block-summary-carousel')).toHaveCount(1);
  });

  test('the page passes axe', async ({ page }) => {
    await openPage(page);
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});

// The slideshow design drawn as the stacked slideshow (fixtures/blocks/gallery-stacked.html): no
// loop, Ken Burns, a click on either half, the history option, slide URLs, vSize, meta-position.
test.describe('the stacked slideshow', () => {
  const BLOCK = 'block-gallery-stacked';
  const stage = (page: Page) => region(page, BLOCK);
  const shown = (page: Page) => currentSlide(page, BLOCK);
  const clickHalf = async (page: Page, half: 'left' | 'right') => {
    const box = await stage(page).locator('.sr-carousel__viewport').boundingBox();
    if (!box) throw new Error('the stacked slideshow has no box');
    const x = box.x + box.width * (half === 'left' ? 0.2 : 0.8);
    await page.mouse.click(x, box.y + box.height / 2);
  };
  const listenForEnds = (page: Page) =>
    page.evaluate(() => {
      window.__carouselEvents = [];
      for (const type of ['sr-carousel:reached-end', 'sr-carousel:reached-beginning']) {
        document.addEventListener(type, () => window.__carouselEvents?.push(type));
      }
    });

  test('one slide at a time, marked current; a click on the right half shows the next, on the left the previous, and the address follows', async ({
    page,
  }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    await stage(page).scrollIntoViewIfNeeded();
    await expect(shown(page)).toHaveAttribute('aria-label', '1 of 3');
    // The others are hidden from everyone; the current one shows its caption (the platform's
    // `.sqs-active-slide .meta`).
    await expect(
      stage(page).locator('[aria-roledescription="slide"][aria-hidden="true"]'),
    ).toHaveCount(2);
    await expect(page.locator(`#${BLOCK} .sqs-active-slide .meta-title`)).toHaveText(
      'Morning boats',
    );
    await expect(page.locator(`#${BLOCK}`)).toHaveClass(/\bvsize-12\b/);
    await expect(page.locator(`#${BLOCK} .sqs-gallery-container`)).toHaveClass(
      /sqs-gallery-block-meta-position-bottom-left/,
    );
    const before = await page.evaluate(() => history.length);

    await clickHalf(page, 'right');
    await expect(shown(page)).toHaveAttribute('aria-label', '2 of 3');
    await expect(page.locator(`#${BLOCK} .sqs-active-slide .meta-title`)).toHaveText(
      'The long pier',
    );
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#itemId=the-long-pier');
    // Stacked: every slide sits where the first one is, the current one opaque.
    const first = stage(page).locator('[aria-label="1 of 3"]');
    const second = stage(page).locator('[aria-label="2 of 3"]');
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(Math.round(a?.x ?? -1)).toBe(Math.round(b?.x ?? -2));
    await expect(second).toHaveCSS('opacity', '1');
    await expect(first).toHaveCSS('opacity', '0');

    await clickHalf(page, 'left');
    await expect(shown(page)).toHaveAttribute('aria-label', '1 of 3');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#itemId=morning-boats');
    // Replaced, never pushed: Back leaves the page as it did before.
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('arrow keys move it; it does not loop, and its ends report reached-end and reached-beginning', async ({
    page,
  }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    await listenForEnds(page);
    const carousel = stage(page);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await pressArrow(page, carousel, 'ArrowLeft');
    await expect
      .poll(() => page.evaluate(() => window.__carouselEvents))
      .toEqual(['sr-carousel:reached-beginning']);
    await expect(shown(page)).toHaveAttribute('aria-label', '1 of 3');
    await pressArrow(page, carousel, 'ArrowRight');
    await expect(shown(page)).toHaveAttribute('aria-label', '2 of 3');
    await pressArrow(page, carousel, 'ArrowRight');
    await expect(shown(page)).toHaveAttribute('aria-label', '3 of 3');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // A click past the end moves nothing and reports, as the keys do.
    await waitForRest(carousel);
    await clickHalf(page, 'right');
    await pressArrow(page, carousel, 'ArrowRight');
    await expect
      .poll(() => page.evaluate(() => window.__carouselEvents))
      .toEqual([
        'sr-carousel:reached-beginning',
        'sr-carousel:reached-end',
        'sr-carousel:reached-end',
      ]);
    await expect(shown(page)).toHaveAttribute('aria-label', '3 of 3');
    // Focus stays in the slideshow (the click put it on the slide shown), never on the page.
    expect(await carousel.evaluate((element) => element.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('a change in motion refuses the next: two quick presses move one slide, the next press once at rest moves again; under reduced motion nothing is in motion', async ({
    page,
  }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    const carousel = stage(page);
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(shown(page)).toHaveAttribute('aria-label', '1 of 3');
    // Two presses in one task: the second surely comes while the first change fades.
    const pressTwice = () =>
      next.evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
    await pressTwice();
    await expect(carousel).toHaveAttribute('data-in-motion', '');
    await waitForRest(carousel);
    await expect(shown(page)).toHaveAttribute('aria-label', '2 of 3');
    await next.click();
    await expect(shown(page)).toHaveAttribute('aria-label', '3 of 3');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/gallery.html?nomotion=true');
    await carousel.scrollIntoViewIfNeeded();
    await expect(shown(page)).toHaveAttribute('aria-label', '1 of 3');
    await pressTwice();
    await expect(shown(page)).toHaveAttribute('aria-label', '3 of 3');
  });

  test('a link to a slide by its slide URL shows it, on the page and on load', async ({ page }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    await page.getByRole('link', { name: 'Harbour at dusk' }).click();
    await expect(shown(page)).toHaveAttribute('aria-label', '3 of 3');
    await expect(page.locator(`#${BLOCK} .sqs-active-slide`)).toHaveAttribute(
      'data-slide-url',
      'harbour-at-dusk',
    );

    await openPage(page, '/gallery.html?nomotion=true#itemId=the-long-pier');
    await expect(shown(page)).toHaveAttribute('aria-label', '2 of 3');
  });

  test('the stage takes the height of the slide shown (autoHeight)', async ({ page }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    const viewport = stage(page).locator('.sr-carousel__viewport');
    await viewport.scrollIntoViewIfNeeded();
    const heightOf = (label: string) =>
      stage(page)
        .locator(`[aria-label="${label}"]`)
        .evaluate((slide) => (slide as HTMLElement).offsetHeight);
    const stageHeight = () => viewport.evaluate((element) => Math.round(element.clientHeight));
    await expect.poll(stageHeight).toBe(Math.round(await heightOf('1 of 3')));
    await clickHalf(page, 'right');
    const second = Math.round(await heightOf('2 of 3'));
    expect(second).not.toBe(Math.round(await heightOf('1 of 3')));
    await expect.poll(stageHeight).toBe(second);
  });

  test('the shown image zooms slowly towards 1.075 (Ken Burns); under reduced motion it stays still and changes at once', async ({
    page,
  }) => {
    await openPage(page, '/gallery.html?nomotion=true');
    const image = stage(page).locator('[aria-label="1 of 3"] img[data-src]');
    await image.scrollIntoViewIfNeeded();
    const scale = () =>
      image.evaluate((img) => new DOMMatrixReadOnly(getComputedStyle(img).transform).a);
    await expect.poll(scale).toBeGreaterThan(1.001);
    expect(await scale()).toBeLessThanOrEqual(1.075);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/gallery.html');
    await expect(stage(page)).not.toHaveClass(/sr-carousel--ken-burns/);
    await expect(stage(page)).toHaveCSS('--sr-carousel-fade-ms', '0ms');
    expect(await scale()).toBe(1);
  });

  test('a quick swipe turns the slide and settles in the spec’s time for the width', async ({
    page,
  }) => {
    for (const [width, range] of [
      [1280, [300, 500]],
      [400, [200, 400]],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/gallery.html?nomotion=true');
      const viewport = stage(page).locator('.sr-carousel__viewport');
      await viewport.scrollIntoViewIfNeeded();
      await waitForArrowGate(page, stage(page));
      const box = await viewport.boundingBox();
      if (!box) throw new Error('the stacked slideshow has no box');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3, y, { steps: 3 });
      await page.mouse.up();
      await expect(shown(page)).toHaveAttribute('aria-label', '2 of 3');
      const fade = await stage(page).evaluate((element) =>
        parseFloat(getComputedStyle(element).getPropertyValue('--sr-carousel-fade-ms')),
      );
      expect(fade, `at ${width} px`).toBeGreaterThanOrEqual(range[0]);
      expect(fade, `at ${width} px`).toBeLessThanOrEqual(range[1]);
    }
  });
});

test.describe('the real 7.0 blog post', () => {
  test('its gallery and summary end mounted', async ({ page, pageErrors }) => {
    pageErrors.allowConsoleErrors(/.*/);
    const path = realPagePaths().find((p) => p.includes('blog-post-gallery-summary'));
    expect(path).toBeTruthy();
    await openPage(page, path as string);
    const blocks = await page.evaluate(() => window.SiteRuntime?.blocks() ?? []);
    expect(
      blocks
        .filter((block) => block.blockType === 8 || block.blockType === 55)
        .map(({ type, state }) => ({ type, state })),
    ).toEqual([
      { type: 'summary-v2', state: 'mounted' },
      { type: 'gallery', state: 'mounted' },
    ]);
    const gallery = page.locator('#block-ee11bea36bf9744ae26a');
    const images = gallery.locator('.sr-gallery--stacked img[data-src]');
    await expect(images).toHaveCount(3);
    // Each image gets its sources once scrolled into view (the real CDN is not reachable here).
    for (const img of await images.all()) {
      await img.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(img).toHaveAttribute('srcset', /format=\d+w/);
      await expect(img).toHaveAttribute('src', /format=\d+w/);
    }
    const thumbnail = page.locator('#block-yui_3_17_2_3_1454451851814_16857 img[data-src]');
    await thumbnail.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(thumbnail).toHaveAttribute('src', /format=\d+w/);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Video slides of 7.0 galleries play in place, and one video plays on the page at a time, across
// packs: demo/pages/gallery.html has the carousel gallery's video slide (fixtures/blocks/gallery-
// designs.html, slide 5) and a video block (fixtures/blocks/gallery-video.html). Provider players
// never reach the network: their hosts answer with a local stub document.

const GALLERY = '#block-gallery-carousel';
const VIDEO_BLOCK = '#block-gallery-page-video';
const SLIDE_PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1';
const SLIDE_TITLE = 'Long Island Montauk Surfers Hamptons BeFifty';

async function openPage(page: Page, players: string[]): Promise<void> {
  await page.route(/^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//, (route) => {
    players.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Player stub</title><p>Player</p>',
    });
  });
  await page.goto('/gallery.html');
  await waitForRuntimeReady(page);
}

const slide = (page: Page) => page.locator(`${GALLERY} #block-gallery-carousel-slide-5`);
const slidePlay = (page: Page) =>
  slide(page).getByRole('button', { name: `Play video: ${SLIDE_TITLE}` });
const slidePlayer = (page: Page) => slide(page).locator('iframe');

/** Draws twice: headless Chromium routes a click by the last drawn frame. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Brings the carousel's group holding the video slide into view. */
async function showVideoSlide(page: Page): Promise<void> {
  await page.locator(GALLERY).scrollIntoViewIfNeeded();
  const next = page.locator(`${GALLERY} .sr-carousel__next`);
  while (!(await slide(page).evaluate((node) => node.closest('.sr-carousel__slide--current')))) {
    await next.click();
    await settle(page);
  }
  await expect(slidePlay(page)).toBeVisible();
  // Until the slide change's animation is over.
  await expect
    .poll(async () => {
      const box = await slide(page).boundingBox();
      await settle(page);
      return JSON.stringify(box) === JSON.stringify(await slide(page).boundingBox());
    })
    .toBe(true);
}

/** The slide's box in the page (scroll-independent) and the top of what follows the gallery. */
const layout = (page: Page) =>
  page.evaluate(
    ({ slideSelector, after }) => {
      const box = document.querySelector(slideSelector)?.getBoundingClientRect();
      const next = document.querySelector(after)?.getBoundingClientRect();
      return {
        x: box?.left,
        y: (box?.top ?? 0) + window.scrollY,
        width: box?.width,
        height: box?.height,
        after: (next?.top ?? 0) + window.scrollY,
      };
    },
    { slideSelector: `${GALLERY} #block-gallery-carousel-slide-5`, after: VIDEO_BLOCK },
  );

/** Every figure of `now` within half a pixel of `before`: no visible move. */
function expectSameLayout(
  now: Awaited<ReturnType<typeof layout>>,
  before: Awaited<ReturnType<typeof layout>>,
): void {
  for (const key of Object.keys(before) as Array<keyof typeof before>) {
    expect(now[key], key).toBeDefined();
    expect(Math.abs((now[key] ?? 0) - (before[key] ?? 0)), `${key} moved`).toBeLessThanOrEqual(0.5);
  }
}

/** The layout once the carousel has stopped moving (two reads in a row agree). */
async function settledLayout(page: Page): Promise<Awaited<ReturnType<typeof layout>>> {
  let last = await layout(page);
  await expect
    .poll(async () => {
      const now = await layout(page);
      const same = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}

test.describe('gallery video slides', () => {
  test.use({ consent: 'accepted' });

  test('a video slide plays in place, never in the lightbox; a video block then stops it, and back', async ({
    page,
  }) => {
    const players: string[] = [];
    await openPage(page, players);
    expect(players).toEqual([]);
    await showVideoSlide(page);
    const before = await settledLayout(page);

    await slidePlay(page).click();
    await expect(slidePlayer(page)).toHaveAttribute('src', SLIDE_PLAYER);
    await expect(slidePlayer(page)).toHaveAttribute('title', SLIDE_TITLE);
    await expect(slidePlayer(page)).toBeFocused();
    await expect.poll(() => players).toContain(SLIDE_PLAYER);
    // The player takes the slide's own box: nothing moves (the carousel may still settle its
    // position by a hundredth of a pixel, which no one sees).
    expectSameLayout(await layout(page), before);
    const playerBox = await slidePlayer(page).boundingBox();
    expect(playerBox?.width).toBeCloseTo(before?.width ?? 0, 0);
    expect(playerBox?.height).toBeCloseTo(before?.height ?? 0, 0);
    // No lightbox came with it.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The video block on the same page starts: the gallery's player goes back to its thumbnail.
    const blockPlay = page.locator(VIDEO_BLOCK).getByRole('button', { name: /^Play video:/ });
    await blockPlay.scrollIntoViewIfNeeded();
    await settle(page);
    await blockPlay.click();
    await expect(page.locator(`${VIDEO_BLOCK} iframe`)).toBeVisible();
    await expect(slidePlayer(page)).toHaveCount(0);
    await expect(slidePlay(page)).toHaveCount(1);

    // And the other way round.
    await slide(page).scrollIntoViewIfNeeded();
    await settle(page);
    await slidePlay(page).click();
    await expect(slidePlayer(page)).toBeVisible();
    await expect(page.locator(`${VIDEO_BLOCK} iframe`)).toHaveCount(0);
    await expect(
      page.locator(VIDEO_BLOCK).getByRole('button', { name: /^Play video:/ }),
    ).toBeVisible();
  });

  test('keyboard only: Enter on the play button plays; a slide change puts the thumbnail back', async ({
    page,
  }) => {
    const players: string[] = [];
    await openPage(page, players);
    await showVideoSlide(page);
    // The carousel's own Tab order is its business; from the play button on, keys only.
    await slidePlay(page).focus();
    await page.keyboard.press('Enter');
    await expect(slidePlayer(page)).toHaveAttribute('src', SLIDE_PLAYER);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Previous: the video's slide leaves the view, its player goes. The thumbnail's play button
    // is back, though out of view (the slide is then hidden from the accessibility tree).
    await page.locator(`${GALLERY} .sr-carousel__previous`).focus();
    await page.keyboard.press('Enter');
    await expect(slidePlayer(page)).toHaveCount(0);
    await expect(slide(page).locator('button.sr-video-play')).toHaveCount(1);
  });

  test('slide autoplay stops while a video slide plays, and resumes when it is back to its thumbnail', async ({
    page,
  }) => {
    const players: string[] = [];
    await openPage(page, players);
    // The carousel gallery again, as a slideshow with autoplay, added to the page.
    const designs = readFileSync(
      path.join(process.cwd(), 'fixtures/blocks/gallery-designs.html'),
      'utf8',
    );
    await page.evaluate((html) => {
      const served = new DOMParser().parseFromString(html, 'text/html');
      const copy = served.getElementById('block-gallery-carousel') as HTMLElement;
      copy.id = 'block-gallery-video-autoplay';
      copy.querySelectorAll('[id]').forEach((node) => {
        node.id = node.id.replace('block-gallery-carousel', 'block-gallery-video-autoplay');
      });
      copy.setAttribute(
        'data-block-json',
        JSON.stringify({
          design: 'slideshow',
          autoplay: true,
          'autoplay-duration': 1,
          lightbox: true,
        }),
      );
      document.querySelector('main')?.append(copy);
      copy.scrollIntoView();
    }, designs);
    const block = page.locator('#block-gallery-video-autoplay');
    const videoSlide = block.locator('#block-gallery-video-autoplay-slide-5');
    const live = block.locator('.sr-carousel__container');
    await expect(live).toHaveAttribute('aria-live', 'off');
    // Rotation brings the video slide round.
    await expect(
      videoSlide.locator('xpath=ancestor::*[contains(@class,"sr-carousel__slide--current")]'),
    ).toHaveCount(1, { timeout: 15_000 });
    // Pressed without moving the mouse there (a hover alone pauses rotation too).
    await videoSlide.locator('button.sr-video-play').dispatchEvent('click');
    await expect(videoSlide.locator('iframe')).toHaveAttribute('src', SLIDE_PLAYER);
    // Paused while it plays (the region is polite again: nothing moves by itself).
    await expect(live).toHaveAttribute('aria-live', 'polite');
    // Another video starts: this one goes back to its thumbnail and rotation resumes.
    const blockPlay = page.locator(VIDEO_BLOCK).getByRole('button', { name: /^Play video:/ });
    await blockPlay.scrollIntoViewIfNeeded();
    await settle(page);
    await blockPlay.click();
    await expect(videoSlide.locator('iframe')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await expect(live).toHaveAttribute('aria-live', 'off');
  });
});

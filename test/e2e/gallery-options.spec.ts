import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForRest } from './support/carousel-keys';
import { waitForRuntimeReady } from './support/runtime-ready';
import { AUTOPLAY_RESUME_MS } from '../../src/carousel/autoplay';
import { GALLERY_WARNINGS } from '../../blocks/gallery/read-gallery';

// The gallery block's design options on demo/pages/gallery-options.html (one section each): the
// strip's speed, the column width behaviour, the swipe boundary and snap points, autoplay's resume
// after a pause, the gallery's two warnings and the video loader's options (widgets.md sections 3,
// 4, 5 and 9).

declare global {
  interface Window {
    /** Each strip coming to rest: which others were still in motion, and where each track was. */
    __stripRests?: Array<{ id: string; stillMoving: string[]; tracks: Record<string, number> }>;
    /** Each strip going into motion. */
    __stripStarts?: string[];
  }
}

const PAGE = '/gallery-options.html';

async function openPage(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
}

const region = (page: Page, blockId: string) =>
  page.locator(`#${blockId} [aria-roledescription="carousel"]`);
const currentSlide = (page: Page, blockId: string) =>
  page.locator(`#${blockId} .sr-carousel__slide--current`).first();
const track = (carousel: Locator) => carousel.locator('.sr-carousel__container');

/** Where embla has put the track: its horizontal translation in px. */
async function trackX(carousel: Locator): Promise<number> {
  return track(carousel).evaluate(
    (element) => new DOMMatrix(getComputedStyle(element).transform).m41,
  );
}

/** The carousel's engine has started (it writes the track's transform) and nothing is in motion. */
async function waitForCarousel(carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded();
  await expect(track(carousel)).toHaveAttribute('style', /transform/);
  await waitForRest(carousel);
}

/** The track's position once two readings in a row, at least two frames apart, agree. */
async function restingX(page: Page, carousel: Locator): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const before = last;
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      last = await trackX(carousel);
      return Math.abs(last - before) < 0.01;
    })
    .toBe(true);
  return last;
}

test.describe('strip speed (designOptions.speed)', () => {
  const STRIPS = {
    fast: 'block-options-strip-fast',
    standard: 'block-options-strip-default',
    slow: 'block-options-strip-slow',
  };

  test('moved at the same moment, the 0.2 s and default (0.5 s) strips come to rest while the 3 s strip still glides', async ({
    page,
  }) => {
    await openPage(page);
    for (const id of Object.values(STRIPS)) await waitForCarousel(region(page, id));
    await page.locator('#speed-title').scrollIntoViewIfNeeded();
    // Recorded in the page as each strip's data-in-motion comes and goes: no poll can miss it.
    await page.evaluate((ids) => {
      window.__stripRests = [];
      window.__stripStarts = [];
      const roots = ids.map(
        (id) => document.querySelector(`#${id} [aria-roledescription="carousel"]`) as HTMLElement,
      );
      const tracks = () =>
        Object.fromEntries(
          roots.map((root, index) => [
            ids[index],
            new DOMMatrix(
              getComputedStyle(root.querySelector('.sr-carousel__container') as Element).transform,
            ).m41,
          ]),
        );
      roots.forEach((root, index) => {
        const id = ids[index] as string;
        new MutationObserver(() => {
          if (root.hasAttribute('data-in-motion')) {
            window.__stripStarts?.push(id);
            return;
          }
          window.__stripRests?.push({
            id,
            stillMoving: ids.filter((_, other) => roots[other]?.hasAttribute('data-in-motion')),
            tracks: tracks(),
          });
        }).observe(root, { attributes: true, attributeFilter: ['data-in-motion'] });
      });
    }, Object.values(STRIPS));

    await page.getByRole('button', { name: 'Move all three strips to their next slide' }).click();
    for (const id of Object.values(STRIPS)) {
      await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '2 of 6');
    }
    // The slow one ends too (a glide is taken as over after 5 s at most).
    await expect
      .poll(() => page.evaluate(() => window.__stripRests?.map(({ id }) => id).sort()), {
        timeout: 10_000,
      })
      .toEqual(Object.values(STRIPS).sort());
    const rests = await page.evaluate(() => window.__stripRests ?? []);
    expect((await page.evaluate(() => window.__stripStarts ?? [])).sort()).toEqual(
      Object.values(STRIPS).sort(),
    );
    const restOf = (id: string) => rests.find((rest) => rest.id === id);
    const finalSlow = await restingX(page, region(page, STRIPS.slow));
    // When each quicker strip came to rest, the 3 s strip was still in motion, short of its slide.
    for (const id of [STRIPS.fast, STRIPS.standard]) {
      expect(restOf(id)?.stillMoving).toContain(STRIPS.slow);
      expect(Math.abs((restOf(id)?.tracks[STRIPS.slow] ?? finalSlow) - finalSlow)).toBeGreaterThan(
        1,
      );
    }
    // All three travelled the same way to the same place (the same slides, side by side).
    expect(restOf(STRIPS.slow)?.stillMoving).toEqual([]);
    const finalStandard = await restingX(page, region(page, STRIPS.standard));
    expect(finalStandard).toBeLessThan(-100);
    expect(Math.abs(finalSlow - finalStandard)).toBeLessThan(1);
  });
});

test.describe('column width behaviour (min and max)', () => {
  const GAP = 10;
  const COLUMN = 200;
  const GALLERIES = [
    { id: 'block-options-autogrid-min', behavior: 'min' },
    { id: 'block-options-autogrid-max', behavior: 'max' },
    { id: 'block-options-autocolumns-min', behavior: 'min' },
    { id: 'block-options-autocolumns-max', behavior: 'max' },
  ] as const;

  /**
   * The columns a gallery draws now: the gallery's width, its columns' (each slide is as wide as
   * its column), and how many of them fit in it. Counted from the width, not from where the slides
   * sit: CSS columns balance 8 slides over fewer columns than they have.
   */
  const layoutOf = async (page: Page, id: string) => {
    const { width, slideWidths } = await page.locator(`#${id} .sqs-gallery`).evaluate((list) => ({
      width: list.clientWidth,
      slideWidths: Array.from(list.querySelectorAll('.sr-gallery__slide')).map(
        (slide) => slide.getBoundingClientRect().width,
      ),
    }));
    const column = Math.max(...slideWidths);
    return {
      width,
      column,
      // Every slide is one column wide.
      even: Math.max(...slideWidths) - Math.min(...slideWidths) < 1,
      columns: Math.round((width + GAP) / (column + GAP)),
    };
  };

  /** widgets.md section 9: "column width behaviour min (floor) or max (ceil)". */
  const expectedColumns = (width: number, behavior: 'min' | 'max') => {
    const fit = (width + GAP) / (COLUMN + GAP);
    return Math.max(1, behavior === 'min' ? Math.floor(fit) : Math.ceil(fit));
  };

  async function expectColumns(page: Page): Promise<number[]> {
    const counts: number[] = [];
    for (const { id, behavior } of GALLERIES) {
      await expect
        .poll(
          async () => {
            const layout = await layoutOf(page, id);
            return layout.even && layout.columns === expectedColumns(layout.width, behavior);
          },
          { message: `${id}: ${behavior} columns` },
        )
        .toBe(true);
      const layout = await layoutOf(page, id);
      // min: no column narrower than columnWidth; max: none wider.
      if (behavior === 'min') expect(layout.column).toBeGreaterThanOrEqual(COLUMN - 0.5);
      else expect(layout.column).toBeLessThanOrEqual(COLUMN + 0.5);
      counts.push(layout.columns);
    }
    return counts;
  }

  test('min and max count their columns for the width, and again after the window is resized', async ({
    page,
  }) => {
    // Below the demo's two-column layout (64rem): the galleries take the window's width.
    await page.setViewportSize({ width: 1000, height: 800 });
    await openPage(page);
    await page.locator('#columns-title').scrollIntoViewIfNeeded();
    const wide = await expectColumns(page);
    // The same width, one more column under max (the width is no exact multiple here).
    expect(wide[1]).toBe((wide[0] ?? 0) + 1);
    expect(wide[3]).toBe((wide[2] ?? 0) + 1);

    await page.setViewportSize({ width: 480, height: 800 });
    const narrow = await expectColumns(page);
    expect(narrow[1]).toBeLessThan(wide[1] ?? 0);
    expect(narrow[3]).toBeLessThan(wide[3] ?? 0);

    await page.setViewportSize({ width: 1000, height: 800 });
    expect(await expectColumns(page)).toEqual(wide);
  });
});

test.describe('swipe boundary and snap points', () => {
  /** Presses at the middle of the carousel, drags by dx in steps and holds still; returns release. */
  async function pressAndDrag(page: Page, carousel: Locator, dx: number) {
    const box = await carousel.locator('.sr-carousel__viewport').boundingBox();
    if (!box) throw new Error('the carousel has no box');
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 12 });
    // Held still (a slow press): no flick to carry it further.
    const heldAt = await page.evaluate(() => performance.now());
    await page.waitForFunction((since) => performance.now() - since > 300, heldAt);
    return () => page.mouse.up();
  }

  test('hard: a drag past the first slide does not pull the track past its start; inertial does, and springs back', async ({
    page,
  }) => {
    await openPage(page, `${PAGE}?nomotion=true`);
    for (const [id, pulled] of [
      ['block-options-boundary-hard', false],
      ['block-options-boundary-inertial', true],
    ] as const) {
      const carousel = region(page, id);
      await waitForCarousel(carousel);
      const start = await trackX(carousel);
      const release = await pressAndDrag(page, carousel, 150);
      const held = await restingX(page, carousel);
      if (pulled) expect(held, id).toBeGreaterThan(start + 10);
      else expect(Math.abs(held - start), id).toBeLessThan(0.5);
      await release();
      await expect.poll(() => trackX(carousel), { message: id }).toBeCloseTo(start, 0);
      await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '1 of 6');
    }
  });

  test("snap points 'none' leave a drag where it ended; with snapping it settles back to a slide", async ({
    page,
  }) => {
    await openPage(page, `${PAGE}?nomotion=true`);
    for (const [id, free] of [
      ['block-options-snap-none', true],
      ['block-options-boundary-inertial', false],
    ] as const) {
      const carousel = region(page, id);
      await waitForCarousel(carousel);
      const start = await trackX(carousel);
      const release = await pressAndDrag(page, carousel, -80);
      const held = await restingX(page, carousel);
      expect(held, id).toBeLessThan(start - 40);
      await release();
      const rested = await restingX(page, carousel);
      if (free) expect(Math.abs(rested - held), id).toBeLessThan(2);
      else expect(Math.abs(rested - start), id).toBeLessThan(0.5);
    }
  });
});

test.describe('snap points as a percentage', () => {
  /** Where the current slide sits in the carousel's view: its left and right gaps, in px. */
  const placeOfCurrent = (page: Page, id: string) =>
    region(page, id).evaluate((root) => {
      const view = root.querySelector('.sr-carousel__viewport')?.getBoundingClientRect();
      const slide = root.querySelector('.sr-carousel__slide--current')?.getBoundingClientRect();
      if (!view || !slide) return null;
      return { left: slide.left - view.left, right: view.right - slide.right };
    });

  test('a strip with snap points 100% rests each slide at its right edge; one without, at its alignment (start)', async ({
    page,
  }) => {
    await openPage(page, `${PAGE}?nomotion=true`);
    for (const [id, edge] of [
      ['block-options-snap-end', 'right'],
      ['block-options-strip-default', 'left'],
    ] as const) {
      const strip = region(page, id);
      await waitForCarousel(strip);
      await strip.getByRole('button', { name: 'Next slide' }).click();
      await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '2 of 6');
      await waitForRest(strip);
      const place = await placeOfCurrent(page, id);
      expect(Math.abs(place?.[edge] ?? Infinity), id).toBeLessThan(1);
      // And not at the other edge: the slide is narrower than the view.
      expect(place?.[edge === 'left' ? 'right' : 'left'], id).toBeGreaterThan(10);
    }
  });
});

test.describe('autoplay resume', () => {
  test('a rotation paused by hover goes on 1 s after the pointer leaves, not a full turn later', async ({
    page,
  }) => {
    const id = 'block-options-autoplay';
    // The page's clock is ours: no real waiting for the 10 s turn or the resume.
    await page.clock.install();
    await openPage(page);
    const carousel = region(page, id);
    await waitForCarousel(carousel);
    // A margin the page clock cannot pass while this call travels (the first turn is 10 s away).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const live = track(carousel);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '1 of 6');

    await carousel.hover();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    // Three full turns' time with the pointer resting on it: it stays.
    await page.clock.runFor(30_000);
    await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '1 of 6');

    await page.mouse.move(0, 0);
    await expect(live).toHaveAttribute('aria-live', 'off');
    // Let React's effects after that render run (its scheduler posts a message; this one follows).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    await page.clock.runFor(AUTOPLAY_RESUME_MS - 100);
    await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '1 of 6');
    await page.clock.runFor(200);
    await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '2 of 6');
  });
});

test.describe('the gallery warnings', () => {
  /** The page's console warnings, as text. */
  function collectWarnings(page: Page): string[] {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    return warnings;
  }

  test("'VideoLoader not found' for a video slide without an embed; the slide stays a picture and the gallery works", async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    await openPage(page);
    const block = page.locator('#block-options-video-missing');
    // Once, for that slide (the slide's element is logged with it).
    await expect
      .poll(() => warnings.filter((text) => text.includes(GALLERY_WARNINGS.videoLoader)))
      .toEqual([
        expect.stringMatching(`^\\[site-runtime\\] gallery: ${GALLERY_WARNINGS.videoLoader}`),
      ]);
    const blocks = await page.evaluate(() => window.SiteRuntime?.blocks() ?? []);
    expect(blocks.find((info) => info.id === 'block-options-video-missing')?.state).toBe('mounted');
    // No play button on it; every image of the gallery arrives, that slide's too.
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('button', { name: /Play video/ })).toHaveCount(0);
    const images = block.locator('img[data-src]');
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('data-sr-image', 'loaded');
    }
  });

  test("'lightboxify is not available in this tier!' when the lightbox pack cannot be had; the images stay, and a later click opens it", async ({
    page,
    pageErrors,
  }) => {
    // The failed pack requests are logged by the browser: what this test causes on purpose.
    pageErrors.allowConsoleErrors(/Failed to load resource/);
    const warnings = collectWarnings(page);
    let blocked = true;
    await page.route(/\/packs\/lightbox\.[^/]*\.js(\?|$)/, (route) =>
      blocked ? route.abort('failed') : route.fallback(),
    );
    await openPage(page);
    const block = page.locator('#block-options-lightbox');
    await block.scrollIntoViewIfNeeded();
    const first = block.getByRole('button').first();
    const boxBefore = await first.boundingBox();
    await first.click();
    await expect
      .poll(() => warnings.filter((text) => text.includes(GALLERY_WARNINGS.lightboxify)))
      .toEqual([`[site-runtime] gallery: ${GALLERY_WARNINGS.lightboxify}`]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await first.boundingBox()).toEqual(boxBefore);
    const blocks = await page.evaluate(() => window.SiteRuntime?.blocks() ?? []);
    expect(blocks.find((info) => info.id === 'block-options-lightbox')?.state).toBe('mounted');

    // The pack can be had again: the next click opens the lightbox.
    blocked = false;
    await first.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('video loader options in a strip', () => {
  test('only the current slide’s video can be played; a playing one goes back to its thumbnail when its slide stops being current', async ({
    page,
  }) => {
    const id = 'block-options-video-strip';
    await openPage(page);
    const strip = region(page, id);
    await waitForCarousel(strip);
    const play = (n: number) =>
      page.locator(`#${id}-slide-${n}`).getByRole('button', { name: `Play video: Clip ${n}` });
    await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '1 of 3');
    await expect(play(1)).toBeVisible();
    await expect(play(2)).toHaveCount(0);
    await expect(play(3)).toHaveCount(0);

    // Played in place.
    await play(1).click();
    await expect(page.locator(`#${id}-slide-1 iframe`)).toHaveCount(1);

    await strip.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page, id)).toHaveAttribute('aria-label', '2 of 3');
    await expect(play(2)).toBeVisible();
    // The first one's player is gone, and it cannot be started from here.
    await expect(page.locator(`#${id}-slide-1 iframe`)).toHaveCount(0);
    await expect(play(1)).toHaveCount(0);
  });
});

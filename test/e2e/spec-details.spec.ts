import type { Locator, Page } from '@playwright/test';
import type { InboxClient, RecordedRequest } from './support/inbox-client';
import { waitForRest } from './support/carousel-keys';
import { expect, storeConsent, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';
import { SLIDER_ASPECT } from '../../blocks/gallery/read-gallery';

// Five details of the spec on demo/pages/spec-details.html, each beside a twin that lacks it:
// mixed-content galleries (widgets.md section 5), the slider's default aspect (section 9),
// autoplay randomise (section 4), the image loader's fixed-ratio flag (section 3) and the video
// hit, analytics event 21 (runtime.md section 3).

const PAGE = '/spec-details.html';
const HIT = '/api/census/RecordHit';

async function openPage(page: Page): Promise<void> {
  await page.goto(PAGE);
  await waitForRuntimeReady(page);
}

const region = (page: Page, blockId: string) =>
  page.locator(`#${blockId} [aria-roledescription="carousel"]`);
const slides = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]');
const currentLabel = (page: Page, blockId: string) =>
  page.locator(`#${blockId} .sr-carousel__slide--current`).first().getAttribute('aria-label');

/** The carousel's engine has started (it writes the track's transform) and nothing is in motion. */
async function waitForCarousel(carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.sr-carousel__container')).toHaveAttribute('style', /transform/);
  await waitForRest(carousel);
}

/** Width / height of an element's box as drawn. */
async function shapeOf(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box || box.height === 0) throw new Error('the element has no box');
  return box.width / box.height;
}

test.describe('mixed-content galleries (widgets.md 5: "Mixed-content galleries are not stretched")', () => {
  test('with mixedContent the text is a slide and each photo keeps its shape; without, photos only, cut square', async ({
    page,
  }) => {
    await openPage(page);
    const mixed = region(page, 'block-details-mixed');
    const plain = region(page, 'block-details-plain');
    await waitForCarousel(mixed);
    await waitForCarousel(plain);

    await expect(slides(mixed)).toHaveCount(3);
    await expect(slides(mixed).nth(2)).toHaveAttribute('aria-label', '3 of 3');
    await expect(slides(mixed).nth(2)).toContainText('opening times are 9 to 5');
    // Landscape 1500x1000 and portrait 1000x1500, at their own shapes.
    await expect
      .poll(() => shapeOf(page.locator('#block-details-mixed-slide-1')))
      .toBeCloseTo(1.5, 1);
    await expect
      .poll(() => shapeOf(page.locator('#block-details-mixed-slide-2')))
      .toBeCloseTo(2 / 3, 1);

    await expect(slides(plain)).toHaveCount(2);
    await expect(slides(plain).nth(1)).toHaveAttribute('aria-label', '2 of 2');
    await expect(
      plain.locator('[aria-roledescription="slide"] #block-details-plain-text'),
    ).toHaveCount(0);
    // The carousel's frame: square (no imageAspectRatio), whatever the photo's shape.
    await expect
      .poll(() => shapeOf(page.locator('#block-details-plain-slide-1')))
      .toBeCloseTo(1, 1);
    await expect
      .poll(() => shapeOf(page.locator('#block-details-plain-slide-2')))
      .toBeCloseTo(1, 1);
  });
});

test.describe('the slider\'s default aspect (widgets.md 9: "Default slider aspect ratio 50")', () => {
  /** A slider's slide height in % of the slider's content width. */
  async function sliderAspect(page: Page, blockId: string): Promise<number> {
    return page.locator(`#${blockId} .sqs-gallery-container`).evaluate((container) => {
      const style = getComputedStyle(container);
      const width =
        container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const frame = container.querySelector('.sr-gallery__frame');
      if (!frame || width <= 0) return Number.NaN;
      return (frame.getBoundingClientRect().height / width) * 100;
    });
  }

  test('a slider with no aspect set is half as high as it is wide, at any width; one with aspectRatio 30, 30%', async ({
    page,
  }) => {
    expect(SLIDER_ASPECT.default).toBe(50);
    await openPage(page);
    const ids = ['block-details-slider-default', 'block-details-slider-30'] as const;
    for (const id of ids) await waitForCarousel(region(page, id));
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 720 });
      await expect.poll(() => sliderAspect(page, ids[0]), `at ${width} px`).toBeCloseTo(50, 0);
      await expect.poll(() => sliderAspect(page, ids[1]), `at ${width} px`).toBeCloseTo(30, 0);
    }
  });
});

test.describe('autoplay randomise (widgets.md 4: autoplay "can randomize")', () => {
  /**
   * Init script: Math.random answers in [0.75, 0.95), so every pick among the 4 other slides is the
   * last of them (floor(r * 4) = 3); the values still differ from call to call for anyone else.
   */
  function pickLastOther(): void {
    let calls = 0;
    Math.random = () => 0.75 + (calls++ % 1000) * 0.0002;
  }

  test('each turn shows a random other slide, never the same, and not always the next', async ({
    page,
  }) => {
    const id = 'block-details-random';
    await page.addInitScript(pickLastOther);
    await page.clock.install();
    await openPage(page);
    const carousel = region(page, id);
    await waitForCarousel(carousel);
    // From now on the page's time moves only when the test says (the first turn is 3 s away).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await expect.poll(() => currentLabel(page, id)).toBe('1 of 5');

    // The other slides of 5 are picked by floor(r * 4), skipping the one shown: r = 0.75 and over
    // always gives the last of them. From slide 1 that is 5 (the next would be 2); from 5, 4 (the
    // next would be 1: rotation starts over); from 4, 5 (the next too); from 5, 4 again.
    const expected = ['5 of 5', '4 of 5', '5 of 5', '4 of 5'];
    /** The slide a plain rotation would show after `label`: the next, or the first at the end. */
    const nextAfter = (label: string) => `${(Number.parseInt(label, 10) % 5) + 1} of 5`;
    let shown = '1 of 5';
    let skips = 0;
    for (const [turn, label] of expected.entries()) {
      // Let React's effects after the last render run (its scheduler posts a message).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
      );
      // Not before the turn's 3 s (the first turn's time started while the page loaded).
      if (turn > 0) {
        await page.clock.runFor(2_900);
        expect(await currentLabel(page, id), `turn ${turn + 1} came early`).toBe(shown);
      }
      // Then a tenth of a second at a time, until the slide changes: one turn, never two.
      let now = shown;
      for (let step = 0; step < 40 && now === shown; step += 1) {
        await page.clock.runFor(100);
        now = (await currentLabel(page, id)) ?? '';
      }
      expect(now, `turn ${turn + 1}`).toBe(label);
      expect(now).not.toBe(shown);
      if (now !== nextAfter(shown)) skips += 1;
      shown = label;
    }
    // Turns 1, 2 and 4 went somewhere other than the next slide.
    expect(skips).toBe(3);
  });
});

test.describe('the image fixed-ratio flag (widgets.md 3: "fixed-ratio flag")', () => {
  /**
   * Where the focal point (at `focalX` of the picture's width) is drawn, in px from the frame's
   * left edge: the picture covers the img's box (object-fit cover) at its object-position.
   */
  async function focalPointX(img: Locator, dimensions: { width: number; height: number }) {
    return img.evaluate(
      (element, { width, height, focalX }) => {
        const box = element.getBoundingClientRect();
        const scale = Math.max(box.width / width, box.height / height);
        const drawn = Math.ceil(width * scale);
        const percent = parseFloat(getComputedStyle(element).objectPosition.split(' ')[0] ?? '');
        return ((box.width - drawn) * percent) / 100 + drawn * focalX;
      },
      { ...dimensions, focalX: 0.6 },
    );
  }

  test('the frame is the same with or without it; with it the focal point keeps its own place, without it is centred, at every width', async ({
    page,
  }) => {
    const photo = { width: 1600, height: 800 };
    await openPage(page);
    const free = page.locator('#block-details-ratio-free img');
    const fixed = page.locator('#block-details-ratio-fixed img');
    for (const img of [free, fixed]) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute('data-position-mode', 'objectPosition');
    }
    for (const width of [1280, 960]) {
      await page.setViewportSize({ width, height: 720 });
      const frame = await free.locator('..').boundingBox();
      // The reserved box: the template's, a quarter of the window by 240 px, flag or not.
      expect(frame?.height).toBe(240);
      expect(Math.abs((frame?.width ?? 0) - width / 4)).toBeLessThan(1);
      expect(await fixed.locator('..').boundingBox()).toMatchObject({
        width: frame?.width,
        height: frame?.height,
      });
      // Without the flag the focal point sits in the middle of the frame, placed again on resize.
      await expect
        .poll(async () => Math.abs((await focalPointX(free, photo)) - (frame?.width ?? 0) / 2), {
          message: `at ${width} px`,
        })
        .toBeLessThan(1);
      // With it, the focal point's own percentage, whatever the frame's width: right of the middle.
      await expect(fixed).toHaveCSS('object-position', '60% 50%');
      expect(await focalPointX(fixed, photo)).toBeGreaterThan((frame?.width ?? 0) / 2 + 10);
    }
  });
});

test.describe('the video hit (runtime.md 3: analytics event type video 21)', () => {
  async function sentTo(inbox: InboxClient, count: number): Promise<RecordedRequest[]> {
    await expect.poll(async () => (await inbox.requestsTo(HIT)).length).toBe(count);
    return inbox.requestsTo(HIT);
  }

  const form = (request: RecordedRequest | undefined) =>
    (request?.body ?? {}) as Record<string, string>;

  async function playToTheEnd(page: Page): Promise<number> {
    const video = page.getByLabel('Video sample, a short clip');
    await page.getByRole('button', { name: 'Play the video sample' }).click();
    await expect(page.locator('#video-output')).toContainText('Video sample played to the end', {
      timeout: 15_000,
    });
    return video.evaluate((element) => (element as HTMLVideoElement).duration);
  }

  test('with cookies accepted, the video played to the end sends a RecordHit with event 21 and the span', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await storeConsent(context, baseURL ?? '', true);
    await openPage(page);
    // The page view: tracking runs.
    await sentTo(inbox, 1);
    const duration = await playToTheEnd(page);
    // A span under a second is not recorded: the sample must be longer.
    expect(duration).toBeGreaterThanOrEqual(1);
    const [, hit] = await sentTo(inbox, 2);
    expect(form(hit).event).toBe('21');
    expect(JSON.parse(form(hit).data ?? '{}')).toMatchObject({
      type: 'playing',
      from: 0,
      to: Math.floor(duration),
      duration: Math.floor(duration),
      track: `${baseURL}/background-loop.webm`,
      ordering: 1,
      pagePath: PAGE,
    });
  });

  test('with cookies declined, playing the video sends nothing', async ({ page, inbox }) => {
    await openPage(page);
    await playToTheEnd(page);
    await expect(page.locator('#video-output')).toContainText('nothing sent');
    expect(await inbox.requestsTo(HIT)).toEqual([]);
  });
});

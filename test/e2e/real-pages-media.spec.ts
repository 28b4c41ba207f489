import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { realPagePaths } from './support/demo-pages';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { waitForRuntimeReady } from './support/runtime-ready';

// Issue 9's promise, checked on every saved real page: every image, gallery, summary and video
// block (and 7.1 gallery section) mounts, and every image a visitor can see has a source once
// it has been scrolled into view. The demo server answers the image CDN's URLs with its photo
// stand-in (demo/lib/photo-stand-in.ts).

const MEDIA_BLOCK_TYPES = new Set([5, 8, 25, 32, 55]);
const MEDIA_DEFINITIONS =
  /^(image|image-fluid|template-image|gallery|gallery-section|summary|video|instagram)/;
const PHOTO_STAND_IN = '**/image-cdn/**';

/** Scrolls a screen at a time to the end of the page, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  for (;;) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    // Each step waits until the images near the view have been given a source.
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => {
        const { top, bottom, width } = img.getBoundingClientRect();
        const near = width > 0 && bottom > -200 && top < window.innerHeight + 200;
        return !near || img.getAttribute('src') !== null || img.getAttribute('srcset') !== null;
      }),
    );
    if (atBottom) return;
  }
}

test.describe('media blocks on the real pages', () => {
  for (const path of realPagePaths()) {
    test(`${path}: every media block mounts; every image in view gets a source`, async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allowConsoleErrors(/Failed to load resource/);
      await page.goto(path);
      const blocks = await waitForRuntimeReady(page);
      const media = blocks.filter(
        (block) =>
          (block.blockType !== null && MEDIA_BLOCK_TYPES.has(block.blockType)) ||
          MEDIA_DEFINITIONS.test(block.type),
      );
      const notMounted = media.filter((block) => block.state !== 'mounted');
      expect(notMounted, JSON.stringify(notMounted, null, 2)).toEqual([]);
      // 7.1 gallery sections are template controllers: each is taken over like a block.
      const sections = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-controller^="Gallery"]'), (section) => ({
          controller: section.getAttribute('data-controller'),
          state: section.getAttribute('data-sr-state'),
        })),
      );
      expect(sections.filter((section) => section.state !== 'mounted')).toEqual([]);

      await scrollThrough(page);
      const withoutSource = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => !img.closest('noscript') && img.getBoundingClientRect().width > 0)
          .filter((img) => img.getAttribute('src') === null && img.getAttribute('srcset') === null)
          .map((img) => img.outerHTML.slice(0, 160)),
      );
      expect(withoutSource).toEqual([]);
    });
  }
});

test('a decorative image whose picture cannot be fetched moves nothing (the 7.1 recipe post)', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allowConsoleErrors(/Failed to load resource/);
  await page.addInitScript(recordLayoutShifts);
  // When the loader gives the avatar its source: what the failed fetch moves comes after that.
  // (Mounting the image a little earlier can nudge the line after it by a pixel or so: a
  // separate matter, not this test's.)
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const avatar = records.find(
        (record) =>
          record.target instanceof HTMLImageElement &&
          record.target.classList.contains('author-avatar-image'),
      );
      if (!avatar) return;
      document.documentElement.dataset.avatarSourceAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['src', 'srcset'] });
  });
  await page.route(PHOTO_STAND_IN, (route) => route.abort('namenotresolved'));
  await page.goto('/real/recipe-post-embed-newsletter-7.1.html');
  // The author's avatar: alt="", in a frame the page's missing stylesheet gives no height.
  const avatar = page.locator('img.author-avatar-image');
  await avatar.evaluate((img) => img.scrollIntoView({ block: 'center' }));
  await expect(avatar).toHaveAttribute('data-sr-image', 'failed');
  await expect(page.locator('.author-name')).toBeVisible();
  const sourceAt = Number(
    await page.evaluate(() => document.documentElement.dataset.avatarSourceAt),
  );
  expect(sourceAt).toBeGreaterThan(0);
  const shifts = (await layoutShifts(page)).filter(
    (shift) => !shift.hadRecentInput && shift.time >= sourceAt,
  );
  expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
});

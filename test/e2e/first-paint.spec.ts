import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { recordPackRequests } from './support/pack-requests';
import { waitForRuntimeReady } from './support/runtime-ready';

// Issue 33: the first paint is the final page. The core runs before it (its tag has
// blocking="render") and, in the first frame, reserves the gallery sections' boxes, starts the
// pictures the first screen shows at the width their boxes give them, and asks for the packs the
// first screen needs; what lies below waits, as before. Checked on the saved 2026 strips page,
// with its own stylesheet and the image stand-in, at a phone's and a desktop's width.

const STRIPS = '/real/gallery-strips-7.1-2026.html';
const ITEMS = '.gallery-strips-item img';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 823 },
] as const;

/** When each request of the load started, by URL, read from the page's resource timing. */
function requestStarts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => [
          new URL(entry.name).pathname + new URL(entry.name).search,
          entry.startTime,
        ]),
    ),
  );
}

declare global {
  interface Window {
    __packsAskedAt?: Record<string, number>;
  }
}

/**
 * An init script: when the runtime puts each pack's script into the page (it is held back), by
 * pack name.
 */
function recordPackScripts(): void {
  const asked: Record<string, number> = {};
  window.__packsAskedAt = asked;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof HTMLScriptElement && node.hasAttribute('data-sr-pack')) {
          // By pack name: /dist/packs/<name>.<hash>.js.
          const name = new URL(node.src).pathname.replace(/^.*\/packs\/|\.[\w-]{10}\.js$/g, '');
          asked[name] ??= performance.now();
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

function firstPaintAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntries().find((entry) => entry.name === 'first-paint');
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** Each item's picture: whether it is in the first screen, and the source it asks for. */
function pictures(page: Page) {
  return page.locator(ITEMS).evaluateAll((images) =>
    images.map((img) => {
      const box = img.closest('figure')!.getBoundingClientRect();
      return {
        inFirstScreen: box.top < window.innerHeight && box.bottom > 0,
        source: img.getAttribute('src'),
        current: (img as HTMLImageElement).currentSrc,
      };
    }),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`the first screen starts with the core, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the pictures the first screen shows, and the packs it needs, are asked for before the first paint; the rest wait', async ({
      page,
    }) => {
      const packs = recordPackRequests(page);
      await page.addInitScript(recordPackScripts);
      const release = await holdRequests(page, '**/dist/packs/**');
      await page.goto(STRIPS, { waitUntil: 'domcontentloaded' });
      const paintedAt = await firstPaintAt(page);

      // The packs are held: what has a source now, the core gave it.
      const before = await pictures(page);
      const firstScreen = before.filter((picture) => picture.inFirstScreen);
      const below = before.filter((picture) => !picture.inFirstScreen);
      expect(firstScreen.length).toBeGreaterThan(0);
      expect(firstScreen.every((picture) => picture.source !== null)).toBe(true);
      expect(below.length).toBeGreaterThan(0);
      expect(below.every((picture) => picture.source === null)).toBe(true);
      await expect
        .poll(() => pictures(page).then((all) => all.filter((p) => p.current).length))
        .toBe(firstScreen.length);

      const starts = await requestStarts(page);
      for (const { source } of firstScreen) {
        const path = new URL(source!, page.url());
        expect(starts[path.pathname + path.search], `${source} asked for`).toBeLessThan(paintedAt);
      }
      // The section's pack and the image loader's, asked for in the same frame.
      expect(packs).toEqual(expect.arrayContaining(['gallery-section', 'image']));
      const packsAskedAt = await page.evaluate(() => window.__packsAskedAt ?? {});
      for (const pack of ['gallery-section', 'image']) {
        expect(packsAskedAt[pack], `${pack}.js asked for`).toBeLessThan(paintedAt);
      }

      // The pack takes the pictures over: each is fetched once, at the width the core chose.
      const pictureRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') pictureRequests.push(request.url());
      });
      release();
      await waitForRuntimeReady(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const after = await pictures(page);
      after.forEach((picture, index) => {
        if (before[index]?.inFirstScreen) expect(picture.source).toBe(before[index]?.source);
      });
      const again = pictureRequests.filter((url) =>
        firstScreen.some(({ source }) => new URL(source!, page.url()).href === url),
      );
      expect(again).toEqual([]);
      await expect(page.locator(ITEMS).first()).toHaveAttribute('data-sr-image', 'loaded');
    });
  });
}

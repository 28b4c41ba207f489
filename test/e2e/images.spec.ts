import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';

// The image pack on demo/pages/images.html (real 7.0 and 7.1 markup, fixtures/blocks/images.html),
// with the demo server playing the image CDN (demo/lib/image-stand-in.ts).

/** Opens the page and waits until no block is pending, without scrolling (that would load). */
async function openPage(page: Page): Promise<void> {
  await page.goto('/images.html');
  await page.waitForFunction(
    () =>
      window.__srProbe?.ready === true &&
      (window.SiteRuntime?.blocks().every((block) => block.state !== 'pending') ?? false),
  );
}

const lazyImage = (page: Page, blockId: string) => page.locator(`#${blockId} img[data-src]`);

/** Scrolls so the top of `blockId`'s image sits `below` pixels under the viewport's bottom edge. */
async function scrollImageTo(page: Page, blockId: string, below: number): Promise<void> {
  await page.evaluate(
    ({ id, offset }) => {
      const img = document.querySelector(`#${id} img[data-src]`) as HTMLElement;
      const top = img.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight - offset);
    },
    { id: blockId, offset: below },
  );
}

test.describe('images', () => {
  test.beforeEach(({ pageErrors }) => {
    pageErrors.allowConsoleErrors(/\[site-runtime\] runtime: Block block-image-(empty|bad-source)/);
    pageErrors.allowConsoleErrors(/status of 404/);
  });

  test('every image block, image component and template image mounts; faults are skipped with why', async ({
    page,
  }) => {
    await openPage(page);
    const blocks = await page.evaluate(() => window.SiteRuntime?.blocks() ?? []);
    const byState = (state: string) =>
      blocks.filter((block) => block.state === state).map((block) => block.type);
    expect(byState('mounted').sort()).toEqual(
      [
        ...Array<string>(10).fill('image'),
        'image-fluid',
        ...Array<string>(3).fill('template-image'),
      ].sort(),
    );
    expect(
      blocks.filter((block) => block.state === 'skipped').map(({ id, error }) => ({ id, error })),
    ).toEqual([
      {
        id: 'block-image-empty',
        error:
          'Could not read block data: No image: the block holds no <img> with data-src or data-image',
      },
      {
        id: 'block-image-bad-source',
        error: 'Could not read block data: Image has invalid source "javascript:alert(1)"',
      },
    ]);
    // The captions, card text and links the server drew are all still there.
    await expect(page.locator('#block-yui_3_17_2_84_1466589402038_6941 .image-caption')).toHaveText(
      /Johanna Link/,
    );
    await expect(page.locator('#block-image-poster a.sqs-block-image-link')).toHaveAttribute(
      'href',
      '/accordion.html',
    );
    await expect(page.locator('#block-image-card img[data-src]')).toHaveAttribute(
      'data-sr-lightbox',
      'dark',
    );
  });

  test('an image gets src and srcset once it is within 200 px of the viewport, not before', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openPage(page);
    const stack = lazyImage(page, 'block-image-stack');
    const source = (await stack.getAttribute('data-src')) as string;
    // The banner, in view, has loaded: the observer has run, and the stack image was not near.
    await expect(page.locator('.blog-item-banner-image img')).toHaveAttribute(
      'data-sr-image',
      'loaded',
    );
    await expect(stack).toHaveAttribute('data-sr-image', 'waiting');
    await expect(stack).not.toHaveAttribute('src', /./);
    await expect(stack).not.toHaveAttribute('srcset', /./);

    // 400 px below the fold: still waiting. Then 100 px below: it loads.
    await scrollImageTo(page, 'block-image-stack', 400);
    await expect(lazyImage(page, 'block-image-collage')).toHaveAttribute('data-sr-image', /load/);
    await expect(stack).toHaveAttribute('data-sr-image', 'waiting');
    expect(requested.filter((url) => url.includes(new URL(source, page.url()).pathname))).toEqual(
      [],
    );

    await scrollImageTo(page, 'block-image-stack', 100);
    await expect(stack).toHaveAttribute('data-sr-image', 'loaded');
    await expect(stack).toHaveClass(/(^|\s)loaded(\s|$)/);
    await expect(stack).not.toHaveClass(/(^|\s)loading(\s|$)/);
    const srcset = (await stack.getAttribute('srcset')) as string;
    expect(srcset.split(', ')).toEqual(
      [100, 300, 500, 750, 1000, 1500, 2500].map((w) => `${source}?format=${w}w ${w}w`),
    );
    await expect(stack).toHaveAttribute('sizes', /^\d+px$/);
    await expect(stack).toHaveAttribute('src', new RegExp(`\\?format=\\d+w$`));
    // The browser fetched one size, the one the srcset and sizes led it to.
    const fetched = requested.filter((url) => url.includes(new URL(source, page.url()).pathname));
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/\?format=(100|300|500|750|1000|1500|2500)w$/);
  });

  test('the first large image in view is fetched at once with high priority, and only it', async ({
    page,
  }) => {
    await openPage(page);
    const prioritised = page.locator('img[fetchpriority="high"]');
    await expect(prioritised).toHaveCount(1);
    await expect(prioritised).toHaveAttribute('loading', 'eager');
    await expect(prioritised).toHaveAttribute('alt', /Das vielleicht schönste Ende der Welt/);
    expect(await prioritised.evaluate((img) => img.closest('.blog-item-banner-image'))).not.toBe(
      null,
    );
  });

  test('nothing moves while the images load, from boot to the bottom of the page', async ({
    page,
  }) => {
    await page.addInitScript(recordLayoutShifts);
    await openPage(page);
    // Jump to each image in turn, as a visitor following a link would: each loads while in
    // view, where any change of size would move what is around it.
    const count = await page.locator('img[data-sr-image]').count();
    for (let index = 0; index < count; index += 1) {
      const img = page.locator('img[data-sr-image]').nth(index);
      await img.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(img).toHaveAttribute('data-sr-image', /loaded|failed/);
    }
    const settled = await page.evaluate(() =>
      Array.from(document.querySelectorAll('img[data-sr-image]'), (img) =>
        img.getAttribute('data-sr-image'),
      ),
    );
    expect(settled.filter((state) => state === 'loaded')).toHaveLength(13);
    const shifts = await layoutShifts(page);
    expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
  });

  test('a deleted image ends failed: its URL kept, no loading marker, its box kept', async ({
    page,
  }) => {
    await openPage(page);
    const broken = lazyImage(page, 'block-image-broken');
    await broken.scrollIntoViewIfNeeded();
    await expect(broken).toHaveAttribute('data-sr-image', 'failed');
    await expect(broken).toHaveAttribute('src', /\/cdn-stand-in\/missing\/.*\?format=\d+w$/);
    await expect(broken).not.toHaveClass(/(^|\s)(loading|loaded)(\s|$)/);
    const box = await broken.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
  });

  test('a 7.1 image that already has a srcset is followed, not loaded again', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openPage(page);
    const img = page.locator('#block-4e24ddd95e60d4df34ee img');
    const served = await page.evaluate(async () => {
      const html = await (await fetch(location.href)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const server = doc.querySelector('#block-4e24ddd95e60d4df34ee img') as HTMLImageElement;
      return { srcset: server.getAttribute('srcset'), sizes: server.getAttribute('sizes') };
    });
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('data-sr-image', 'loaded');
    await expect(img).toHaveAttribute('srcset', served.srcset as string);
    await expect(img).toHaveAttribute('sizes', served.sizes as string);
    expect(requested.filter((url) => url.includes('Valley_of_fire_13.jpg'))).toHaveLength(1);
  });

  test('destroy() puts back every attribute the server wrote, and init() loads again', async ({
    page,
  }) => {
    await openPage(page);
    await lazyImage(page, 'block-image-stack').scrollIntoViewIfNeeded();
    await expect(lazyImage(page, 'block-image-stack')).toHaveAttribute('data-sr-image', 'loaded');

    // Each element of <main> (noscript content aside) with its attributes, sorted: as served,
    // parsed afresh, and as the page holds it after destroy().
    const served = await page.evaluate(async () => {
      const describe = (root: ParentNode) =>
        Array.from(root.querySelectorAll('main *:not(noscript *)'), (element) =>
          [
            element.tagName,
            ...Array.from(element.attributes, (a) => `${a.name}=${a.value}`).sort(),
          ].join(' '),
        );
      (window as Window & { __describeMain?: typeof describe }).__describeMain = describe;
      const html = await (await fetch(location.href)).text();
      return describe(new DOMParser().parseFromString(html, 'text/html'));
    });
    await page.evaluate(() => window.SiteRuntime?.destroy());
    const restored = await page.evaluate(() =>
      (window as Window & { __describeMain?: (root: ParentNode) => string[] }).__describeMain?.(
        document,
      ),
    );
    expect(restored).toEqual(served);

    await page.evaluate(() => window.SiteRuntime?.init());
    await expect(lazyImage(page, 'block-image-stack')).toHaveAttribute('data-sr-image', 'loaded');
  });
});

test.describe('images on the real 7.0 blog post, at phone width', () => {
  const blogPost = '/real/blog-post-gallery-summary-video-newsletter-7.0.html';
  // The demo server's photo stand-in, where the real pages' image CDN URLs point.
  const cdn = '**/image-cdn/**';
  test.use({ viewport: { width: 412, height: 823 } });

  /** Scrolls down the whole page, waiting at each step for the images near the view to settle. */
  async function scrollThrough(page: Page): Promise<void> {
    await page.waitForFunction(
      () => window.SiteRuntime?.blocks().every((block) => block.state !== 'pending') ?? false,
    );
    for (;;) {
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('img[data-sr-image]')).every((img) => {
          const { top, bottom, width } = img.getBoundingClientRect();
          // An image the template hides (a closed menu's) has no box and is never near.
          const near = width > 0 && bottom > -200 && top < window.innerHeight + 200;
          return !near || /loaded|failed/.test(img.getAttribute('data-sr-image') ?? '');
        }),
      );
      const atBottom = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      if (atBottom) return;
      // A screen at a time, as a visitor reading on would.
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    }
  }

  for (const cdnAnswers of [true, false]) {
    test(`nothing moves while a visitor scrolls to the end, ${cdnAnswers ? 'the CDN answering' : 'every image failing'}`, async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allowConsoleErrors(/Failed to load resource/);
      await page.route(cdn, (route) =>
        cdnAnswers
          ? route.fulfill({
              contentType: 'image/svg+xml',
              // No height and no viewBox: no aspect ratio of its own, as if it were the photo.
              body: '<svg xmlns="http://www.w3.org/2000/svg" width="750"><rect width="100%" height="100%" fill="#c9d6df"/></svg>',
            })
          : route.abort(),
      );
      await page.addInitScript(recordLayoutShifts);
      await page.goto(blogPost);
      await scrollThrough(page);
      const states = await page.evaluate(() =>
        Array.from(document.querySelectorAll('img[data-sr-image]'), (img) =>
          img.getAttribute('data-sr-image'),
        ),
      );
      expect(states.length).toBeGreaterThan(30);
      expect(new Set(states)).toEqual(new Set([cdnAnswers ? 'loaded' : 'failed']));
      const shifts = await layoutShifts(page);
      expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
    });
  }
});

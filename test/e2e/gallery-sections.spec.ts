import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { gallerySection, generatedPage } from './support/generated-markup';
import { holdRequests } from './support/held-requests';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { describeLifecycleCycles } from './support/lifecycle-cycles';
import { packGlob, packScriptOf, servePackStandIn } from './support/pack-files';
import { recordPackRequests } from './support/pack-requests';
import { STRICT_CSP } from '../../demo/lib/page-headers';
import { waitForRuntimeReady } from './support/runtime-ready';

// The gallery-section pack on demo/pages/gallery-sections.html (real 7.1 masonry and strips
// sections and a grid modelled on real markup, fixtures/blocks/gallery-sections-7.1.html) and on
// the two saved real pages with gallery sections.

const MASONRY = '[data-controller="GalleryMasonry"]';
const STRIPS = '[data-controller="GalleryStrips"]';
const GRID = '[data-controller="GalleryGrid"]';

async function openDemo(page: Page): Promise<void> {
  await page.goto('/gallery-sections.html');
  for (const selector of [MASONRY, STRIPS, GRID]) {
    await expect(page.locator(selector)).toHaveAttribute('data-sr-state', 'mounted');
  }
}

/** The distinct left edges of a section's items: one per column. */
function columnLefts(section: Locator): Promise<number[]> {
  return section
    .locator('figure')
    .evaluateAll((figures) =>
      Array.from(new Set(figures.map((f) => Math.round(f.getBoundingClientRect().left)))).sort(
        (a, b) => a - b,
      ),
    );
}

/**
 * Serves a stand-in for the lightbox pack (built by another family), which records each
 * openLightbox call: what the section asked the lightbox to show.
 */
async function serveFakeLightbox(page: Page): Promise<void> {
  await servePackStandIn(
    page,
    'lightbox',
    `window.SiteRuntime.registerPack('lightbox', [], function () {
  window.__lightboxCalls = [];
  window.SiteRuntime.definePack('lightbox', {
    openLightbox: function (options) {
      window.__lightboxCalls.push({
        index: options.index,
        label: options.label,
        items: options.items.length,
        opener: options.opener ? options.opener.getAttribute('aria-label') : null,
        alt: options.items[options.index].alt,
      });
      return { close: function () {} };
    },
  });
});`,
  );
}

interface LightboxCall {
  index: number;
  label: string;
  items: number;
  opener: string | null;
  alt: string;
}

function openedLightboxes(page: Page): Promise<LightboxCall[]> {
  return page.evaluate(
    () => (window as Window & { __lightboxCalls?: LightboxCall[] }).__lightboxCalls ?? [],
  );
}

/** Scrolls each image of `root` into view in turn; each must get a source and settle. */
async function scrollThroughImages(root: Locator): Promise<void> {
  const images = root.locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const img = images.nth(index);
    await img.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(img).toHaveAttribute('data-sr-image', /^(loaded|failed)$/);
    expect(
      await img.evaluate(
        (element) => element.hasAttribute('src') || element.hasAttribute('srcset'),
      ),
    ).toBe(true);
  }
}

test.describe('gallery sections', () => {
  test('each section mounts laid out in its columns, before its images arrive; axe is clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDemo(page);
    const masonry = page.locator(MASONRY);
    expect(await columnLefts(masonry)).toHaveLength(3);
    expect(await columnLefts(page.locator(GRID))).toHaveLength(3);
    // Every frame has its box (from data-image-dimensions), including images not fetched yet.
    const frames = await page
      .locator(`${STRIPS} .gallery-strips-item-wrapper`)
      .evaluateAll((elements) =>
        elements.map((element) => {
          const img = element.querySelector('img');
          return {
            height: Math.round(element.getBoundingClientRect().height),
            fetched: img?.hasAttribute('src') ?? false,
          };
        }),
      );
    expect(frames.some((frame) => !frame.fetched)).toBe(true);
    expect(frames.every((frame) => frame.height > 100)).toBe(true);
    // A strip row fills the width: its last item ends at the wrapper's right edge.
    const row = await page.locator(`${STRIPS} .gallery-strips-wrapper`).evaluate((wrapper) => {
      const right = wrapper.getBoundingClientRect().right;
      const first = wrapper.querySelector('figure')?.getBoundingClientRect();
      const sameRow = Array.from(wrapper.querySelectorAll('figure'))
        .map((figure) => figure.getBoundingClientRect())
        .filter((box) => Math.abs(box.top - (first?.top ?? 0)) < 1);
      return { right, rowEnd: Math.max(...sameRow.map((box) => box.right)), items: sameRow.length };
    });
    expect(row.items).toBeGreaterThan(1);
    expect(Math.abs(row.rowEnd - row.right)).toBeLessThan(1);

    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('the page fetches the gallery-section pack and the image loader, once each, and no React', async ({
    page,
  }) => {
    const packs = recordPackRequests(page);
    await openDemo(page);
    const count = (name: string) => packs.filter((requested) => requested === name).length;
    expect([count('gallery-section'), count('image'), count('react')]).toEqual([1, 1, 0]);
  });

  test('nothing moves while the images load, from mount to the bottom of the page', async ({
    page,
  }) => {
    await page.addInitScript(recordLayoutShifts);
    await openDemo(page);
    const mountedAt = await page.evaluate(() => performance.now());
    for (const selector of [MASONRY, STRIPS, GRID])
      await scrollThroughImages(page.locator(selector));
    const loaded = await page.locator('img[data-sr-image="loaded"]').count();
    expect(loaded).toBe(6 + 10 + 6);
    const shifts = await layoutShifts(page);
    const whileLoading = shifts.filter((shift) => shift.time > mountedAt);
    expect(whileLoading, JSON.stringify(whileLoading, null, 2)).toEqual([]);
  });

  test('a narrower window gets two columns, a wider one three again and larger files', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDemo(page);
    const masonry = page.locator(MASONRY);
    expect(await columnLefts(masonry)).toHaveLength(3);
    const before = await masonry.locator('figure').first().boundingBox();

    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => columnLefts(masonry)).toHaveLength(2);
    await expect.poll(() => columnLefts(page.locator(GRID))).toHaveLength(2);
    const after = await masonry.locator('figure').first().boundingBox();
    expect(after?.width).not.toBeCloseTo(before?.width ?? 0, 0);

    // An image loaded at the narrow width asks for a larger file once its box has grown.
    const strip = page.locator(`${STRIPS} img`).first();
    await strip.scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute('data-sr-image', 'loaded');
    const narrowSizes = Number.parseFloat((await strip.getAttribute('sizes')) ?? '');
    expect(narrowSizes).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => columnLefts(masonry)).toHaveLength(3);
    await expect
      .poll(async () => Number.parseFloat((await strip.getAttribute('sizes')) ?? ''))
      .toBeGreaterThan(narrowSizes * 1.5);
  });

  test('grid images are buttons named from their alt text: Tab reaches them, Enter and Space open the lightbox', async ({
    page,
  }) => {
    await serveFakeLightbox(page);
    const packs = recordPackRequests(page);
    await openDemo(page);
    expect(packs).not.toContain('lightbox');

    // Start the keyboard from the grid's description, just before its images.
    await page.locator(GRID).locator('xpath=ancestor::section[1]').locator('p').first().click();
    await page.keyboard.press('Tab');
    const first = page.getByRole('button', { name: 'Elf_01.jpg', exact: true });
    await expect(first).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Elf_05.jpg', exact: true })).toBeFocused();
    await expect(page.locator(GRID).getByRole('button')).toHaveCount(6);

    const lightboxRequest = page.waitForRequest(
      (request) => packScriptOf(request.url()) === 'lightbox',
    );
    await page.keyboard.press('Enter');
    await lightboxRequest;
    await expect
      .poll(() => openedLightboxes(page))
      .toEqual([
        { index: 1, label: 'Image gallery', items: 6, opener: 'Elf_05.jpg', alt: 'Elf_05.jpg' },
      ]);

    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press(' ');
    await expect.poll(async () => (await openedLightboxes(page)).at(-1)?.index).toBe(0);
    // The page did not scroll away on Space: the image is still where the visitor looked.
    await expect(first).toBeInViewport();

    // The masonry and strips have the lightbox off, as on the real pages: no buttons there.
    await expect(page.locator(`${MASONRY}, ${STRIPS}`).getByRole('button')).toHaveCount(0);
  });

  test('a click on a grid image requests packs/lightbox.js and opens it at that image', async ({
    page,
  }) => {
    await serveFakeLightbox(page);
    await openDemo(page);
    const lightboxRequest = page.waitForRequest(
      (request) => packScriptOf(request.url()) === 'lightbox',
    );
    await page.getByRole('button', { name: 'Elf_02.jpg', exact: true }).click();
    await lightboxRequest;
    await expect
      .poll(() => openedLightboxes(page))
      .toEqual([
        { index: 2, label: 'Image gallery', items: 6, opener: 'Elf_02.jpg', alt: 'Elf_02.jpg' },
      ]);
  });

  test('under a strict CSP, the layout is written through the CSSOM without a violation', async ({
    page,
    pageErrors,
  }) => {
    // The demo page served with the CSP the csp-* pages get (demo/lib/page-headers.ts).
    await page.route('**/gallery-sections.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
      });
    });
    // The real masonry's <img style="…"> attributes are the server's, blocked as the page parses.
    pageErrors.allowConsoleErrors(/Applying inline style violates/);
    await openDemo(page);
    expect(await columnLefts(page.locator(MASONRY))).toHaveLength(3);
    await scrollThroughImages(page.locator(GRID));
    // Read before the served HTML is parsed below (a parsed copy reports its own violations).
    const violations = await page.evaluate(() => window.__srProbe?.cspViolations ?? []);
    const styledByServer = await page.evaluate(async () => {
      const html = await (await fetch(location.href)).text();
      return new DOMParser().parseFromString(html, 'text/html').querySelectorAll('body [style]')
        .length;
    });
    expect(styledByServer).toBe(6);
    // One violation per server style attribute, none more: nothing the runtime did was blocked.
    expect(violations).toEqual(Array<string>(styledByServer).fill('style-src-attr inline'));
  });

  test('destroy() puts every section back as served, and init() lays them out again', async ({
    page,
  }) => {
    await openDemo(page);
    await page.locator(`${GRID} img`).first().scrollIntoViewIfNeeded();
    await expect(page.locator(`${GRID} img`).first()).toHaveAttribute('data-sr-image', 'loaded');
    const sections = `${MASONRY}, ${STRIPS}, ${GRID}`;
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
    await openDemo(page);
    expect(await columnLefts(page.locator(MASONRY))).toHaveLength(3);
  });

  test('the first paint is the laid-out grid: nothing that follows moves when the pack arrives, for a visitor who scrolled before it', async ({
    page,
  }) => {
    // Nine square photos in three columns: the template alone would stand them in one column,
    // three times as high. The core lays them out before the first paint.
    const grid = gallerySection({
      kind: 'grid',
      columns: 3,
      gutter: 20,
      rowHeight: 300,
      aspectRatio: 'square',
      images: Array.from({ length: 9 }, () => ({ size: { width: 1200, height: 1200 } })),
    });
    const after = Array.from(
      { length: 60 },
      (_, i) => `<div class="after" style="height: 60px">Paragraph ${i}.</div>`,
    );
    const html = generatedPage(`${grid}<div>${after.join('')}</div>`, '7.1');
    await page.route('**/generated/grid-then-text.html', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    const releasePack = await holdRequests(page, packGlob('gallery-section'));
    await page.addInitScript(recordLayoutShifts);
    // The held pack keeps the load event back.
    await page.goto('/generated/grid-then-text.html', { waitUntil: 'domcontentloaded' });

    // Before the pack: three columns already, what follows right below them.
    await expect(page.locator(GRID)).toHaveAttribute('data-sr-state', 'pending');
    expect(await columnLefts(page.locator(GRID))).toHaveLength(3);
    const gapBelow = () =>
      page.evaluate(() => {
        const wrapper = document.querySelector('.gallery-grid-wrapper')!.getBoundingClientRect();
        return document.querySelector('div.after')!.getBoundingClientRect().top - wrapper.bottom;
      });
    expect(await gapBelow()).toBeLessThan(200);

    // The visitor has scrolled to what follows the gallery before its pack arrived.
    const first = page.locator('div.after').first();
    await first.evaluate((p) => window.scrollTo(0, p.getBoundingClientRect().top + scrollY - 300));
    const viewTop = (locator: typeof first) =>
      locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(await viewTop(first)).toBe(300);
    releasePack();
    await expect(page.locator(GRID)).toHaveAttribute('data-sr-state', 'mounted');
    await expect.poll(() => columnLefts(page.locator(GRID))).toHaveLength(3);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await viewTop(first)).toBe(300);
    // Nothing to hold: the section never was taller than its layout.
    await expect(page.locator('.gallery-grid-wrapper')).toHaveCSS('min-height', '0px');
    const shifts = await layoutShifts(page);
    expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
    expect(await gapBelow()).toBeLessThan(200);
  });

  for (const [file, selector, type, count] of [
    ['gallery-masonry-7.1-2026.html', MASONRY, 'gallery-masonry', 6],
    ['gallery-strips-7.1-2026.html', STRIPS, 'gallery-strips', 10],
  ] as const) {
    test(`real page ${file}: the section ends mounted and every image gets a source in view`, async ({
      page,
    }) => {
      await page.goto(`/real/${file}`);
      const blocks = await waitForRuntimeReady(page);
      expect(blocks.filter((block) => block.type === type).map((block) => block.state)).toEqual([
        'mounted',
      ]);
      // The template's stylesheet shows an item only once it is marked data-show.
      const section = page.locator(selector);
      await expect
        .poll(() =>
          section
            .locator('figure')
            .evaluateAll((figures) =>
              figures.filter(
                (figure) =>
                  figure.hasAttribute('data-show') &&
                  getComputedStyle(figure.firstElementChild as Element).opacity === '1',
              ),
            )
            .then((shown) => shown.length),
        )
        .toBe(count);
      // The section's images are its own: none of them is a template image of its own.
      await expect(section.locator('img')).toHaveCount(count);
      expect(
        await section
          .locator('img')
          .evaluateAll(
            (images) => images.filter((img) => img.hasAttribute('data-sr-state')).length,
          ),
      ).toBe(0);
      await scrollThroughImages(section);
    });
  }
});

describeLifecycleCycles('gallery sections: destroy() and init()', [
  {
    path: '/gallery-sections.html',
    variant: 'the window resized in each cycle',
    // A resize while mounted starts the 100 ms wait and the resize observer: destroy() must end
    // both, and put back every style the layout wrote.
    whileRunning: async (page, cycle) => {
      await page.setViewportSize({ width: cycle % 2 === 0 ? 700 : 1280, height: 800 });
    },
  },
]);

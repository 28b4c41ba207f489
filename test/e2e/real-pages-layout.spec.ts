import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { realPagePaths } from './support/demo-pages';
import {
  gallerySection,
  gallerySectionArbitrary,
  generatedPage,
  holdsDrawnBlock,
  layoutGrid,
  layoutGridArbitrary,
} from './support/generated-markup';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { holdRequests } from './support/held-requests';

// The first paint is the final page, as a property of the platform's markup: every saved real page
// and generated 7.1 gallery sections and 7.0 layout grids, at a desktop and a phone width, with the
// template's stylesheets. Each page loads once: the core runs before the first paint (its tag has
// blocking="render") and reserves the boxes; its packs are held back until the page has settled
// as the visitor first sees it (its images loaded, two frames drawn), the boxes of every block,
// section and grid column are read, then the packs come. Once every block has settled, nothing
// that was in view has moved or changed width, and no layout shift was recorded from the first
// paint on: for a visitor at the top, one who scrolled a screen down before the packs arrived, and
// one who scrolls a screen down after they did.

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 823 },
] as const;

const BOXES = [
  '.sqs-block',
  '[data-controller^="Gallery"]',
  'section',
  '.sqs-layout .col',
  '.fe-block',
].join(', ');

interface Box {
  what: string;
  left: number;
  top: number;
  width: number;
}

/**
 * Every box of BOXES in document order, in page coordinates. The first reading marks the elements
 * it read; a later one reads the same elements (null for one that left the page), so content the
 * runtime adds (comments below a post, say) is not taken for one of the server's boxes.
 */
function readBoxes(page: Page, first: boolean): Promise<Array<Box | null>> {
  return page.evaluate(
    ({ selector, first }) => {
      const elements = first
        ? Array.from(document.querySelectorAll<HTMLElement>(selector))
        : ((window as unknown as { layoutBoxes?: HTMLElement[] }).layoutBoxes ?? []);
      if (first) (window as unknown as { layoutBoxes?: HTMLElement[] }).layoutBoxes = elements;
      return elements.map((element, index) => {
        if (!element.isConnected) return null;
        const rect = element.getBoundingClientRect();
        const name = element.id ? `#${element.id}` : `.${element.classList[0] ?? ''}`;
        return {
          what: `${index} ${element.tagName.toLowerCase()}${name}`,
          left: Math.round(rect.left),
          top: Math.round(rect.top + window.scrollY),
          width: Math.round(rect.width),
        };
      });
    },
    { selector: BOXES, first },
  );
}

/** Two frames drawn: what was laid out has been painted. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Waits until the page's own layout is at rest: the boxes of BOXES are where they were two frames
 * before. What the page still lays out by itself (a late stylesheet, an image without dimensions)
 * is then not taken for the runtime's doing once it is let in.
 */
async function layoutAtRest(page: Page): Promise<void> {
  const boxes = () =>
    page.evaluate(
      (selector) =>
        JSON.stringify(
          Array.from(document.querySelectorAll(selector), (element) => {
            const { top, left, width, height } = element.getBoundingClientRect();
            return [top, left, width, height].map(Math.round);
          }),
        ),
      BOXES,
    );
  let previous = await boxes();
  for (;;) {
    await twoFrames(page);
    const now = await boxes();
    if (now === previous) return;
    previous = now;
  }
}

/**
 * Every picture the page itself asks for at once (an `img` with `src` or `srcset`, not lazy) has
 * picked its source and is done loading (or failed). Chromium picks a `srcset` candidate only
 * once the first paint is no longer held, and `complete` is true until it has: a picture with no
 * size (a header logo, on a page whose stylesheet was not saved) then moves the page by itself
 * when it arrives, later on a loaded machine; waiting for `complete` alone let that arrive after
 * the boxes were read, and counted it as the runtime's.
 */
async function ownPicturesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const asksAtOnce =
        img.loading !== 'lazy' && Boolean(img.getAttribute('src') || img.getAttribute('srcset'));
      return !asksAtOnce || (img.currentSrc !== '' && img.complete);
    }),
  );
}

/** Every image in or near the view that has a source is done loading (or failed). */
async function imagesInViewSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const { top, width } = img.getBoundingClientRect();
      const near = width > 0 && top < window.innerHeight + 200;
      return !near || !img.currentSrc || img.complete;
    }),
  );
}

/**
 * Real pages whose template shifts as it loads with no runtime at all (the bench measures it: the
 * evergreen template's bottom Mobile-bar, 0.12; the multietch videos page, 0.02): their shifts
 * count from the moment the page settled with the core alone, not from the first paint.
 */
const TEMPLATE_SHIFTS: readonly string[] = [
  '/real/DFKHelper__evergreen-home.html',
  '/real/rootwork__multietch-videos-resources.html',
];

/** The runtime's packs: held back, the page shows what the core alone drew before its first paint. */
const PACKS = '**/dist/packs/**';
/** The core, held until the page's own pictures are in (loadInTwoSteps). */
const CORE = '**/dist/site-runtime.js';

/**
 * Loads `path` with the runtime's packs held back: the core runs before the first paint (its tag
 * has blocking="render") and reserves every box it can. Once the page is at rest as the visitor
 * first sees it, with `scrolledTo` applied, the boxes are read, the packs are let in, and once
 * every block has settled (and, with `scrollAfter`, after a scroll of that much more, once what
 * came into view has settled) they are read again. Returns both readings and every layout shift
 * of the load from its first paint on.
 */
async function loadInTwoSteps(page: Page, path: string, scrolledTo: number, scrollAfter: number) {
  await page.addInitScript(recordLayoutShifts);
  const release = await holdRequests(page, PACKS);
  const releaseCore = await holdRequests(page, CORE);
  await page.goto(path, { waitUntil: 'commit' });
  // The core runs as it does in the field: once the page is parsed. Polled on a timer: no frame
  // comes while the core's tag (blocking="render") holds the first paint.
  await page.waitForFunction(() => document.readyState !== 'loading', null, { polling: 50 });
  releaseCore();
  // Not `load`: the page's load event waits for the packs held back.
  await page.waitForLoadState('domcontentloaded');
  // As far as the page goes: a short one stops at its end.
  const viewTop = await page.evaluate((y) => {
    window.scrollTo(0, y);
    return window.scrollY;
  }, scrolledTo);
  await ownPicturesSettled(page);
  await imagesInViewSettled(page);
  await layoutAtRest(page);
  const before = await readBoxes(page, true);
  const settledAt = await page.evaluate(() => performance.now());
  release();
  // The page stays where the visitor was while the packs arrive and the blocks mount (a scroll
  // is not input for layout-shift accounting, and scrolling every block into view would count
  // what mounts down the page as shifts of the load).
  await page.waitForFunction(() => window.__srProbe?.ready === true);
  await page.waitForFunction(
    () => window.SiteRuntime?.blocks().every((block) => block.state !== 'pending') === true,
  );
  await imagesInViewSettled(page);
  await twoFrames(page);
  if (scrollAfter > 0) {
    await page.evaluate((y) => window.scrollBy(0, y), scrollAfter);
    await imagesInViewSettled(page);
    await twoFrames(page);
  }
  await twoFrames(page);
  const after = await readBoxes(page, false);
  // A template that shifts by itself as it loads (TEMPLATE_SHIFTS) counts from where it settled.
  const from = TEMPLATE_SHIFTS.includes(path) ? settledAt : 0;
  const shifts = (await layoutShifts(page)).filter(
    (shift) => !shift.hadRecentInput && shift.time >= from,
  );
  return { before, after, shifts, viewTop };
}

/**
 * The boxes in the view (in either load: page coordinates from `viewTop`, `viewHeight` high) whose
 * place or width changed; with `widthsOnly`, those whose left edge or width changed.
 */
function movedInView(
  before: Array<Box | null>,
  after: Array<Box | null>,
  { viewTop, viewHeight }: { viewTop: number; viewHeight: number },
  widthsOnly = false,
): string[] {
  const fold = viewTop + viewHeight;
  return before.flatMap((box, index) => {
    const now = after[index];
    if (!box) return [];
    if (!now) return [`${box.what}: taken off the page`];
    if (box.top >= fold && now.top >= fold) return [];
    const moved =
      Math.abs(now.left - box.left) > 1 ||
      (!widthsOnly && Math.abs(now.top - box.top) > 1) ||
      Math.abs(now.width - box.width) > 1;
    return moved
      ? [
          `${box.what}: ${box.left},${box.top} ${box.width} wide → ${now.left},${now.top} ${now.width} wide`,
        ]
      : [];
  });
}

/**
 * Loads `path` as described at the top and checks that nothing moved. With `widthsOnly`, only
 * that no box changed its left edge or width (no column collapses): for markup whose heights
 * before the runtime come from a stylesheet that was not saved. With `scrolledTo`, the visitor
 * scrolled that far down before the packs arrived, and the view there is what must hold still;
 * with `scrollAfter`, the visitor scrolls that much further once they have, and what comes into
 * view must be where the first paint had it.
 */
async function expectNothingMoves(
  page: Page,
  path: string,
  viewHeight: number,
  { widthsOnly = false, scrolledTo = 0, scrollAfter = 0 } = {},
): Promise<void> {
  const { before, after, shifts, viewTop } = await loadInTwoSteps(
    page,
    path,
    scrolledTo,
    scrollAfter,
  );
  // What the later scroll brought into view must not have moved either.
  const seen = { viewTop, viewHeight: viewHeight + scrollAfter };
  expect(movedInView(before, after, seen, widthsOnly)).toEqual([]);
  if (!widthsOnly) expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
}

const STYLED = /-2026\.html$/;

/**
 * Shifts the runtime still causes, each with its cause. A test listed here must fail: once the
 * shift is gone it passes, Playwright reports that, and the entry goes.
 *
 * The 7.1 contact form at 1280 px is 428 px high in the 352 px of grid rows the server gave its
 * block: the template's legacy form rules (24 px below each field, 12 px padding in each input, a
 * 62 px button) without the platform's form component stylesheet, not saved.
 */
const KNOWN_SHIFTS: Record<string, readonly string[]> = {
  desktop: ['/real/contact-form-7.1-2026.html'],
};

/** The same, for a visitor one screen down before the packs arrived. */
const KNOWN_SCROLLED_SHIFTS: Record<string, readonly string[]> = {
  desktop: ['/real/contact-form-7.1-2026.html'],
};

/** The same, for a visitor who scrolls a screen down once they have. */
const KNOWN_LATE_SCROLL_SHIFTS: Record<string, readonly string[]> = {
  desktop: ['/real/contact-form-7.1-2026.html'],
};

// Page errors are the boot tests' concern (boot.spec.ts); here only what moves counts.
test.use({ failOnPageErrors: false });

for (const viewport of VIEWPORTS) {
  test.describe(`no layout shift on the real pages, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of realPagePaths()) {
      test(`${path}`, async ({ page }) => {
        test.fail(KNOWN_SHIFTS[viewport.name]?.includes(path) ?? false, 'a known shift');
        if (STYLED.test(path)) {
          // The 2026 pages keep their stylesheets: without them this test measures no real page.
          page.on('requestfailed', (request) => {
            if (request.resourceType() === 'stylesheet') throw new Error(`No ${request.url()}`);
          });
        }
        await expectNothingMoves(page, path, viewport.height);
      });
    }
  });

  test.describe(`no layout shift on the real pages, ${viewport.name}, scrolled a screen down first`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of realPagePaths()) {
      test(`${path}`, async ({ page }) => {
        test.fail(KNOWN_SCROLLED_SHIFTS[viewport.name]?.includes(path) ?? false, 'a known shift');
        await expectNothingMoves(page, path, viewport.height, { scrolledTo: viewport.height });
      });
    }
  });

  test.describe(`no layout shift on the real pages, ${viewport.name}, scrolled a screen down after the packs`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of realPagePaths()) {
      test(`${path}`, async ({ page }) => {
        test.fail(
          KNOWN_LATE_SCROLL_SHIFTS[viewport.name]?.includes(path) ?? false,
          'a known shift',
        );
        await expectNothingMoves(page, path, viewport.height, { scrollAfter: viewport.height });
      });
    }
  });

  test.describe(`no layout shift on generated markup, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    const pages = [
      // Any kind, then grids alone: the sections a height hold keeps still.
      ...[
        ...fc.sample(gallerySectionArbitrary, { seed: 18, numRuns: 2 }),
        ...fc.sample(
          gallerySectionArbitrary.filter((spec) => spec.kind === 'grid'),
          { seed: 19, numRuns: 3 },
        ),
      ].map((spec, i) => ({
        name: `gallery-${i}-${spec.kind}`,
        html: generatedPage(gallerySection(spec), '7.1'),
        spec,
        knownShift: false,
      })),
      ...fc.sample(layoutGridArbitrary, { seed: 71, numRuns: 3 }).map((rows, i) => ({
        name: `grid-${i}${holdsDrawnBlock(rows) ? '-drawn' : ''}`,
        html: generatedPage(layoutGrid(rows), '7.0'),
        spec: rows,
        knownShift: false,
      })),
    ];
    for (const generated of pages) {
      test(`${generated.name}`, async ({ page }) => {
        test.fail(generated.knownShift, 'a known shift');
        const path = `/generated/${generated.name}.html`;
        await page.route(`**${path}`, (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: generated.html }),
        );
        test
          .info()
          .annotations.push({ type: 'markup', description: JSON.stringify(generated.spec) });
        // A 7.0 gallery's, summary's, video's or form's height before the runtime comes from the
        // 7.0 template's stylesheet, which was not saved: in a grid that holds one, every column
        // and block keeps its left edge and width (no column collapses).
        await expectNothingMoves(page, path, viewport.height, {
          widthsOnly: generated.name.endsWith('-drawn'),
        });
      });
    }
  });
}

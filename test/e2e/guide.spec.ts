import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { waitForRuntimeReady } from './support/runtime-ready';

// The template author's guide (/guide.html, the text of docs/template-guide.md with its live
// examples): the guide's own block and controller come alive from a pack of the page's own and
// keep the boxes the template gave them, every live example of a block family mounts, the page
// passes axe, and the core reports the version of package.json.

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const RATING_IDS = ['block-guide-rating-clarity', 'block-guide-rating-examples'];

/** Each live example: its caption and the state the runtime marked on each of its blocks. */
async function liveExamples(page: Page): Promise<Array<{ caption: string; states: string[] }>> {
  return page.locator('figure.guide-live').evaluateAll((figures) =>
    figures.map((figure) => ({
      caption: figure.querySelector('figcaption')?.textContent ?? '',
      states: Array.from(figure.querySelectorAll('.guide-live__stage [data-sr-state]'))
        .filter((element) => !element.parentElement?.closest('[data-sr-state]'))
        .map((element) => element.getAttribute('data-sr-state') ?? 'unmarked'),
    })),
  );
}

test.describe('the template author’s guide', () => {
  test('its own rating block and summary come alive from the page’s pack, by keyboard and pointer', async ({
    page,
  }) => {
    // Not the load event, which waits for every picture of the examples above the ratings.
    await page.goto('/guide.html', { waitUntil: 'domcontentloaded' });
    // Only the ratings are waited for: the rest of the page mounts as the visitor scrolls to it.
    await page.locator('#block-guide-rating-clarity').scrollIntoViewIfNeeded();
    const ratings = () =>
      page.evaluate(() =>
        window.SiteRuntime?.blocks().filter((block) => block.type === 'guide-rating'),
      );
    await expect.poll(ratings, { message: 'blocks() lists both ratings mounted' }).toEqual(
      RATING_IDS.map((id) => ({
        id,
        type: 'guide-rating',
        blockType: null,
        state: 'mounted',
        error: null,
      })),
    );
    // The build stamped the version of package.json into the core.
    expect(await page.evaluate(() => window.SiteRuntime?.version)).toBe(packageVersion);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            window.SiteRuntime?.controllers().find(
              (controller) => controller.name === 'GuideRatingSummary',
            )?.state,
        ),
      )
      .toBe('running');

    const clarity = page.getByRole('slider', { name: 'How clear is this guide?' });
    const claritySentence = page
      .locator('#block-guide-rating-clarity')
      .getByText('How clear is this guide? Rated 4 out of 5.');
    const summary = page.getByRole('status').filter({ hasText: 'ratings' });
    await expect(clarity).toHaveAttribute('aria-valuenow', '4');
    // The server's sentence left the view for the slider.
    await expect(claritySentence).toBeHidden();
    await expect(summary).toHaveText('2 ratings, 3.5 stars on average.');

    // Tab reaches the first slider from the element before it.
    await page.locator('#block-guide-rating-clarity').scrollIntoViewIfNeeded();
    await clarity.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(clarity).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(clarity).toHaveAttribute('aria-valuenow', '5');
    await expect(clarity).toHaveAttribute('aria-valuetext', '5 of 5 stars');
    await expect(summary).toHaveText('2 ratings, 4.0 stars on average.');
    // No sixth star: the value stays at the most.
    await page.keyboard.press('ArrowUp');
    await expect(clarity).toHaveAttribute('aria-valuenow', '5');
    await page.keyboard.press('Home');
    await expect(clarity).toHaveAttribute('aria-valuenow', '1');
    await expect(summary).toHaveText('2 ratings, 2.0 stars on average.');
    await page.keyboard.press('ArrowLeft');
    await expect(clarity).toHaveAttribute('aria-valuenow', '1');
    await page.keyboard.press('End');
    await expect(clarity).toHaveAttribute('aria-valuenow', '5');

    // The next Tab goes to the second rating, which moves on its own.
    await page.keyboard.press('Tab');
    const examples = page.getByRole('slider', { name: 'How useful are the examples?' });
    await expect(examples).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(examples).toHaveAttribute('aria-valuenow', '2');
    await expect(summary).toHaveText('2 ratings, 3.5 stars on average.');
    // A click on a star sets that many.
    await examples.locator('.guide-rating__star').nth(3).click();
    await expect(examples).toHaveAttribute('aria-valuenow', '4');
    await expect(summary).toHaveText('2 ratings, 4.5 stars on average.');

    // destroy() gives the server's sentences and the summary's text back.
    await page.evaluate(() => window.SiteRuntime?.destroy());
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expect(claritySentence).toBeVisible();
    await expect(page.locator('.guide-rating-summary')).toHaveText('Two ratings on this page.');
  });

  test('the ratings keep the boxes the template reserved: nothing after them moves', async ({
    page,
  }) => {
    // Each box's height, and its distance from the first rating: the examples above the ratings
    // may grow as they are laid out, which moves all three alike.
    const boxes = () =>
      page
        .locator('#block-guide-rating-clarity, #block-guide-rating-examples, .guide-rating-summary')
        .evaluateAll((elements) => {
          const first = elements[0]?.getBoundingClientRect().top ?? 0;
          return elements.map((element) => {
            const { top, height } = element.getBoundingClientRect();
            return { offset: top - first, height };
          });
        });
    // The page is parsed and styled while the core is held back. It is not painted (the core's tag
    // has blocking="render"), so this waits by polling, not by animation frames.
    const release = await holdRequests(page, '**/dist/site-runtime.js');
    await page.goto('/guide.html', { waitUntil: 'commit' });
    await page.waitForFunction(
      () =>
        document.readyState === 'interactive' &&
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
          (link) => link.sheet !== null,
        ),
      null,
      { polling: 50 },
    );
    const before = await boxes();
    expect(before.map((box) => box.height)).toEqual([72, 72, 24]);
    release();
    await expect(page.getByRole('slider')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'ratings' })).toHaveText(
      '2 ratings, 3.5 stars on average.',
    );
    expect(await boxes()).toEqual(before);
  });

  test('every live example mounts, the page passes axe, and ?runtime-debug=1 logs each step', async ({
    page,
  }) => {
    const debugLines: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'debug') debugLines.push(message.text());
    });
    await page.goto('/guide.html?runtime-debug=1');
    await expect(page.locator('.demo-include-error')).toHaveCount(0);
    await waitForRuntimeReady(page);

    const figures = await liveExamples(page);
    expect(figures.length, 'a live example for each family the page can show').toBeGreaterThan(25);
    // Every block of every example is mounted; the blocks with no behaviour are skipped as static.
    const unexpected = figures.filter(({ caption, states }) => {
      const expected = caption.endsWith('demo/pages/guide/static-blocks.html')
        ? 'skipped'
        : 'mounted';
      return states.length === 0 || states.some((state) => state !== expected);
    });
    expect(unexpected).toEqual([]);
    const skipped = await page.evaluate(() =>
      window.SiteRuntime?.blocks()
        .filter((block) => block.state !== 'mounted')
        .map(({ id, state, error }) => ({ id, state, error })),
    );
    expect(skipped).toEqual([
      { id: 'block-guide-static-html', state: 'skipped', error: 'static' },
      { id: 'block-guide-static-rule', state: 'skipped', error: 'static' },
    ]);

    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    // The debug lines say when each of the guide's own blocks mounted, with the runtime's prefix.
    expect(
      debugLines.filter((line) =>
        /Block block-guide-rating-\w+ \(guide-rating\) mounted/.test(line),
      ),
    ).toHaveLength(2);
    expect(debugLines.length).toBeGreaterThan(figures.length);
    expect(debugLines.every((line) => line.startsWith('[site-runtime] '))).toBe(true);
  });
});

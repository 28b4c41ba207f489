import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// The video pack on demo/pages/video.html (fixtures/blocks/video-7.0.html): the real 7.0 YouTube
// block and three modelled on it; the page has the restrictive cookie policy on. Provider players
// never reach the network: the test fixtures answer remote documents with a local stand-in.

const YOUTUBE = '#block-yui_3_17_2_1_1547642689254_178617';
const VIMEO = '#block-video-vimeo-fill';
const YOUTUBE_PLAYER =
  'https://www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&enablejsapi=1&autoplay=1';

async function openPage(page: Page): Promise<void> {
  await page.goto('/video.html');
  await page.waitForFunction(
    () =>
      window.__srProbe?.ready === true &&
      (window.SiteRuntime?.blocks().every((block) => block.state !== 'pending') ?? false),
  );
}

const playButton = (page: Page, block: string) =>
  page.locator(block).getByRole('button', { name: /^Play video:/ });

/**
 * Scrolls the button into view and lets the page draw before clicking: headless Chromium routes a
 * click by the last drawn frame, and a provider frame that was where the button now is (before
 * the scroll) would take it.
 */
async function clickInView(page: Page, block: string): Promise<void> {
  const button = playButton(page, block);
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await button.click();
}

test.describe('video block, with consent', () => {
  test.use({ consent: 'accepted' });

  test('every video block mounts; a click swaps in the player, a second video stops the first', async ({
    page,
    externalRequests,
  }) => {
    await openPage(page);
    const states = await page.evaluate(() =>
      (window.SiteRuntime?.blocks() ?? [])
        .filter((block) => block.type === 'video')
        .map((block) => block.state),
    );
    expect(states).toEqual(['mounted', 'mounted', 'mounted', 'mounted']);
    // Nothing of the provider's loads before the visitor asks.
    expect(externalRequests.filter((url) => url.includes('/embed/'))).toEqual([]);
    await expect(page.locator(`${YOUTUBE} iframe`)).toHaveCount(0);

    await playButton(page, YOUTUBE).click();
    const first = page.locator(`${YOUTUBE} iframe`);
    await expect(first).toHaveAttribute('src', YOUTUBE_PLAYER);
    await expect(first).toHaveAttribute('title', 'YouTube video');
    await expect(first).toBeFocused();
    await expect.poll(() => externalRequests).toContain(YOUTUBE_PLAYER);

    await clickInView(page, VIMEO);
    await expect(page.locator(`${VIMEO} iframe`)).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?app_id=122963&autoplay=1',
    );
    await expect(first).toHaveCount(0);
    await expect(playButton(page, YOUTUBE)).toBeVisible();
  });

  test('the rootwork 7.0 page: its five embedly-wrapped YouTube videos play', async ({ page }) => {
    await page.goto('/real/rootwork__multietch-videos-resources.html');
    await waitForRuntimeReady(page);
    const buttons = page.getByRole('button', { name: /^Play video: / });
    await expect(buttons).toHaveCount(5);
    await expect(page.getByText('Invalid video embed.')).toHaveCount(0);
    await buttons.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('iframe.sr-video-player')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/5m1KUzaAGiQ?feature=oembed&autoplay=1',
    );
  });

  test('keyboard: Enter on the play button plays', async ({ page }) => {
    await openPage(page);
    await playButton(page, VIMEO).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`${VIMEO} iframe`)).toBeVisible();
  });

  test('embeds that cannot play show the messages of the spec', async ({ page }) => {
    await openPage(page);
    await expect(page.locator('#block-video-invalid .sr-video-message')).toHaveText(
      'Invalid video embed.',
    );
    await expect(page.locator('#block-video-custom-thumb .sr-video-message')).toHaveText(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    );
    await expect(
      page.locator('#block-video-invalid iframe, #block-video-invalid button'),
    ).toHaveCount(0);
  });

  test('axe finds no violations, before and while playing', async ({ page }) => {
    await openPage(page);
    const before = await axeViolations(page);
    expect(before, formatViolations(before)).toEqual([]);
    await playButton(page, YOUTUBE).click();
    await expect(page.locator(`${YOUTUBE} iframe`)).toBeVisible();
    const playing = await axeViolations(page);
    expect(playing, formatViolations(playing)).toEqual([]);
  });

  test('fill mode covers the square frame; the frame keeps its size when the player comes', async ({
    page,
  }) => {
    await openPage(page);
    const frame = page.locator(`${VIMEO} .embed-block-wrapper`);
    const before = await frame.boundingBox();
    await playButton(page, VIMEO).click();
    const player = page.locator(`${VIMEO} iframe`);
    await expect(player).toBeVisible();
    const [after, box] = [await frame.boundingBox(), await player.boundingBox()];
    // Clicking scrolled the page: the frame's size, not its place, must stay.
    expect({ width: after?.width, height: after?.height }).toEqual({
      width: before?.width,
      height: before?.height,
    });
    // 16:9 filling a square: as tall as the frame, wider than it.
    expect(box && after && Math.round(box.height)).toBe(after && Math.round(after.height));
    expect(box && after && box.width > after.width).toBe(true);
  });
});

test.describe('video block, restrictive policy without consent', () => {
  test.use({ consent: 'declined' });

  test('the first click shows what will load; only "Load video" loads the player', async ({
    page,
    externalRequests,
  }) => {
    // The provider's thumbnail (here under the demo's stand-in path) waits for consent too.
    const thumbnails: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('i.ytimg.com')) thumbnails.push(request.url());
    });
    await openPage(page);
    await playButton(page, YOUTUBE).click();
    const block = page.locator(YOUTUBE);
    await expect(block).toContainText(
      'This video is hosted by YouTube. Playing it loads content from YouTube, which may set cookies.',
    );
    const load = block.getByRole('button', { name: 'Load video' });
    await expect(load).toBeFocused();
    await expect(block.locator('iframe')).toHaveCount(0);
    expect(externalRequests.filter((url) => url.includes('youtube.com/embed'))).toEqual([]);

    await load.click();
    await expect(block.locator('iframe')).toHaveAttribute('src', YOUTUBE_PLAYER);
    expect(thumbnails).toEqual([]);
  });
});

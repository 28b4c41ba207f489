import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
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

// Video blocks holding a file the platform hosts (demo/pages/native-video.html,
// fixtures/blocks/native-video.html): the browser's own player from the lazy native-video pack
// (runtime.md section 7), and summary video placeholders at "65%, otherwise 100 divided by the
// ratio" (runtime.md section 9, fixtures/blocks/summary-video.html).
test.describe('platform-hosted video', () => {
  const NATIVE_PAGE = '/native-video.html';
  const video = (page: Page, block: string) => page.locator(`${block} video`);

  async function openNative(page: Page, allow: (pattern: RegExp) => void): Promise<void> {
    // The block whose video config is not JSON is skipped, and says so.
    allow(/Block block-native-broken/);
    await page.goto(NATIVE_PAGE);
    await waitForRuntimeReady(page);
  }

  test('plays through the native-video pack: named players with controls, the box kept, nothing fetched before play', async ({
    page,
    pageErrors,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const packs = recordPackRequests(page);
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') media.push(request.url());
    });
    await openNative(page, (pattern) => pageErrors.allowConsoleErrors(pattern));
    expect(packs).toEqual(expect.arrayContaining(['video', 'native-video']));
    const player = video(page, '#block-native-captions');
    await expect(player).toHaveAttribute('aria-label', 'Loop with captions');
    await expect(player).toHaveAttribute('controls', '');
    await expect(player.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    const autoplay = video(page, '#block-native-autoplay');
    await expect(autoplay).toHaveAttribute('aria-label', 'Harbour at dawn');
    await expect(autoplay).toHaveAccessibleDescription(
      'The harbour at first light, a twelve-second loop.',
    );
    // The box is the video's own 16:9 from its data.
    const box = await page.locator('#block-native-autoplay .native-video-player').boundingBox();
    expect(box && box.height / box.width).toBeCloseTo(9 / 16, 2);
    // preload none: no video file is asked for before the visitor plays one.
    expect(media.filter((url) => !url.endsWith('.vtt'))).toEqual([]);
    const skipped = await page.evaluate(
      () =>
        window.SiteRuntime?.blocks().find((block) => block.id === 'block-native-broken') ?? null,
    );
    expect(skipped?.state).toBe('skipped');
    expect(skipped?.error).toMatch(/data-config-video is not JSON/);
  });

  test('the keyboard plays a player; starting another pauses the first', async ({
    page,
    pageErrors,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openNative(page, (pattern) => pageErrors.allowConsoleErrors(pattern));
    const captions = video(page, '#block-native-captions');
    await captions.scrollIntoViewIfNeeded();
    await captions.focus();
    await expect(captions).toBeFocused();
    // Chromium's own player: Space plays the focused video (muted, so the browser lets it).
    await captions.evaluate((node: HTMLVideoElement) => {
      node.muted = true;
    });
    await page.keyboard.press('Space');
    await expect.poll(() => captions.evaluate((node: HTMLVideoElement) => node.paused)).toBe(false);

    const component = page.locator('[data-definition-name="website.components.video"] video');
    await component.evaluate((node: HTMLVideoElement) => {
      node.muted = true;
      void node.play();
    });
    await expect
      .poll(() => component.evaluate((node: HTMLVideoElement) => node.paused))
      .toBe(false);
    await expect.poll(() => captions.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
  });

  test('a video set to start on its own starts muted only while motion is welcome', async ({
    page,
    pageErrors,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openNative(page, (pattern) => pageErrors.allowConsoleErrors(pattern));
    const autoplay = video(page, '#block-native-autoplay');
    await expect(autoplay).toHaveAttribute('loop', '');
    expect(await autoplay.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(() => autoplay.evaluate((node: HTMLVideoElement) => node.paused)).toBe(false);
    expect(await autoplay.evaluate((node: HTMLVideoElement) => node.muted)).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => autoplay.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
  });

  test('a missing file says so; "Try again" asks for it again', async ({ page, pageErrors }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    pageErrors.allowConsoleErrors(/status of 404/);
    await openNative(page, (pattern) => pageErrors.allowConsoleErrors(pattern));
    const block = page.locator('#block-native-missing');
    const missing: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cdn-stand-in/missing/video/')) missing.push(request.url());
    });
    await block.locator('video').evaluate((node: HTMLVideoElement) => {
      node.muted = true;
      void node.play().catch(() => undefined);
    });
    await expect(block.getByRole('status')).toHaveText('The video could not be loaded.');
    const retry = block.getByRole('button', { name: 'Try again' });
    const asked = missing.length;
    expect(asked).toBeGreaterThan(0);
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => missing.length).toBeGreaterThan(asked);
    await expect(block.locator('video')).toBeFocused();
  });

  test('summary video placeholders: 100 divided by a fixed ratio, else 65%; named links', async ({
    page,
    pageErrors,
  }) => {
    await openNative(page, (pattern) => pageErrors.allowConsoleErrors(pattern));
    const ratios = (id: string) =>
      page.locator(`#${id} .sqs-video-wrapper`).evaluateAll((nodes) =>
        nodes.map((node) => {
          const { width, height } = node.getBoundingClientRect();
          return height / width;
        }),
      );
    const fixed = await ratios('block-summary-video-fixed');
    expect(fixed).toHaveLength(2);
    for (const ratio of fixed) expect(ratio).toBeCloseTo(1 / 1.5, 2);
    const auto = await ratios('block-summary-video-auto');
    expect(auto).toHaveLength(2);
    for (const ratio of auto) expect(ratio).toBeCloseTo(0.65, 2);
    await expect(
      page
        .locator('#block-summary-video-fixed')
        .getByRole('link', { name: 'A film of the harbour' }),
    ).toHaveCount(2);
  });
});

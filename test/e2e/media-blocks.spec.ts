import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// The instagram block of the real clinic home page, and audio blocks (demo/pages/media-blocks.html,
// restrictive cookie policy; the visitor starts declined).

const INSTAGRAM = '#block-yui_3_17_2_1_1550245028760_11709';

test('instagram: named posts in a grid, pictures loaded near the view, the lightbox by keyboard, reels after a card; audio: named players that fetch on play', async ({
  page,
  externalRequests,
}) => {
  const trackFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/audio-sample.wav')) trackFetches.push(request.url());
  });
  await page.goto('/media-blocks.html');
  const blocks = await waitForRuntimeReady(page);
  expect(blocks.find((block) => block.type === 'instagram')?.state).toBe('mounted');
  const block = page.locator(INSTAGRAM);
  const posts = block.getByRole('button', { name: /^Post \d of 8/ });
  await expect(posts).toHaveCount(8);

  // Four square frames to a row, 17 px apart.
  const frames = await block.locator('.content-fill').evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return {
        left: Math.round(left),
        top: Math.round(top),
        width: Math.round(width),
        height: Math.round(height),
      };
    }),
  );
  expect(new Set(frames.map((frame) => frame.top)).size).toBe(2);
  expect(frames.every((frame) => frame.width === frame.height && frame.width > 0)).toBe(true);
  expect((frames[1]?.left ?? 0) - (frames[0]?.left ?? 0) - (frames[0]?.width ?? 0)).toBe(17);

  // Pictures come from the shared loader as the grid nears the view.
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('img[data-sr-image]')).toHaveCount(8);
  await expect
    .poll(() =>
      block
        .locator('img')
        .evaluateAll((images) => images.filter((img) => !img.getAttribute('src')).length),
    )
    .toBe(0);

  // The photo, by keyboard: the lightbox opens at it; a reel needs its card; Escape comes back.
  const photo = block.getByRole('button', { name: /^Post 4 of 8: CST & CFT/ });
  await photo.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Instagram posts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img').first()).toHaveAttribute('src', /1688404459379/);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('button', { name: 'Load video' })).toBeVisible();
  await expect(dialog).toContainText('Instagram');
  expect(externalRequests.filter((url) => url.includes('instagram.com'))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(photo).toBeFocused();

  await test.step('audio: a named player with its caption; the track is fetched on play only', async () => {
    expect(blocks.filter((one) => one.type === 'audio').map((one) => one.state)).toEqual([
      'mounted',
      'mounted',
    ]);
    const episode = page.locator('#block-demo-audio-episode');
    await expect(episode.locator('figcaption')).toHaveText(
      'Episode 12: Bread at dawn by The Runtime Bakery 0:01',
    );
    await expect(
      episode.getByRole('link', { name: 'Download “Episode 12: Bread at dawn”' }),
    ).toBeVisible();
    const player = episode.locator('audio');
    await expect(player).toHaveAttribute('aria-label', 'Play Episode 12: Bread at dawn');
    expect(trackFetches).toEqual([]);
    await player.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0);
    expect(trackFetches.length).toBeGreaterThan(0);
  });
});

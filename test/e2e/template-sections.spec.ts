import { expect, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { settledControllers } from './support/phone-menu';

// The 7.1 section controllers on demo/pages/template-sections.html, with the 7.1 template's own
// stylesheet: the divider's edge, the portfolio hover list by pointer and keyboard, the list
// carousel by its arrows and keys, the background picture that moves with the page and stands
// still under reduced motion, the background videos (the platform's file plays silently; the
// providers' players wait for consent; all stand still under reduced motion); nothing shifts the
// layout. (The demo boot test runs axe on it.) The page's cookie policy is restrictive and the
// visitor starts without consent (test/e2e/support/fixtures.ts).

const VIMEO_BACKGROUND =
  'https://player.vimeo.com/video/540690435?h=e1ede0d229&background=1&autoplay=1&muted=1&loop=1';

test('7.1 sections: divider, portfolio list, list carousel, background motion and videos; no shift', async ({
  page,
  externalRequests,
}) => {
  await page.addInitScript(recordLayoutShifts);
  await page.goto('/template-sections.html');
  const controllers = await settledControllers(page);
  expect(controllers.map(({ name, state }) => `${name} ${state}`).sort()).toEqual([
    'BackgroundImageFXParallax running',
    'PortfolioHover running',
    'SectionDivider running',
    'SectionWrapperController static',
    'SectionWrapperController static',
    'SectionWrapperController static',
    'UserItemsListCarousel running',
    'VideoBackground running',
    'VideoBackground running',
    'VideoBackgroundNative running',
  ]);

  // The server's clip path is empty (M0,0) until the divider draws the section's edge.
  await expect(page.locator('.section-divider-clip')).toHaveAttribute('d', /^M0,0 L1,0 L1,0\.\d+ /);

  // Pointing at a project, or reaching it with Tab, shows its picture.
  const items = page.locator('.portfolio-hover-item');
  await items.nth(1).hover();
  await expect(items.nth(1)).toHaveAttribute('data-active', 'true');
  await expect(page.locator('.portfolio-hover-bg').nth(1)).toHaveAttribute('data-active', 'true');
  await items.nth(2).focus();
  await expect(items.nth(2)).toHaveAttribute('data-active', 'true');
  await expect(items.nth(1)).toHaveAttribute('data-active', 'false');

  // The list carousel: three of seven in view, the others out of the tab order.
  const slide = (place: number) => page.locator('.user-items-list-carousel__slide').nth(place - 1);
  await expect(page.locator('.user-items-list-carousel__slide:not([inert])')).toHaveCount(3);
  const next = page.locator('.user-items-list-carousel__arrow-button--right');
  await next.click();
  await expect(slide(4)).not.toHaveAttribute('inert');
  await expect(slide(4).getByRole('link')).toBeVisible();
  await expect(slide(1)).toHaveAttribute('inert', '');
  await next.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slide(1)).not.toHaveAttribute('inert');

  // The platform's video plays over its picture: silent, inline, looping, no controls, unseen by
  // screen readers. The providers' players wait for consent; their pictures show meanwhile.
  const native = page.locator('[data-controller="VideoBackgroundNative"] video');
  await native.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      native.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0),
    )
    .toBe(true);
  expect(
    await native.evaluate((video: HTMLVideoElement) => [
      video.muted,
      video.loop,
      video.playsInline,
      video.controls,
      video.getAttribute('aria-hidden'),
      video.style.opacity,
    ]),
  ).toEqual([true, true, true, false, 'true', '1']);
  await expect(page.locator('.sqs-video-background-native img')).toBeAttached();
  const providers = page.locator('[data-controller="VideoBackground"]');
  await providers.last().scrollIntoViewIfNeeded();
  await expect(providers.locator('img')).toHaveCount(2);
  expect(await providers.locator('iframe').count()).toBe(0);
  expect(externalRequests.filter((url) => /vimeo|youtube/.test(url))).toEqual([]);

  // Accepting in the cookie preferences loads them, covering their holders, out of reach.
  await page.evaluate(() => window.SiteRuntime?.consent?.open());
  await page.getByRole('button', { name: 'Accept' }).click();
  const vimeo = providers.first().locator('iframe');
  await expect(vimeo).toHaveAttribute('src', VIMEO_BACKGROUND);
  await expect(providers.locator('iframe')).toHaveCount(2);
  expect(
    await vimeo.evaluate((frame: HTMLIFrameElement) => {
      const holder = (frame.parentElement as HTMLElement).getBoundingClientRect();
      const box = frame.getBoundingClientRect();
      return [
        frame.getAttribute('aria-hidden'),
        frame.inert,
        box.width >= holder.width - 1 && box.height >= holder.height - 1,
      ];
    }),
  ).toEqual(['true', true, true]);

  // The background picture moves with the page, and stands still once motion is unwelcome.
  const picture = page.locator('img.background-image-fx');
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveCSS('visibility', 'visible');
  await expect.poll(() => picture.evaluate((img) => img.style.transform)).toMatch(/^translate3d/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => picture.evaluate((img) => img.style.transform)).toBe('none');
  // The videos stand still too: the players go, the platform's video pauses behind its picture.
  await expect(providers.locator('iframe')).toHaveCount(0);
  await expect
    .poll(() => native.evaluate((video: HTMLVideoElement) => [video.paused, video.style.opacity]))
    .toEqual([true, '0']);
  await page.mouse.wheel(0, 200);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await picture.evaluate((img) => img.style.transform)).toBe('none');

  const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
  expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
});

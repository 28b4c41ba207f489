import { expect, test } from './support/fixtures';
import { waitForInitialisers } from './support/runtime-ready';

// The font service on demo/pages/fonts.html: a Typekit kit and Google fonts from the context, their
// stylesheets from the fake API's stand-ins; the restrictive cookie policy is on.

test.describe('font service', () => {
  test.use({ consent: 'declined' });

  test('no font stylesheet before consent; both once the visitor accepts', async ({
    page,
    inbox,
  }) => {
    await page.goto('/fonts.html');
    await waitForInitialisers(page);
    const fontRequests = async () =>
      (await inbox.requests())
        .filter((request) => request.path.endsWith('.css'))
        .map((r) => r.path);
    expect(await fontRequests()).toEqual([]);
    await expect(page.locator('link[data-sr-fonts]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Change cookie choice' }).click();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.locator('link[data-sr-fonts]')).toHaveCount(2);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.fonts)
            .filter((face) => face.status === 'loaded')
            .map((face) => face.family.replace(/"/g, ''))
            .sort(),
        ),
      )
      .toEqual(['Demo Kit', 'Playfair Display']);
    expect((await fontRequests()).sort()).toEqual([
      '/api/test-widgets/google-fonts.css',
      '/api/test-widgets/typekit.css',
    ]);
  });
});

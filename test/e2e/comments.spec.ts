import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Comments on demo/pages/comments.html (the saved 7.0 post's comments element): the site's own
// comments from the fake API; and, with a Disqus shortname and the restrictive policy, the Disqus
// thread (the fake API's offline stand-in) only after consent.

const COMMENTS = '.squarespace-comments';

test("the site's own comments: five, then the sixth from the keyboard; axe", async ({ page }) => {
  await page.goto('/comments.html');
  await waitForRuntimeReady(page);
  const comments = page.locator(COMMENTS);
  await expect(comments.getByRole('heading', { name: '6 comments' })).toBeVisible();
  await expect(comments.locator('.sr-comments > ol > li')).toHaveCount(5);
  await expect(comments.getByRole('list', { name: 'Replies to Beate' })).toContainText(
    'Thank you!',
  );
  await comments.getByRole('button', { name: 'Show more comments' }).focus();
  await page.keyboard.press('Enter');
  await expect(comments.locator('.sr-comments > ol > li').last()).toBeFocused();
  await expect(comments.locator('.sr-comments > ol > li')).toHaveCount(6);
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test.describe('Disqus comments under the restrictive policy', () => {
  test.use({ consent: 'declined' });

  test('nothing from Disqus before consent; the thread once asked for', async ({ page, inbox }) => {
    await page.route('**/comments.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('"disqusShortname": ""', '"disqusShortname": "demo-blog"')
        .replace(
          '"isRestrictiveCookiePolicyEnabled": false',
          '"isRestrictiveCookiePolicyEnabled": true',
        );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/comments.html');
    await waitForRuntimeReady(page);
    const comments = page.locator(COMMENTS);
    await expect(comments).toContainText(
      'Comments are provided by Disqus, which may set cookies. They load only with your consent.',
    );
    expect((await inbox.requests()).filter((r) => r.path.includes('disqus'))).toEqual([]);
    await comments.getByRole('button', { name: 'Show the comments' }).click();
    await expect(comments.getByRole('group', { name: 'Test Disqus thread' })).toContainText(
      'of demo-blog',
    );
    await expect(comments.getByRole('group', { name: 'Test Disqus thread' })).toContainText(
      'Identifier 59664e30d2b857305d40790b',
    );
  });
});

import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// demo/pages/more-blocks.html: every block type of the spec that no other page shows. Each is
// listed under its own name (none unknown); the static ones stay exactly as served; the comments
// block shows the page item's comments.

test('every block is known: the static ones are listed "static" and left as served', async ({
  page,
}) => {
  await page.goto('/more-blocks.html');
  const blocks = await waitForRuntimeReady(page);
  expect(blocks.filter((block) => block.type === 'unknown')).toEqual([]);
  expect(
    blocks
      .filter((block) => block.error === 'static')
      .map(({ id, type, blockType }) => [id, type, blockType]),
  ).toEqual([
    ['block-twitter-feed', 'twitter', 6],
    ['block-collectionlink-exhibitions', 'collectionlink', 12],
    ['block-link-press', 'link', 13],
    ['block-navigation-main', 'navigation', 1],
    ['block-folder-about', 'folder', 17],
    ['block-logo-site', 'logo', 3],
    ['block-journal-recent', 'journal', 7],
    ['block-geo-studio', 'geo', 10],
    ['block-index-films', 'index', 11],
  ]);
  // A static block is only marked: apart from data-sr-state, each is exactly what was served.
  const served = await (await page.request.get('/more-blocks.html')).text();
  const changed = await page.evaluate((html) => {
    const original = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(document.querySelectorAll('[data-sr-state="skipped"]'))
      .filter((block) => {
        const copy = block.cloneNode(true) as Element;
        copy.removeAttribute('data-sr-state');
        return original.getElementById(block.id)?.outerHTML !== copy.outerHTML;
      })
      .map((block) => block.id);
  }, served);
  expect(changed).toEqual([]);
});

test("the comments block shows the page item's comments; the keyboard reaches more; axe", async ({
  page,
}) => {
  await page.goto('/more-blocks.html');
  const blocks = await waitForRuntimeReady(page);
  expect(blocks.find((block) => block.id === 'block-comments-post')).toMatchObject({
    type: 'comments-block',
    blockType: 16,
    state: 'mounted',
  });
  const comments = page.locator('#block-comments-post');
  await expect(comments.getByRole('heading', { name: '6 comments' })).toBeVisible();
  await expect(comments.locator('.sr-comments > ol > li')).toHaveCount(5);
  await comments.getByRole('button', { name: 'Show more comments' }).focus();
  await page.keyboard.press('Enter');
  await expect(comments.locator('.sr-comments > ol > li')).toHaveCount(6);
  await expect(comments.locator('.sr-comments > ol > li').last()).toBeFocused();
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test.describe('the comments block with Disqus, under the restrictive policy', () => {
  test.use({ consent: 'declined' });

  test('nothing from Disqus before consent; the thread of the page item once asked for', async ({
    page,
    inbox,
  }) => {
    await page.route('**/more-blocks.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('"disqusShortname": ""', '"disqusShortname": "demo-blog"')
        .replace(
          '"isRestrictiveCookiePolicyEnabled": false',
          '"isRestrictiveCookiePolicyEnabled": true',
        )
        .replace(
          '</head>',
          '<meta name="sr-disqus-script" content="/api/test-widgets/disqus.js" /></head>',
        );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/more-blocks.html');
    await waitForRuntimeReady(page);
    const comments = page.locator('#block-comments-post');
    await expect(comments).toContainText(
      'Comments are provided by Disqus, which may set cookies. They load only with your consent.',
    );
    expect((await inbox.requests()).filter((r) => r.path.includes('disqus'))).toEqual([]);
    await comments.getByRole('button', { name: 'Show the comments' }).focus();
    await page.keyboard.press('Enter');
    const thread = comments.getByRole('group', { name: 'Test Disqus thread' });
    await expect(thread).toContainText('of demo-blog');
    await expect(thread).toContainText('Identifier 59664e30d2b857305d40790b');
  });
});

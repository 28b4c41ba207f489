import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Tag cloud blocks on demo/pages/more-blocks.html (fixtures/blocks/tag-cloud.html): the server's
// links, the list named and each tag described by the count its item's title holds.

const FILMS = '#block-tagcloud-films';
const JOURNAL = '#block-tagcloud-journal';

test('each tag says its count, the list its name; the keyboard walks the tags; axe', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/more-blocks.html');
  const blocks = await waitForRuntimeReady(page);
  expect(blocks.filter((block) => block.type === 'tagcloud').map((block) => block.state)).toEqual([
    'mounted',
    'mounted',
  ]);

  const films = page.locator(FILMS).getByRole('list', { name: 'Tags' });
  await expect(films.getByRole('link', { name: 'Kendall Point' })).toHaveAccessibleDescription(
    '8 items',
  );
  await expect(films.getByRole('link', { name: 'Barn' })).toHaveAccessibleDescription('1 item');
  // Nothing was resized or moved: the server's own list, as served.
  await expect(films.getByRole('listitem')).toHaveCount(4);
  await expect(films.getByRole('listitem').first()).toHaveAttribute('title', 'Kendall Point - 8');

  // The page's own name stays; a tag opening a new tab says so.
  const journal = page.locator(JOURNAL).getByRole('list', { name: 'Journal topics' });
  const press = journal.getByRole('link', { name: 'Press' });
  await expect(press).toHaveAccessibleDescription('2 items Opens in a new tab');
  await expect(press).toHaveAttribute('rel', 'noopener');

  // The tags are ordinary links: Tab goes from one to the next, in the page's order.
  await films.getByRole('link', { name: 'Kendall Point' }).focus();
  await page.keyboard.press('Tab');
  await expect(films.getByRole('link', { name: 'Boston' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(films.getByRole('link', { name: 'Barn' })).toBeFocused();

  const violations = await axeViolations(page, {}, [FILMS, JOURNAL]);
  expect(violations, formatViolations(violations)).toEqual([]);
  expect(externalRequests).toEqual([]);
});

test('following a tag from the keyboard goes to its page', async ({ page }) => {
  // The demo has no tag pages: the tag's page is answered here.
  await page.route('**/films/tag/Boston', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Boston</title>' }),
  );
  await page.goto('/more-blocks.html');
  await waitForRuntimeReady(page);
  await page.locator(FILMS).getByRole('link', { name: 'Boston' }).focus();
  await Promise.all([page.waitForURL('**/films/tag/Boston'), page.keyboard.press('Enter')]);
});

import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Embed blocks on demo/pages/embed.html (restrictive cookie policy; the visitor starts declined):
// one the platform renders on request, one the server drew, added after load.

const RENDERING = '/api/widget/GetWidgetRendering';
const RENDERED = '#block-demo-embed-rendered';
const DRAWN = '#block-yui_3_17_2_1_1662127741950_2163';

test('offline rendering fails with the system error and Try again; the provider loads only after consent, sandboxed', async ({
  page,
  faults,
  inbox,
  pageErrors,
}) => {
  pageErrors.allowConsoleErrors(/Failed to load resource/);
  // What this page itself asked of other hosts. The sandboxed frame fetches the provider's script
  // for its own document: whether the test's stand-ins see that request depends on how the
  // browser isolates the frame (the desktop build puts it in a process of its own, the headless
  // shell does not), so it is told apart by its frame.
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const remote = url.protocol.startsWith('http') && url.hostname !== '127.0.0.1';
    if (remote && request.frame() === page.mainFrame()) requested.push(request.url());
  });
  const pageRequests = () => [...requested];
  await faults.set({ path: RENDERING, fault: 'network', times: 1 });
  await page.goto('/embed.html');
  await waitForRuntimeReady(page);
  const rendered = page.locator(RENDERED);

  // No answer: the system error, and the block says so with a way to try again.
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Unable to connect to the product. Please try again.');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(rendered.getByRole('status')).toHaveText(
    'This embed could not be loaded. Try again',
  );
  await rendered.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');

  // Rendered: the post's text at once, the provider's content behind a card.
  await expect(rendered.locator('.sr-embed__text')).toContainText('chicken bacon ranch');
  const card = rendered.locator('.sr-consent');
  await expect(card).toContainText('www.tiktok.com');
  const [call] = await inbox.requestsTo(RENDERING);
  expect(JSON.parse((call?.body as { widgetJSON: string }).widgetJSON)).toMatchObject({
    type: 22,
    id: 'block-demo-embed-rendered',
  });

  await page.getByRole('button', { name: 'Add the drawn embed' }).click();
  const drawn = page.locator(DRAWN);
  await expect(drawn.locator('.sr-consent')).toBeVisible();
  await expect(drawn.getByRole('link', { name: '@owen.han' })).toHaveAccessibleDescription(
    'Opens in a new tab',
  );
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  expect(pageRequests()).toEqual([]);

  // This block only, for this page view: a sandboxed frame, which fetches the provider's script.
  await rendered.getByRole('button', { name: 'Load the embed' }).click();
  const frame = rendered.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/);
  await expect(frame).toHaveAttribute('title', 'Embedded content from another site');
  await expect(rendered).toBeFocused();
  // The provider's script is in the frame's own document, not in this page. (Chromium isolates
  // the sandboxed frame: its requests bypass the test's network stand-ins.)
  await expect
    .poll(() =>
      page
        .frame({ url: 'about:srcdoc' })
        ?.evaluate(
          () => document.querySelector('script[src="https://www.tiktok.com/embed.js"]') !== null,
        ),
    )
    .toBe(true);
  await expect(drawn.locator('.sr-consent')).toBeVisible();
  expect(pageRequests()).toEqual([]);

  // Accepting cookies runs the drawn embed's script.
  await drawn.getByRole('button', { name: 'Cookie preferences' }).click();
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(drawn.locator('.sr-consent')).toHaveCount(0);
  await expect.poll(pageRequests).toEqual(['https://www.tiktok.com/embed.js']);
});

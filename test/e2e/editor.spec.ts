import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// The editor redirect and the Escape keys, on demo/pages/editor.html: editor.js renders the page
// context of each ?scenario= before the runtime reads it. The demo server has no /config/ page:
// a stub answers it so the navigation can be observed.

// The demo server's origin (E2E_PORT may move it off 4173).
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const LOCALHOST_ORIGIN = ORIGIN.replace('127.0.0.1', 'localhost');
const CONFIG = `${ORIGIN}/config/`;

async function stubConfigEditor(page: Page): Promise<string[]> {
  const visited: string[] = [];
  await page.route('**/config/**', async (route) => {
    visited.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Configuration editor (stub)</title></html>',
    });
  });
  return visited;
}

async function decision(page: Page) {
  return page.evaluate(() => window.SiteRuntime?.editor?.redirectDecision() ?? null);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
}

test.describe('editor redirect at boot', () => {
  test('a logged-in editor goes to /config/ with the encoded path and query', async ({ page }) => {
    const visited = await stubConfigEditor(page);
    await page.goto('/editor.html?scenario=editor&x=a%20b', { waitUntil: 'commit' });
    await page.waitForURL(`${CONFIG}**`);
    const expected = `${CONFIG}?frameUrl=%2Feditor.html%3Fscenario%3Deditor%26x%3Da%2520b`;
    expect(page.url()).toBe(expected);
    expect(new URL(page.url()).searchParams.get('frameUrl')).toBe(
      '/editor.html?scenario=editor&x=a%20b',
    );
    expect(visited).toEqual([expected]);
    // Replaced, not pushed: Back skips the page that redirected.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });

  for (const [scenario, reason] of [
    ['visitor', 'visitor'],
    ['viewer', 'viewer-only'],
    ['editor&noredirect', 'noredirect'],
    ['developer-mode', 'developer-mode'],
    ['cloneable', 'cloneable'],
  ] as const) {
    test(`no redirect: ${reason}`, async ({ page }) => {
      const visited = await stubConfigEditor(page);
      await open(page, `/editor.html?scenario=${scenario}`);
      expect(await decision(page)).toEqual({ redirect: false, reason });
      await expect(page.locator('#editor-decision')).toHaveText(
        `Stay on this page (exception: ${reason})`,
      );
      expect(page.url()).toBe(`${ORIGIN}/editor.html?scenario=${scenario}`);
      expect(visited).toEqual([]);
    });
  }

  test('no redirect on the host localhost (127.0.0.1 redirects, see above)', async ({ page }) => {
    const visited = await stubConfigEditor(page);
    await open(page, `${LOCALHOST_ORIGIN}/editor.html?scenario=editor`);
    expect(await decision(page)).toEqual({ redirect: false, reason: 'localhost' });
    expect(page.url()).toBe(`${LOCALHOST_ORIGIN}/editor.html?scenario=editor`);
    expect(visited).toEqual([]);
  });

  test('no redirect in a frame', async ({ page }) => {
    const visited = await stubConfigEditor(page);
    await open(page, '/editor.html?scenario=framed');
    const frame = page.frameLocator('#editor-frame');
    await expect(frame.locator('#editor-decision')).toHaveText(
      'Stay on this page (exception: framed)',
    );
    const inner = page.frame({ url: /scenario=editor/ });
    expect(inner?.url()).toBe(`${ORIGIN}/editor.html?scenario=editor`);
    expect(visited).toEqual([]);
  });

  test('noredirect is remembered for the session, until forgotten', async ({ page }) => {
    const visited = await stubConfigEditor(page);
    await open(page, '/editor.html?scenario=editor&noredirect');
    await open(page, '/editor.html?scenario=editor');
    expect(await decision(page)).toEqual({ redirect: false, reason: 'noredirect' });
    await expect(page.locator('#editor-noredirect')).toHaveText('Remembered for this session');
    expect(visited).toEqual([]);

    await page.getByRole('button', { name: 'Forget noredirect' }).click();
    await page.reload({ waitUntil: 'commit' });
    await page.waitForURL(`${CONFIG}**`);
    expect(visited).toEqual([`${CONFIG}?frameUrl=%2Feditor.html%3Fscenario%3Deditor`]);
  });
});

test.describe('Escape keys', () => {
  test('Escape takes a logged-in user to the editor; ignored while typing or in a dialog', async ({
    page,
  }) => {
    const visited = await stubConfigEditor(page);
    await open(page, '/editor.html?scenario=editor&noredirect');

    await page.getByLabel('Type here, then press Escape').fill('draft');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open a dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'A dialog is open' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(`${ORIGIN}/editor.html?scenario=editor&noredirect`);
    expect(visited).toEqual([]);

    await page.locator('h1').click();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${CONFIG}**`);
    expect(visited).toEqual([`${CONFIG}?frameUrl=%2Feditor.html%3Fscenario%3Deditor%26noredirect`]);
    // Pushed, not replaced: Back returns to the page.
    await page.goBack();
    expect(page.url()).toBe(`${ORIGIN}/editor.html?scenario=editor&noredirect`);
  });

  test('Escape takes a visitor to login, without sign-up, when escape-key login is on', async ({
    page,
  }) => {
    const visited = await stubConfigEditor(page);
    await open(page, '/editor.html?scenario=visitor-escape-login');
    await page.keyboard.press('Shift+Escape');
    await page.keyboard.press('Escape');
    await page.waitForURL(`${CONFIG}**`);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      frameUrl: '/editor.html?scenario=visitor-escape-login',
      sqs_login: '1',
      noSignup: '1',
    });
    expect(visited).toHaveLength(1);
  });

  test('Escape does nothing for a visitor when escape-key login is off', async ({
    page,
    inbox,
  }) => {
    const visited = await stubConfigEditor(page);
    await open(page, '/editor.html?scenario=visitor');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Escape');
    // A round trip through the page: a navigation would have started by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(page.url()).toBe(`${ORIGIN}/editor.html?scenario=visitor`);
    expect(visited).toEqual([]);
    expect(await inbox.requestsTo('/api/auth/Logout')).toEqual([]);
  });

  test('Shift+Escape logs out: auth call, then /?logout=true, then the last-site cookie is gone', async ({
    page,
    inbox,
    context,
  }) => {
    await stubConfigEditor(page);
    await open(page, '/editor.html?scenario=editor&noredirect');
    const lastSite = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'ss_lastid');
    expect(await lastSite()).toMatchObject({ value: 'runtime-demo', path: '/' });

    await page.locator('h1').click();
    await page.keyboard.press('Shift+Escape');
    await page.waitForURL(`${ORIGIN}/?logout=true`);
    expect(await inbox.requestsTo('/api/auth/Logout')).toMatchObject([{ method: 'POST' }]);
    expect(await lastSite()).toBeUndefined();
  });

  test('a failed logout keeps the account on the page and shows why', async ({
    page,
    inbox,
    faults,
    context,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/Logout failed|500/);
    await faults.set({ path: '/api/auth/Logout', fault: 500 });
    await open(page, '/editor.html?scenario=editor&noredirect');
    await page.locator('h1').click();
    await page.keyboard.press('Shift+Escape');
    await expect(page.getByRole('dialog')).toContainText(
      'Internal server error. Please try again later.',
    );
    expect(page.url()).toBe(`${ORIGIN}/editor.html?scenario=editor&noredirect`);
    expect(await inbox.requestsTo('/api/auth/Logout')).toHaveLength(1);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('ss_lastid');
  });
});

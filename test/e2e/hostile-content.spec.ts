import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Issue 17, rows 1 to 3, as an attacker tried them in Chromium, on demo/pages/hostile-content.html
// (its content: fixtures/blocks/hostile-content.html). The page is served as an older 7.0 page:
// its context in an inline `Static.SQUARESPACE_CONTEXT = {…}` that throws (no `Static` defined),
// so content that names elements `Static` could stand in for it; and without the template's own
// captcha setting, so only the one in content names a script.

const PAGE = '/hostile-content.html';
const HOSTILE_FORM = '#block-hostile-form';
const CONTACT = '#block-733d94d9d8dbb8092c16';
/** What the anchors of the report make of window.Static (DOM clobbering). */
const CLOBBERING_ANCHORS = '<a id="Static"></a><a id="Static" name="SQUARESPACE_CONTEXT"></a>';
/** The provider's script, as the README names it (blocks/form/captcha-loader.ts). */
const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js?render=explicit';
const INSERTED = 'img, iframe, meta, object, embed, base, form, input, svg, script';

// The page's own `Static is not defined` is part of the set-up; it is checked in each test.
test.use({ consent: null, failOnPageErrors: false });

async function serveAsOlderPage(page: Page, contentBefore = ''): Promise<void> {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const json = /<script type="application\/json" id="site-context">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(json, 'the page has a JSON context to move into an inline script').not.toBeNull();
    const served = html
      .replace(
        json?.[0] ?? '',
        `<script>Static.SQUARESPACE_CONTEXT = ${json?.[1]?.trim()};</script>`,
      )
      // The first is the template's, in <head>; the one in content stays.
      .replace(/<meta name="sr-captcha-script"[^>]*>/, '')
      .replace('<main>', `<main>${contentBefore}`);
    await route.fulfill({ response, body: served });
  });
}

async function readContext(page: Page) {
  return page.evaluate(() => {
    const context = window.SiteRuntime?.store.getState().context;
    return {
      source: context?.source,
      siteId: context?.website.id,
      restrictive: context?.websiteSettings.cookieSettings.isRestrictiveCookiePolicyEnabled,
    };
  });
}

const CONTEXT_OF_THE_PAGE = {
  source: 'inline-script',
  siteId: '64f0c2a1b3d4e5f60718293a',
  restrictive: true,
};

test.describe('hostile content (issue 17)', () => {
  test('runs no handler, loads no frame, moves nowhere, picks no script and is not the context', async ({
    page,
    context,
    pageErrors,
    externalRequests,
  }) => {
    await serveAsOlderPage(page, CLOBBERING_ANCHORS);
    await page.goto(PAGE);
    const pageUrl = page.url();
    await waitForRuntimeReady(page);

    // Row 3: the context is the page's own, whatever content named Static.
    expect(await readContext(page)).toEqual(CONTEXT_OF_THE_PAGE);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();

    // Row 1: the disclaimer shows its text and its web link, nothing else of what it held.
    const form = page.locator(HOSTILE_FORM);
    const disclaimer = form.locator('.sqs-form-disclaimer');
    await expect(disclaimer.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      'https://example.com/privacy',
    );
    await expect(disclaimer.getByText('Unsubscribe')).toBeVisible();
    await expect(disclaimer.getByRole('link', { name: 'Unsubscribe' })).toHaveCount(0);
    await expect(disclaimer.locator(INSERTED)).toHaveCount(0);
    await expect(disclaimer.locator('[onclick]')).toHaveCount(0);

    // ...and so does the thank-you text after a submission.
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Sign up' }).click();
    const thanks = form.getByRole('status');
    await expect(thanks).toHaveText('Thank you! We will be in touch.');
    await expect(thanks.locator(INSERTED)).toHaveCount(0);

    // Row 2: the captcha script is the provider's, not the one content names.
    const contact = page.locator(CONTACT);
    await contact.getByLabel('Name').focus();
    await contact.getByRole('button', { name: 'Load the CAPTCHA' }).click();
    // (Answered here by an empty stand-in, which the form reports as a captcha that is not set up.)
    await expect.poll(() => externalRequests).toContain(DEFAULT_CAPTCHA_SCRIPT);

    // Nothing ran, loaded from the other host, or moved the page; no visitor cookie was written.
    expect(await page.evaluate(() => (window as { __hostileRan?: unknown }).__hostileRan)).toBe(
      undefined,
    );
    expect(externalRequests.filter((url) => url.includes('other.example'))).toEqual([]);
    expect(page.url()).toBe(pageUrl);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ss_cvr');
    const uncaught = pageErrors.all().filter((problem) => problem.kind === 'uncaught');
    expect(uncaught.map((problem) => problem.text.split('\n')[0])).toEqual([
      'ReferenceError: Static is not defined',
    ]);
  });

  test('a form named Static with a field named SQUARESPACE_CONTEXT is not the context', async ({
    page,
  }) => {
    // Only the page's own content: its hidden form is window.Static here.
    await serveAsOlderPage(page);
    await page.goto(PAGE);
    expect(await page.evaluate(() => (window.Static as unknown) instanceof HTMLFormElement)).toBe(
      true,
    );
    await waitForRuntimeReady(page);
    expect(await readContext(page)).toEqual(CONTEXT_OF_THE_PAGE);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });
});

import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { PageErrorCollector } from './support/page-errors';
import { waitForRuntimeReady } from './support/runtime-ready';

// Issue 31, rows 2, 4 and 8: content hides the document's built-ins with named elements (HTML
// gives `document` a named property for each <img>, <form>, <iframe>, <embed> and <object> with a
// name, and for each <object> by id, and those win over Document.prototype). The runtime reads
// the document through src/lib/dom.ts, and react-dom through the react pack's aliases
// (scripts/build.mjs), so whatever content names, the runtime boots, reads its cookies and takes
// the template's own settings.

const HOSTILE = '/hostile-content.html';
const CODE = '/code.html';
const CONTACT = '#block-733d94d9d8dbb8092c16';
const NEWSLETTER = '#block-hostile-form';
/** The template's captcha (its <head> meta) and the one content tries to choose. */
const TEMPLATE_CAPTCHA = '/api/test-captcha/enterprise.js';
const CONTENT_CAPTCHA = '/api/content-chosen-captcha.js';

/** Every document built-in the runtime reads (the names of src/lib/dom.ts). */
const BUILT_INS = [
  'head',
  'body',
  'documentElement',
  'scripts',
  'cookie',
  'currentScript',
  'activeElement',
  'readyState',
  'visibilityState',
  'URL',
  'baseURI',
  'title',
  'referrer',
  'defaultView',
  'adoptedStyleSheets',
  'createElement',
  'createElementNS',
  'createTextNode',
  'createTreeWalker',
  'getElementById',
  'querySelector',
  'querySelectorAll',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
] as const;

/** The elements that give `document` a named property, and the attribute that names them. */
const KINDS = ['img name', 'form name', 'iframe name', 'embed name', 'object name', 'object id'];

/** Content naming `names` with `kind`; a form named `head` holds a captcha setting of its own. */
function clobbering(kind: string, names: readonly string[]): string {
  const [tag = 'img', attribute = 'name'] = kind.split(' ');
  return names
    .map((name) => {
      const inner =
        tag === 'form' && name === 'head'
          ? `<meta name="sr-captcha-script" content="${CONTENT_CAPTCHA}">`
          : '';
      if (tag === 'img' || tag === 'embed') return `<${tag} ${attribute}="${name}" alt="">`;
      return `<${tag} ${attribute}="${name}" hidden>${inner}</${tag}>`;
    })
    .join('');
}

async function serveWithContent(page: Page, path: string, content: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<main>', `<main>${content}`);
    await route.fulfill({ response, body: html });
  });
}

/** The captcha scripts the page asked for, by path, from now on. */
function recordCaptchaScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === TEMPLATE_CAPTCHA || pathname === CONTENT_CAPTCHA) paths.push(pathname);
  });
  return paths;
}

async function blockStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.SiteRuntime?.blocks() ?? []).map((block) => `${block.id}: ${block.state}`),
  );
}

/**
 * The page's errors that are the runtime's own. The page's other scripts (the demo's, the test
 * captcha standing in for the provider's) read `document.*` as any page script does, and fail.
 */
function runtimeErrors(pageErrors: PageErrorCollector): string[] {
  return pageErrors
    .all()
    .filter((problem) =>
      problem.kind === 'uncaught'
        ? problem.text.includes('/dist/')
        : problem.text.startsWith('[site-runtime]') &&
          !problem.text.includes('The captcha could not be rendered'),
    )
    .map((problem) => problem.text);
}

test.describe('content that names the document’s built-ins (issue 31)', () => {
  test.use({ consent: 'accepted', failOnPageErrors: false });
  test.afterEach(({ pageErrors }) => {
    expect(runtimeErrors(pageErrors)).toEqual([]);
  });

  test('row 2: a form named head chooses no captcha script; the template’s <head> does', async ({
    page,
  }) => {
    await serveWithContent(page, HOSTILE, clobbering('form name', ['head']));
    const captchas = recordCaptchaScripts(page);
    await page.goto(HOSTILE);
    await waitForRuntimeReady(page);
    expect(await page.evaluate(() => document.head instanceof HTMLFormElement)).toBe(true);
    await page.locator(CONTACT).getByLabel('Name').focus();
    await expect.poll(() => captchas).toEqual([TEMPLATE_CAPTCHA]);
  });

  test('row 4: an image named scripts makes no served code block script run again', async ({
    page,
  }) => {
    await serveWithContent(page, CODE, clobbering('img name', ['scripts']));
    await page.goto(CODE);
    await waitForRuntimeReady(page);
    const served = page.locator('#block-demo-code-served .code-served');
    await expect(served).toHaveText('This script ran 1 time(s).');
    // The code block has mounted (it is the one that would have run it again).
    await expect(page.locator('#block-demo-code-served')).toHaveAttribute(
      'data-sr-state',
      'mounted',
    );
  });

  test('row 8: an image named cookie hides no cookie: the choice is read, the crumb is sent', async ({
    page,
    context,
    baseURL,
    inbox,
  }) => {
    await context.addCookies([{ name: 'crumb', value: 'e2e-crumb', url: baseURL ?? '' }]);
    await serveWithContent(page, HOSTILE, clobbering('img name', ['cookie']));
    await page.goto(HOSTILE);
    await waitForRuntimeReady(page);
    // The stored choice was read: no banner asks again.
    await expect(page.locator('.sr-cookie-banner-host')).toHaveCount(0);
    const form = page.locator(NEWSLETTER);
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! We will be in touch.');
    const [saved] = await inbox.requestsTo('/api/form/SaveFormSubmission');
    expect(saved?.query.crumb).toBe('e2e-crumb');
  });

  test('row 8: elements named querySelectorAll, createElement and getElementById stop no boot', async ({
    page,
  }) => {
    const names = ['querySelectorAll', 'createElement', 'getElementById'];
    await serveWithContent(page, HOSTILE, clobbering('img name', names));
    await page.goto(HOSTILE);
    const blocks = await waitForRuntimeReady(page);
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.map((block) => block.state)).toEqual(blocks.map(() => 'mounted'));
  });

  // The property: any of the names, by any kind of element, at once.
  for (const [part, seed] of [
    ['every name by one kind of element', 31],
    ['any names by any kind', 131],
  ] as const) {
    test(`the runtime boots, reads its cookies and the template’s settings: ${part}`, async ({
      page,
    }) => {
      test.slow();
      const cases =
        seed === 31
          ? KINDS.map((kind) => ({ kind, names: [...BUILT_INS] }))
          : fc.sample(
              fc.record({
                kind: fc.constantFrom(...KINDS),
                names: fc.subarray([...BUILT_INS], { minLength: 1, maxLength: 8 }),
              }),
              { seed, numRuns: 6 },
            );
      await page.goto(HOSTILE);
      const baseline = (await waitForRuntimeReady(page)).map(
        (block) => `${block.id}: ${block.state}`,
      );
      let content = '';
      await page.route(`**${HOSTILE}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<main>', `<main>${content}`);
        await route.fulfill({ response, body: html });
      });
      const captchas = recordCaptchaScripts(page);
      for (const { kind, names } of cases) {
        const what = `${kind}: ${names.join(', ')}`;
        content = clobbering(kind, names);
        captchas.length = 0;
        await page.goto(HOSTILE);
        await waitForRuntimeReady(page);
        expect(await blockStates(page), what).toEqual(baseline);
        await expect(page.locator('.sr-cookie-banner-host'), what).toHaveCount(0);
        await page.locator(CONTACT).getByLabel('Name').focus();
        await expect.poll(() => captchas, { message: what }).toEqual([TEMPLATE_CAPTCHA]);
      }
    });
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Issue 31, row 1: the packs and the runtime's stylesheet come from the folder of the core script
// as the page names it, never from a <base> that content holds. With the page's <base>, foreign
// script would run with the page's cookies, before consent.

const PAGE = '/accordion.html';
const CORE_TAG = '<script src="/dist/site-runtime.js" defer blocking="render"></script>';
/** A <base> as a less trusted contributor can write it: plain markup in the page's content. */
const FOREIGN_BASE = '<base href="http://elsewhere.test/">';

/** Serves PAGE with `base` at the start of its body and the core's tag as `coreTag`. */
async function serve(page: Page, { base, coreTag }: { base: string; coreTag: string }) {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html, 'the page loads the core as the demo pages do').toContain(CORE_TAG);
    const body = html.replace(CORE_TAG, coreTag).replace(/<body([^>]*)>/, `<body$1>${base}`);
    await route.fulfill({ response, body });
  });
}

/** Every script and stylesheet the page asked for, from now on. */
function recordAssets(page: Page): URL[] {
  const assets: URL[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) {
      assets.push(new URL(request.url()));
    }
  });
  return assets;
}

async function blockStates(page: Page): Promise<string[]> {
  return page.evaluate(() => window.SiteRuntime?.blocks().map((block) => block.state) ?? []);
}

test.describe('where packs come from (issue 31, row 1)', () => {
  test('a <base> in content moves no pack and no stylesheet', async ({
    page,
    baseURL,
    externalRequests,
  }) => {
    await serve(page, { base: FOREIGN_BASE, coreTag: CORE_TAG });
    const assets = recordAssets(page);
    await page.goto(PAGE);
    await waitForRuntimeReady(page);

    // The page's own relative links do follow the <base>: it is in force.
    expect(await page.evaluate(() => document.baseURI)).toBe('http://elsewhere.test/');
    expect(await blockStates(page)).not.toContain('failed');
    expect(await blockStates(page)).toContain('mounted');
    const packs = assets.filter((url) => url.pathname.includes('/packs/'));
    expect(packs.length).toBeGreaterThan(0);
    for (const url of packs) expect(url.origin).toBe(new URL(baseURL ?? '').origin);
    expect(externalRequests.filter((url) => url.includes('elsewhere.test'))).toEqual([]);
  });

  test('a core served from another origin (a CDN) takes its packs from there, whatever the <base>', async ({
    page,
    baseURL,
    externalRequests,
  }) => {
    // The CDN, answered by the demo server: the same files on another origin.
    const cdn = new URL('https://cdn.example.test/site-runtime/');
    await page.route(`${cdn.origin}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname.slice(cdn.pathname.length);
      await route.fulfill({ response: await route.fetch({ url: `${baseURL}/dist/${path}` }) });
    });
    const coreUrl = new URL('site-runtime.js', cdn).href;
    await serve(page, {
      base: FOREIGN_BASE,
      coreTag: `<script src="${coreUrl}" defer blocking="render"></script>`,
    });
    const assets = recordAssets(page);
    await page.goto(PAGE);
    await waitForRuntimeReady(page);

    expect(await blockStates(page)).not.toContain('failed');
    const packs = assets.filter((url) => url.pathname.includes('/packs/'));
    expect(packs.length).toBeGreaterThan(0);
    for (const url of packs) expect(url.origin).toBe(cdn.origin);
    expect(externalRequests.filter((url) => url.includes('elsewhere.test'))).toEqual([]);
  });
});

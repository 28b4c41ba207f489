import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { realPagePaths } from './support/demo-pages';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Issue 34: every block type the spec names has a definition, and on no saved real page
// (fixtures/real-pages/*.html and commerce/*.html, served under /real/) does SiteRuntime.blocks()
// list a block that no definition takes (type "unknown", "No block definition registered for …").

/** The saved product and cart pages (fixtures/real-pages/commerce/), served under /real/commerce/. */
const COMMERCE_PAGES = readdirSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/real-pages/commerce'),
)
  .filter((name) => name.endsWith('.html'))
  .sort()
  // Pages a signed-in owner saved would send the visit to the editor: ?noredirect keeps it here.
  .map((name) => `/real/commerce/${name}${name.includes('owner-view') ? '?noredirect' : ''}`);

for (const path of [...realPagePaths(), ...COMMERCE_PAGES]) {
  test(`${path}: blocks() lists no block without a definition`, async ({ page, pageErrors }) => {
    // Pictures the original site served from its own paths are not here (the boot test says so).
    pageErrors.allowConsoleErrors(/Failed to load resource/);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const blocks = await waitForRuntimeReady(page);
    expect(blocks.length).toBeGreaterThan(0);
    const undefinedBlocks = blocks.filter(
      (block) => block.type === 'unknown' || /No block definition/.test(block.error ?? ''),
    );
    expect(undefinedBlocks).toEqual([]);
  });
}

import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

// Issue 8, "a core that does not grow with block types": a page fetches the packs of the blocks
// it has, each once, and React only when one of them renders with React.

/** The packs of block families and the shared React pack; feature packs are tested elsewhere. */
const BLOCK_PACKS = new Set(['accordion', 'menu', 'animation', 'image', 'form', 'react']);

const PAGES = [
  { path: '/accordion.html', packs: ['accordion'] },
  { path: '/menu.html', packs: ['menu'] },
  { path: '/animation.html', packs: ['animation', 'react'] },
  { path: '/forms.html', packs: ['form', 'react'] },
];

for (const { path, packs } of PAGES) {
  test(`${path} fetches only the block packs it needs (${packs.join(', ')}), each once`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Consent given: the cookie banner (which renders with React) stays away.
    await context.addCookies([{ name: 'ss_cookieAllowed', value: '1', url: baseURL ?? '' }]);
    const requested = recordPackRequests(page);
    await page.goto(path);
    const blocks = await waitForRuntimeReady(page);
    await waitForInitialisers(page);
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((block) => block.state === 'mounted')).toBe(true);
    expect(requested.filter((name) => BLOCK_PACKS.has(name)).sort()).toEqual([...packs].sort());
  });
}

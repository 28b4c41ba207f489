import { expect, storeConsent, test } from './support/fixtures';
import { packGlob, packScriptOf } from './support/pack-files';
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
    await storeConsent(context, baseURL ?? '', true);
    const requested = recordPackRequests(page);
    await page.goto(path);
    const blocks = await waitForRuntimeReady(page);
    await waitForInitialisers(page);
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((block) => block.state === 'mounted')).toBe(true);
    expect(requested.filter((name) => BLOCK_PACKS.has(name)).sort()).toEqual([...packs].sort());
  });
}

test('a gallery section asks for its pack and the image pack together, and no stylesheet for them', async ({
  page,
}) => {
  // gallery-section needs the image pack; both have styles. Learned from each file, that cost a
  // round trip per level: gallery-section.js, then image.js, then each one's .css. Held here until
  // image.js is asked for, gallery-section.js would never be answered if image.js still waited.
  const packStylesheets = recordPackRequests(page, 'css');
  const imagePackAsked = page.waitForRequest((request) => packScriptOf(request.url()) === 'image');
  await page.route(packGlob('gallery-section'), async (route) => {
    await imagePackAsked;
    await route.continue();
  });
  await page.goto('/gallery-sections.html');
  const blocks = await waitForRuntimeReady(page);
  const sections = blocks.filter((block) => block.type.startsWith('gallery-'));
  expect(sections.length).toBeGreaterThan(0);
  expect(sections.every((block) => block.state === 'mounted')).toBe(true);
  // Styled by what the files carried: the frames clip their images.
  await expect(page.locator('.sr-gallery__frame').first()).toHaveCSS('overflow', 'hidden');
  expect(packStylesheets).toEqual([]);
});

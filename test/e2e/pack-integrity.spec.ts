import { expect, test } from './support/fixtures';
import { packGlob } from './support/pack-files';
import { waitForRuntimeReady } from './support/runtime-ready';

// Packs are fetched with the integrity the build recorded in the core (scripts/build.mjs,
// src/runtime/packs.ts): a pack whose bytes a server or CDN changed or cut short fails like a
// missing one, retried once, and only its blocks fail, saying why.

interface PackFile {
  file: string;
  integrity: string;
}
interface Manifest {
  files: Record<string, { js: PackFile; css?: PackFile }>;
}

const PAGE = '/content-blocks.html';
const FAMILY = 'shape';

const tamperings: Record<string, (body: string) => string> = {
  changed: (body) => body.replace('SiteRuntime.registerPack(', 'SiteRuntime.registerPack( '),
  truncated: (body) => body.slice(0, Math.floor(body.length / 2)),
};

for (const [how, tamper] of Object.entries(tamperings)) {
  test(`a ${how} pack fails its integrity check after one retry; only its blocks fail, saying why`, async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/\[site-runtime\]|integrity|Failed to load resource/i);
    const attempts: string[] = [];
    await page.route(`${packGlob(FAMILY)}*`, async (route) => {
      attempts.push(new URL(route.request().url()).search);
      const response = await route.fetch();
      const body = await response.text();
      expect(tamper(body)).not.toBe(body);
      await route.fulfill({ response, body: tamper(body) });
    });
    await page.goto(PAGE);
    const blocks = await waitForRuntimeReady(page);

    expect(attempts).toEqual(['', '?retry=1']);
    const family = blocks.filter((block) => block.type === FAMILY);
    const others = blocks.filter((block) => block.type !== FAMILY);
    expect(family.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const notTheBuilds = String.raw`\S+\/packs\/shape\.[\w-]{10}\.js(\?retry=1)? is not the file this build made: its bytes do not match sha256-\S+`;
    for (const block of family) {
      expect(block.state).toBe('failed');
      expect(block.error).toMatch(
        new RegExp(`^Pack "shape" failed to load after a retry: ${notTheBuilds}; ${notTheBuilds}$`),
      );
    }
    expect(others.map((block) => [block.type, block.state])).toEqual(
      others.map((block) => [block.type, 'mounted']),
    );
    // The server's HTML stays where the block failed.
    for (const block of family) {
      await expect(page.locator(`#${block.id}`)).toHaveAttribute('data-sr-state', 'failed');
    }
  });
}

test('a pack is fetched by its content-addressed name with the integrity from the manifest, and runs', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/dist/packs/manifest.json')).json()) as Manifest;
  const built = manifest.files[FAMILY]?.js;
  expect(built?.file).toMatch(/^shape\.[\w-]{10}\.js$/);

  await page.goto(PAGE);
  const blocks = await waitForRuntimeReady(page);
  expect(blocks.filter((block) => block.type === FAMILY).map((block) => block.state)).toEqual(
    expect.arrayContaining(['mounted']),
  );
  expect(blocks.every((block) => block.state === 'mounted')).toBe(true);
  const script = page.locator(`script[data-sr-pack][src$="/dist/packs/${built?.file}"]`);
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('integrity', built?.integrity ?? '');
  await expect(script).toHaveAttribute('crossorigin', 'anonymous');
});

// A built pack's script carries the start of its sha256 in its name (scripts/build.mjs,
// src/runtime/packs.ts packFileTag): /dist/packs/<name>.<10 characters of URL-safe base64>.js.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * The glob for a pack's file, whatever its hash: `packGlob('code')` is `**\/dist/packs/code.*.js`.
 * Append `*` to match retries too (`?retry=1`).
 */
export function packGlob(name: string, ext: 'js' | 'css' = 'js'): string {
  return `**/dist/packs/${name}.*.${ext}`;
}

// A built script (`.<10-character tag>`), a built stylesheet (`.<8 hex digits>`, which the core never
// fetches) or a template's own file (no tag): tests that say a file was not asked for see all three.
const PACK_FILE = /\/dist\/packs\/([\w-]+?)(?:\.[\w-]{10}|\.[0-9a-f]{8})?\.(js|css)$/;

/** The pack a URL's path names and the kind of file, or null when it is no pack file. */
export function packFileOf(url: string): { name: string; ext: 'js' | 'css' } | null {
  const match = PACK_FILE.exec(new URL(url).pathname);
  return match?.[1] && match[2] ? { name: match[1], ext: match[2] as 'js' | 'css' } : null;
}

/** The name of the pack whose script a URL fetches (retries included), or null. */
export function packScriptOf(url: string): string | null {
  const file = packFileOf(url);
  return file?.ext === 'js' ? file.name : null;
}

/**
 * Answers a pack's script with `body`, a test's stand-in, and the core with that stand-in's
 * digest in place of the built file's: the core fetches packs with the integrity of its own
 * build (src/runtime/packs.ts), which any other body fails.
 */
export async function servePackStandIn(page: Page, name: string, body: string): Promise<void> {
  const digest = createHash('sha256').update(body).digest('base64');
  await page.route('**/dist/site-runtime.js', async (route) => {
    const manifestUrl = new URL('packs/manifest.json', route.request().url()).href;
    const manifest = (await (await route.fetch({ url: manifestUrl })).json()) as {
      files: Record<string, { js: { integrity: string } }>;
    };
    const built = manifest.files[name]?.js.integrity.replace(/^sha256-/, '');
    if (!built) throw new Error(`The build made no pack "${name}"`);
    const response = await route.fetch();
    // The core holds the digest alone: the stand-in's gives its integrity and its file name.
    await route.fulfill({ response, body: (await response.text()).replace(built, digest) });
  });
  await page.route(`${packGlob(name)}*`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body }),
  );
}

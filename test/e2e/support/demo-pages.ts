import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Every demo page file (demo/pages/*.html), e.g. `accordion.html`, as the server serves them. */
export function demoPageFiles(): string[] {
  return readdirSync(join(projectRoot, 'demo', 'pages'))
    .filter((name) => name.endsWith('.html'))
    .sort();
}

/** The URL path of a demo page: the index is served at /. */
export function demoPagePath(fileName: string): string {
  return fileName === 'index.html' ? '/' : `/${fileName}`;
}

/** The URL paths of the saved real pages, served transformed under /real/. */
export function realPagePaths(): string[] {
  return readdirSync(join(projectRoot, 'fixtures', 'real-pages'))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => `/real/${name}`);
}

/**
 * The site id a saved real page carries in its inline page context (`Static.SQUARESPACE_CONTEXT`),
 * read by running that one script in a sandbox, as the page's own browser would.
 */
export function realPageSiteId(path: string): string {
  const html = readFileSync(
    join(projectRoot, 'fixtures', 'real-pages', path.replace(/^\/real\//, '')),
    'utf8',
  );
  const script = /<script data-name="static-context">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error(`${path} has no inline page context`);
  const sandbox: { window: Record<string, unknown>; Static?: { SQUARESPACE_CONTEXT?: unknown } } = {
    window: {},
  };
  runInNewContext(script, sandbox);
  const context = sandbox.Static?.SQUARESPACE_CONTEXT as { website?: { id?: unknown } } | undefined;
  const id = context?.website?.id;
  if (typeof id !== 'string' || id === '') throw new Error(`${path}: no website.id in its context`);
  return id;
}

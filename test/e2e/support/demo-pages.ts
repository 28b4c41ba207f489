import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

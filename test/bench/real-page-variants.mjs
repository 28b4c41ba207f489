// The saved real pages of fixtures/real-pages/ as the bench serves them: each page goes through the
// demo server's transform (demo/lib/real-page-transform.ts: the platform's scripts and unreachable
// links out, the page context and JSON data kept), then gets one of two endings, so the variants
// differ only in the script they add: none, or the runtime. The third variant, the ideal page
// (./ideal-page.mjs), is the runtime's finished page, written once it has been captured.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { RUNTIME_SCRIPT } from './page.mjs';

const { transformRealPage, RUNTIME_SCRIPT_TAG } = await tsImport(
  '../../demo/lib/real-page-transform.ts',
  import.meta.url,
);
const { listRealPageAssets, realPageAssetsDir } = await tsImport(
  '../../demo/lib/real-page-assets.ts',
  import.meta.url,
);

/**
 * The 2026 pages' saved stylesheets (`../shared/real-pages/assets/`), served at the site root
 * as the demo server does: { dir, paths }. `paths` is empty when the folder is missing.
 */
export function realPageAssets(projectRoot) {
  const dir = realPageAssetsDir(projectRoot);
  return { dir, paths: listRealPageAssets(dir) };
}

if (!RUNTIME_SCRIPT_TAG.includes(`src="${RUNTIME_SCRIPT}"`)) {
  throw new Error(`The real-page transform no longer adds ${RUNTIME_SCRIPT}: update the bench`);
}

/**
 * The variants, in the order the report shows them, with the script each adds; the ideal page has
 * none (`scripts` null: it is captured, not transformed).
 */
export const VARIANTS = [
  { key: 'none', label: 'no script', scripts: '' },
  { key: 'runtime', label: 'runtime', scripts: RUNTIME_SCRIPT_TAG },
  { key: 'ideal', label: 'ideal page', scripts: null },
];

/** The timing marks the probe measures from; the runtime goes between them. */
const MARK_START = '<script src="/bench/mark-start.js" defer></script>';
const MARK_END = '<script src="/bench/mark-end.js" defer></script>';

/**
 * A variant with the bench's probe (test/bench/browser/probe.js) first in the head and `scripts`
 * after it: for the traced 4x CPU loads only, never for Lighthouse. `expected` is how many
 * elements must reach a final data-sr-state.
 */
function probedPage(savedHtml, expected, serving, scripts) {
  const html = transformRealPage(savedHtml, scripts, serving);
  const htmlTag = /<html\b/i;
  const headTag = /<head\b[^>]*>/i;
  if (!htmlTag.test(html) || !headTag.test(html)) {
    throw new Error('A real page without <html> and <head> tags cannot be probed');
  }
  return html
    .replace(htmlTag, `<html data-bench-expect="${expected}"`)
    .replace(headTag, (tag) => `${tag}<script src="/bench/probe.js"></script>`);
}

/**
 * The names (file names without .html) of the real pages to measure: all of them, or those `only`
 * lists (BENCH_PAGES; with or without .html). An unknown name is an error, not a silent skip.
 */
export async function listRealPages(projectRoot, only = null) {
  const all = (await readdir(path.join(projectRoot, 'fixtures', 'real-pages')))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.basename(file, '.html'))
    .sort();
  if (!only) return all;
  const wanted = only.map((name) => name.trim().replace(/\.html$/, '')).filter(Boolean);
  const unknown = wanted.filter((name) => !all.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PAGES names no real page: ${unknown.join(', ')} (have ${all.join(', ')})`,
    );
  }
  return all.filter((name) => wanted.includes(name));
}

/**
 * Writes the scripted variants of real page `name` under `dir`/<variant>/ and returns
 * { urls: { none, runtime }, writeIdeal(html) → url, writeProbed(expected) → url, html, styled },
 * paths under `urlPrefix`; `html` is the page with no script. `serving` is what the server serves
 * beside the pages (real-page-transform.ts); `styled` says whether the page kept a stylesheet of
 * its own.
 */
export async function writeRealPageVariants(projectRoot, dir, urlPrefix, name, serving) {
  const saved = await readFile(path.join(projectRoot, 'fixtures', 'real-pages', `${name}.html`), {
    encoding: 'utf8',
  });
  const write = async (folder, html) => {
    await mkdir(path.join(dir, folder), { recursive: true });
    await writeFile(path.join(dir, folder, `${name}.html`), html);
    return `${urlPrefix}${folder}/${name}.html`;
  };
  const urls = {};
  for (const variant of VARIANTS) {
    if (variant.scripts === null) continue;
    urls[variant.key] = await write(
      variant.key,
      transformRealPage(saved, variant.scripts, serving),
    );
  }
  const html = transformRealPage(saved, '', serving);
  return {
    urls,
    /** The captured finished page (./ideal-page.mjs), as the ideal variant. */
    writeIdeal: async (idealHtml) => {
      urls.ideal = await write('ideal', idealHtml);
      return urls.ideal;
    },
    /** The runtime between the timing marks. */
    writeProbed: (expected) =>
      write(
        'probed',
        probedPage(saved, expected, serving, MARK_START + RUNTIME_SCRIPT_TAG + MARK_END),
      ),
    /**
     * The same page with the marks and no runtime: what the template and its content shift by
     * themselves (late author styles, images without dimensions) in the same traced loads.
     */
    writeProbedTemplate: () =>
      write('probed-template', probedPage(saved, 0, serving, MARK_START + MARK_END)),
    html,
    styled: /<link\b[^>]*rel="?stylesheet/i.test(html),
  };
}

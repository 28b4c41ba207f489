// The generated bench pages: 300 blocks of mixed types in a plain template, most of them below the
// fold, and the same mix ten times over (3,000 blocks) for the cost per block as pages grow. Blocks with a runtime definition take their markup from fixtures/blocks/<name>.html (the
// same markup the demo pages and unit tests use), animation blocks load
// /fixtures/animations/pulse.json, and html blocks (type 2) are static text the runtime skips.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countBy } from './report.mjs';

/** Where the bench pages load the measured scripts from (see the static server in run.mjs). */
export const RUNTIME_SCRIPT = '/dist/site-runtime.js';
export const FLOOR_SCRIPT = '/floor/react-floor.js';
/** The last script of every bench page: on a page without the runtime, tasks count from here. */
export const END_MARK_SCRIPT = '/bench/mark-end.js';

export const BLOCK_COUNT = 300;
/** The large page: DESIGN.md's "Many blocks" compares its cost per block with the 300-block page's. */
export const LARGE_BLOCK_COUNT = 3000;
const BLOCKS_PER_SECTION = 15;
/** One section's mix: 8 html, 6 from the fixtures' block families, 1 animation. */
const SECTION_PATTERN = [
  'html',
  'fixture',
  'html',
  'fixture',
  'html',
  'html',
  'fixture',
  'html',
  'animation',
  'html',
  'fixture',
  'html',
  'fixture',
  'html',
  'fixture',
];

const SITE_CONTEXT = {
  website: { id: 'bench-site', identifier: 'bench', siteTitle: 'Bench', language: 'en-GB' },
  cookieSettings: { isCookieBannerEnabled: false, isRestrictiveCookiePolicyEnabled: false },
  collection: { id: 'bench', type: 1, title: 'Bench', fullUrl: '/bench/runtime.html' },
  pageType: 2,
  templateVersion: '7.1',
};

const PARAGRAPHS = [
  'Fresh bread every morning from our own ovens, with flour milled twenty miles away.',
  'We cook with what the season brings: the menu changes every week, the welcome never does.',
  'Private dining for up to twenty guests, with a set menu planned together with our chef.',
  'Gift cards are sent by email within minutes and never expire.',
];

/**
 * The top-level `.sqs-block` elements of each fixtures/blocks/<name>.html whose block family has a
 * folder in blocks/, as { name: [outerHTML, ...] }. The browser parses the fixtures.
 */
export async function readFixtureBlocks(browser, projectRoot) {
  const fixtureDir = path.join(projectRoot, 'fixtures', 'blocks');
  const names = (await readdir(fixtureDir))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.basename(file, '.html'))
    .filter((name) => existsSync(path.join(projectRoot, 'blocks', name)))
    .sort();
  const page = await browser.newPage();
  const families = {};
  try {
    for (const name of names) {
      await page.setContent(await readFile(path.join(fixtureDir, `${name}.html`), 'utf8'));
      const blocks = await page.$$eval('.sqs-block:not(.sqs-block .sqs-block)', (elements) =>
        elements.map((element) => element.outerHTML),
      );
      if (blocks.length > 0) families[name] = blocks;
    }
  } finally {
    await page.close();
  }
  return families;
}

/** Gives every id inside `html` (and the references to it) a suffix, so copies stay unique. */
function uniquifyIds(html, suffix) {
  const ids = new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => match[1]));
  const renamed = (token) => {
    if (ids.has(token)) return token + suffix;
    if (token.startsWith('#') && ids.has(token.slice(1))) return token + suffix;
    return token;
  };
  return html.replace(
    /\s(id|for|href|aria-labelledby|aria-describedby|aria-controls|aria-owns)="([^"]*)"/g,
    (_, name, value) => ` ${name}="${value.split(' ').map(renamed).join(' ')}"`,
  );
}

function htmlBlock(index) {
  const text = PARAGRAPHS[index % PARAGRAPHS.length];
  const more = PARAGRAPHS[(index + 1) % PARAGRAPHS.length];
  return (
    `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-html-${index}">` +
    `<div class="sqs-block-content"><div class="sqs-html-content">` +
    `<h3>Block ${index}</h3><p>${text}</p><p>${more}</p></div></div></div>`
  );
}

function animationBlock(index) {
  const json = JSON.stringify({
    animationUrl: '/fixtures/animations/pulse.json',
    width: 120,
    height: 120,
    loop: true,
    autoplay: true,
    title: 'A pulsing dot',
  }).replaceAll('"', '&quot;');
  return (
    `<div class="sqs-block animation-block sqs-block-animation" id="block-animation-${index}" ` +
    `data-block-json="${json}"><div class="sqs-block-content"></div></div>`
  );
}

/**
 * The `count` blocks of a bench page, in order: [{ id, kind, html }]. Fixture families take turns,
 * and each family's variants take turns.
 */
export function generateBlocks(families, count = BLOCK_COUNT) {
  const familyNames = Object.keys(families);
  const turns = Object.fromEntries(familyNames.map((name) => [name, 0]));
  let fixtureTurn = 0;
  const blocks = [];
  for (let index = 0; index < count; index += 1) {
    let kind = SECTION_PATTERN[index % SECTION_PATTERN.length];
    if (kind === 'fixture' && familyNames.length === 0) kind = 'html';
    let html;
    if (kind === 'html') html = htmlBlock(index);
    else if (kind === 'animation') html = animationBlock(index);
    else {
      kind = familyNames[fixtureTurn++ % familyNames.length];
      const variants = families[kind];
      html = uniquifyIds(variants[turns[kind]++ % variants.length], `-b${index}`);
    }
    const id = /\sid="([^"]+)"/.exec(html)[1];
    blocks.push({ id, kind, html });
  }
  return blocks;
}

function markRoots(blocks, rootIds) {
  return blocks.map(({ id, html }) =>
    rootIds?.has(id) ? html.replace(/^<div /, '<div data-bench-root ') : html,
  );
}

function sections(blockHtml) {
  const out = [];
  for (let start = 0; start < blockHtml.length; start += BLOCKS_PER_SECTION) {
    const number = start / BLOCKS_PER_SECTION + 1;
    out.push(
      `<section class="page-section" aria-labelledby="section-${number}">` +
        `<h2 id="section-${number}">Section ${number}</h2>\n` +
        blockHtml.slice(start, start + BLOCKS_PER_SECTION).join('\n') +
        `\n</section>`,
    );
  }
  return out.join('\n');
}

/**
 * A bench page around `blocks`, loading `script` between the two timing marks. `rootIds`, when
 * given, marks the blocks the React floor mounts; `expected` is how many blocks must reach a final
 * data-sr-state for the page to count as mounted.
 */
export function benchPage({ blocks, script, rootIds, expected, title }) {
  return `<!doctype html>
<html lang="en" data-bench-expect="${expected}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="A generated page of ${blocks.length} content blocks.">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/bench/page.css">
<script src="/bench/probe.js"></script>
<script type="application/json" id="site-context">${JSON.stringify(SITE_CONTEXT)}</script>
<script src="/bench/mark-start.js" defer></script>
<script src="${script}" defer></script>
<script src="/bench/mark-end.js" defer></script>
</head>
<body>
<main>
<h1>${title}</h1>
${sections(markRoots(blocks, rootIds))}
</main>
</body>
</html>
`;
}

async function writePage(pagesDir, name, html) {
  await writeFile(path.join(pagesDir, name), html);
  return `/bench/${name}`;
}

/**
 * Writes a page of `count` blocks with the runtime and its template page (the same HTML without the
 * runtime, for what the page costs anyway) into `pagesDir`, named runtime<suffix>.html and
 * template<suffix>.html. `families` is readFixtureBlocks()'s result. Returns { blocks, kinds,
 * runtimePage, templatePage }, the pages as paths under /bench/.
 */
export async function writeBenchPages(
  families,
  pagesDir,
  { count = BLOCK_COUNT, suffix = '' } = {},
) {
  const blocks = generateBlocks(families, count);
  const title = `Bench: ${blocks.length} blocks`;
  const page = (script, expected) => benchPage({ blocks, script, expected, title });
  return {
    blocks,
    kinds: countBy(blocks, (b) => b.kind),
    runtimePage: await writePage(
      pagesDir,
      `runtime${suffix}.html`,
      page(RUNTIME_SCRIPT, blocks.length),
    ),
    templatePage: await writePage(pagesDir, `template${suffix}.html`, page(END_MARK_SCRIPT, 0)),
  };
}

/** Writes the React floor page: the same blocks, a bare root in each of `rootIds`. */
export function writeFloorPage(pagesDir, blocks, rootIds) {
  const html = benchPage({
    blocks,
    script: FLOOR_SCRIPT,
    rootIds,
    expected: rootIds.size,
    title: `Bench: ${blocks.length} blocks`,
  });
  return writePage(pagesDir, 'floor.html', html);
}

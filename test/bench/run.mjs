// npm run bench: measures the runtime against the budgets of DESIGN.md, prints a table and writes
// dist/bench.json. It reports; it does not judge: a missed budget still exits 0. It exits 1 only
// when it could not measure. Run after `npm run build` (npm run bench builds first).
//
// Two parts. The demo part: a generated 300-block page (boot and 4x CPU tasks against a bare React
// loop), the runtime's cost per block on it and on a generated 3,000-block page (block-cost.mjs),
// and Lighthouse on every demo page. The real-page part (real-pages.mjs): Lighthouse (its CPU
// slowdown calibrated to the host, cpu-calibration.mjs) on every page of fixtures/real-pages/ with
// no script, the runtime and the ideal page; 4x CPU traces of the runtime's tasks; its layout shift
// at both widths, scrolled and not (layout-shift.mjs); and the style work its writes set off
// (style-work.mjs). The sizes come with the core by source module (core-modules.mjs).
// Environment knobs, for a shorter run:
//   BENCH_ONLY=real|demo   one part only (sizes are always measured)
//   BENCH_PAGES=a,b        only these real pages (file names, .html optional)
//   BENCH_RUNS=n           Lighthouse runs per variant on each real page (default 5)
//   BENCH_LIGHTHOUSE_CPU=x the real pages' Lighthouse CPU slowdown (default: calibrated to the
//                          host, cpu-calibration.mjs; 4 is Lighthouse's own, for comparing)
//
// What runs where, all on 127.0.0.1 at ports 4320-4329 (ports.mjs): a static server serves dist/
// (/dist/), fixtures/ (/fixtures/), the generated pages and the probe scripts of
// test/bench/browser/ (/bench/), and the React floor (/floor/); a second one, with gzip, serves the
// real-page variants; Lighthouse runs the demo pages on the demo server. The pages and the floor are
// built in a temporary folder, out of reach of a rebuild of dist/, and the pages are copied to
// dist/bench/ at the end for a look.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureBlockCost } from './block-cost.mjs';
import { inspectRuntimePage, measureBootSeries } from './boot.mjs';
import { CHROMIUM_PATH, launchBrowser } from './chromium.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { format, log, note, noteMachineLoad, notes } from './log.mjs';
import { LARGE_BLOCK_COUNT, readFixtureBlocks, writeBenchPages, writeFloorPage } from './page.mjs';
import { measureRealPages } from './real-pages.mjs';
import { printVariantTables, realPageRows, summariseRealPages } from './real-report.mjs';
import { buildReport, printCoreModules, printTable, writeReport } from './report.mjs';
import { startStaticServer } from './server.mjs';
import { buildReactFloor, measureSizes } from './size.mjs';
import { CPU_THROTTLING_RATE, measureTaskSeries } from './tasks.mjs';

/**
 * Lighthouse adds runs on borderline demo pages only while the whole bench stays within this. The
 * real pages run first, so with them the demo pages get one run each.
 */
const BENCH_DEADLINE_MS = 330_000;
/** A bench still running after this long is stuck (a hung page or browser): it gives up. A full run
 * takes about an hour on a busy 2-core machine. */
const WATCHDOG_MS = 120 * 60_000;
/** Lighthouse runs per variant on each real page: the budgets ask for medians of at least 5. */
const REAL_PAGE_RUNS = 5;

/** The environment knobs (see the top of this file), checked. */
function readOptions(env) {
  const only = env.BENCH_ONLY?.trim() || null;
  if (only !== null && only !== 'real' && only !== 'demo') {
    throw new Error(`BENCH_ONLY must be "real" or "demo", not "${only}"`);
  }
  const runs = env.BENCH_RUNS?.trim() ? Number(env.BENCH_RUNS) : REAL_PAGE_RUNS;
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`BENCH_RUNS must be a whole number of runs, not "${env.BENCH_RUNS}"`);
  }
  if (runs < REAL_PAGE_RUNS) {
    note(`BENCH_RUNS=${runs}: the real-page budgets ask for medians of ${REAL_PAGE_RUNS} runs`);
  }
  const pages = env.BENCH_PAGES?.trim() ? env.BENCH_PAGES.split(',') : null;
  const cpu = env.BENCH_LIGHTHOUSE_CPU?.trim() ? Number(env.BENCH_LIGHTHOUSE_CPU) : null;
  if (cpu !== null && !(cpu >= 1)) {
    throw new Error(`BENCH_LIGHTHOUSE_CPU must be a slowdown of 1 or more, not "${cpu}"`);
  }
  if (cpu !== null)
    note(`BENCH_LIGHTHOUSE_CPU=${cpu}: the real pages' Lighthouse CPU is not calibrated`);
  return { demo: only !== 'real', real: only !== 'demo', pages, runs, cpu };
}

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const distDir = path.join(projectRoot, 'dist');

/**
 * Every page load in Playwright's Chromium: the pages, boot series, task series, and the cost per
 * block on the 300-block page and the 3,000-block one.
 */
async function measureInBrowser(origin, pagesDir) {
  const browser = await launchBrowser();
  try {
    log(`Chromium ${browser.version()} (${CHROMIUM_PATH}); pages served on ${origin}`);
    const families = await readFixtureBlocks(browser, projectRoot);
    const pages = await writeBenchPages(families, pagesDir);
    log(`Generated ${pages.blocks.length} blocks: ${JSON.stringify(pages.kinds)}`);
    const runtimeUrl = origin + pages.runtimePage;
    const inspected = await inspectRuntimePage(browser, runtimeUrl, pages.blocks.length);
    if (inspected.mountedIds.size === 0) {
      throw new Error('The runtime mounted no block on the bench page: there is no boot to time');
    }
    const floorPage = await writeFloorPage(pagesDir, pages.blocks, inspected.mountedIds);
    const bootRuns = await measureBootSeries(browser, runtimeUrl, origin + floorPage);
    const taskRuns = await measureTaskSeries(
      browser,
      runtimeUrl,
      origin + pages.templatePage,
      inspected.height,
    );
    const large = await writeBenchPages(families, pagesDir, {
      count: LARGE_BLOCK_COUNT,
      suffix: `-${LARGE_BLOCK_COUNT}`,
    });
    log(`Generated ${large.blocks.length} blocks: ${JSON.stringify(large.kinds)}`);
    const costOf = (p) =>
      measureBlockCost(browser, {
        blocks: p.blocks.length,
        runtimeUrl: origin + p.runtimePage,
        templateUrl: origin + p.templatePage,
      });
    const blockCost = { small: await costOf(pages), large: await costOf(large) };
    return { pages: { ...pages, ...inspected }, bootRuns, taskRuns, blockCost };
  } finally {
    await browser.close();
  }
}

async function measureAll(workDir, options) {
  const floorDir = path.join(workDir, 'floor');
  const pagesDir = path.join(workDir, 'pages');
  await mkdir(pagesDir);
  log('Building the React floor with the core’s build settings');
  // What is measured is a copy of dist/: a rebuild while the bench runs (other work on this
  // machine) would otherwise serve some loads a half-written core.
  const builtDir = path.join(workDir, 'dist');
  await cp(distDir, builtDir, {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(distDir, 'bench')),
  });
  const sizes = await measureSizes({
    distDir: builtDir,
    floorFile: await buildReactFloor(floorDir),
  });
  log(
    `Core ${format.bytes(sizes.coreGzipBytes)} gzip, ` +
      `React floor ${format.bytes(sizes.reactFloorGzipBytes)} gzip`,
  );
  const server = await startStaticServer([
    { prefix: '/dist/', dir: builtDir },
    { prefix: '/fixtures/', dir: path.join(projectRoot, 'fixtures') },
    { prefix: '/bench/', dir: pagesDir },
    { prefix: '/bench/', dir: path.join(import.meta.dirname, 'browser') },
    { prefix: '/floor/', dir: floorDir },
  ]);
  try {
    const demo = options.demo ? await measureInBrowser(server.origin, pagesDir) : null;
    if (demo) await cp(pagesDir, path.join(distDir, 'bench'), { recursive: true });
    const realPagesDir = path.join(workDir, 'real');
    const realPages = options.real
      ? await measureRealPages({
          projectRoot,
          dirs: { pages: realPagesDir, dist: builtDir, floor: floorDir },
          pageNames: options.pages,
          runs: options.runs,
          cpuSlowdownMultiplier: options.cpu,
        })
      : null;
    if (realPages) await cp(realPagesDir, path.join(distDir, 'bench', 'real'), { recursive: true });
    if (demo) {
      demo.lighthouse = await measureLighthouse({
        projectRoot,
        fallbackUrl: server.origin + demo.pages.runtimePage,
        deadlineMs: BENCH_DEADLINE_MS,
      });
    }
    return { sizes, demo, realPages, cpuThrottlingRate: CPU_THROTTLING_RATE };
  } finally {
    await server.close();
  }
}

async function main() {
  if (!existsSync(path.join(distDir, 'site-runtime.js'))) {
    throw new Error('dist/site-runtime.js is missing: run `npm run build` first');
  }
  await rm(path.join(distDir, 'bench'), { recursive: true, force: true });
  const options = readOptions(process.env);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'site-runtime-bench-'));
  let measured;
  try {
    measured = await measureAll(workDir, options);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  noteMachineLoad();
  const realSummaries = measured.realPages && summariseRealPages(measured.realPages.pages);
  const { rows, json } = buildReport({
    ...measured,
    realPages: realSummaries && {
      runs: options.runs,
      cpu: measured.realPages.cpu,
      summaries: realSummaries,
      rows: realPageRows(realSummaries, measured.cpuThrottlingRate),
    },
  });
  if (json.shiftedBlocks.length > 0) {
    note(`Layout shifts moved: ${json.shiftedBlocks.slice(0, 8).join(', ')}`);
  }
  const reportFile = path.join(distDir, 'bench.json');
  await writeReport(reportFile, json);
  if (realSummaries) printVariantTables(realSummaries, options.runs, measured.realPages.cpu);
  printCoreModules(measured.sizes);
  console.log('');
  printTable(rows);
  for (const message of notes) console.log(`Note: ${message}`);
  console.log(
    `\nWrote ${path.relative(projectRoot, reportFile)}; the generated pages are in ` +
      (realSummaries
        ? 'dist/bench/ (the real-page variants in dist/bench/real/).'
        : 'dist/bench/.'),
  );
}

setTimeout(() => {
  console.error(`[bench] could not measure: still running after ${WATCHDOG_MS / 60_000} minutes`);
  process.exit(1);
}, WATCHDOG_MS).unref();

main().catch((error) => {
  console.error(`[bench] could not measure: ${error.stack ?? error}`);
  process.exitCode = 1;
});

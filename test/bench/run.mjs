// npm run bench: measures the runtime against the budgets of DESIGN.md, prints a table and writes
// dist/bench.json. It reports; it does not judge: a missed budget still exits 0. It exits 1 only
// when it could not measure. Run after `npm run build` (npm run bench builds first).
//
// What runs where: a static server on 127.0.0.1 serves dist/ (/dist/), fixtures/ (/fixtures/),
// the generated pages and the probe scripts of test/bench/browser/ (/bench/), and the React floor
// (/floor/). The pages and the floor are built in a temporary folder, out of reach of a rebuild of
// dist/, and the pages are copied to dist/bench/ at the end for a look. Lighthouse runs on the
// demo server.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inspectRuntimePage, measureBootSeries } from './boot.mjs';
import { CHROMIUM_PATH, launchBrowser } from './chromium.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { format, log, note, noteMachineLoad, notes } from './log.mjs';
import { writeBenchPages, writeFloorPage } from './page.mjs';
import { buildReport, printTable, writeReport } from './report.mjs';
import { startStaticServer } from './server.mjs';
import { buildReactFloor, measureSizes } from './size.mjs';
import { CPU_THROTTLING_RATE, measureTaskSeries } from './tasks.mjs';

/** Lighthouse adds runs on borderline pages only while the whole bench stays within this. */
const BENCH_DEADLINE_MS = 330_000;
/** A bench still running after this long is stuck (a hung page or browser): it gives up. */
const WATCHDOG_MS = 15 * 60_000;

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const distDir = path.join(projectRoot, 'dist');

/** Every page load in Playwright's Chromium: the pages, boot series and task series. */
async function measureInBrowser(origin, pagesDir) {
  const browser = await launchBrowser();
  try {
    log(`Chromium ${browser.version()} (${CHROMIUM_PATH}); pages served on ${origin}`);
    const pages = await writeBenchPages(browser, projectRoot, pagesDir);
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
    return { pages: { ...pages, ...inspected }, bootRuns, taskRuns };
  } finally {
    await browser.close();
  }
}

async function measureAll(workDir) {
  const floorDir = path.join(workDir, 'floor');
  const pagesDir = path.join(workDir, 'pages');
  await mkdir(pagesDir);
  log('Building the React floor with the core’s build settings');
  const sizes = await measureSizes({ distDir, floorFile: await buildReactFloor(floorDir) });
  log(
    `Core ${format.bytes(sizes.coreGzipBytes)} gzip, ` +
      `React floor ${format.bytes(sizes.reactFloorGzipBytes)} gzip`,
  );
  const server = await startStaticServer([
    { prefix: '/dist/', dir: distDir },
    { prefix: '/fixtures/', dir: path.join(projectRoot, 'fixtures') },
    { prefix: '/bench/', dir: pagesDir },
    { prefix: '/bench/', dir: path.join(import.meta.dirname, 'browser') },
    { prefix: '/floor/', dir: floorDir },
  ]);
  try {
    const browserFigures = await measureInBrowser(server.origin, pagesDir);
    await cp(pagesDir, path.join(distDir, 'bench'), { recursive: true });
    const lighthouse = await measureLighthouse({
      projectRoot,
      fallbackUrl: server.origin + browserFigures.pages.runtimePage,
      deadlineMs: BENCH_DEADLINE_MS,
    });
    return { sizes, ...browserFigures, lighthouse, cpuThrottlingRate: CPU_THROTTLING_RATE };
  } finally {
    await server.close();
  }
}

async function main() {
  if (!existsSync(path.join(distDir, 'site-runtime.js'))) {
    throw new Error('dist/site-runtime.js is missing: run `npm run build` first');
  }
  await rm(path.join(distDir, 'bench'), { recursive: true, force: true });
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'site-runtime-bench-'));
  let measured;
  try {
    measured = await measureAll(workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  noteMachineLoad();
  const { rows, json } = buildReport(measured);
  if (json.shiftedBlocks.length > 0) {
    note(`Layout shifts moved: ${json.shiftedBlocks.slice(0, 8).join(', ')}`);
  }
  const reportFile = path.join(distDir, 'bench.json');
  await writeReport(reportFile, json);
  console.log('');
  printTable(rows);
  for (const message of notes) console.log(`Note: ${message}`);
  console.log(
    `\nWrote ${path.relative(projectRoot, reportFile)}; the generated pages are in ` +
      'dist/bench/.',
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

// The real-page bench: every saved page of fixtures/real-pages/ in three variants (no script, the
// runtime, and the ideal page: the runtime's finished page as a server would send it, captured at
// Lighthouse's phone viewport), served with gzip. Lighthouse (mobile defaults) loads each variant
// `runs` times, the three taking turns in every round so that they see the same machine noise.
// Playwright's Chromium also loads the runtime variant at 4x CPU, traced, to find the runtime's
// longest task; measures the layout shift after it started at both widths, scrolled and not
// (layout-shift.mjs); and, on the pages with their stylesheets, traces the style work its writes
// set off (style-work.mjs).
import path from 'node:path';
import { launchBrowser, VIEWPORT } from './chromium.mjs';
import { calibratedCpuMultiplier, measureBenchmarkIndex } from './cpu-calibration.mjs';
import { captureIdealPage } from './ideal-page.mjs';
import { measureShiftLoads } from './layout-shift.mjs';
import { loadLighthouse, openLighthouse } from './lighthouse.mjs';
import { format, log, note } from './log.mjs';
import {
  answerPlatformCall,
  openRealPageServing,
  PLATFORM_API_PREFIX,
} from './real-page-serving.mjs';
import { listRealPages, VARIANTS, writeRealPageVariants } from './real-page-variants.mjs';
import { countBy } from './report.mjs';
import { startStaticServer } from './server.mjs';
import { traceStyleWork } from './style-work.mjs';
import { measureRuntimeTaskSeries, measureTemplateShiftSeries } from './tasks.mjs';
import { withoutContentHash } from './pack-names.mjs';

/**
 * The performance score's five metrics and the request list, nothing else: the
 * score is the weighted mean of these metrics alone, so it is the one the full category gives, and
 * a run skips the gatherers no figure here needs (full-page screenshot, bfcache, ...).
 */
const LIGHTHOUSE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'network-requests',
];

/**
 * The two ways Lighthouse throttles: simulated (Lantern estimates a slow phone from an unthrottled
 * load) and applied (`devtools`: the CPU really slowed 4x and the network shaped to the same slow
 * 4G, timings observed). Pages that kept no stylesheet of their own are measured simulated only:
 * they count for blocking time, tasks and shift, not for paint times.
 */
export const THROTTLING_MODES = [
  { key: 'simulated', label: 'simulated', flags: { throttlingMethod: 'simulate' } },
  { key: 'observed', label: 'observed', flags: { throttlingMethod: 'devtools' } },
];

/** The modes real page `page` is measured in. */
function modesOf(page) {
  return page.styled ? THROTTLING_MODES : THROTTLING_MODES.slice(0, 1);
}

const INSPECT_TIMEOUT_MS = 30_000;

/**
 * One load of the runtime variant, looked at from outside: the blocks and their states, how many
 * elements carry a data-sr-state (what the probe waits for), the page's height, the site id the
 * runtime read, the packs it fetched, the platform calls it made (and their answers) and any page
 * error. Blocks that wait to be seen are scrolled
 * into view, as the browser tests do.
 */
async function inspectRuntimePage(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(() => {
      window.__benchReady = false;
      document.addEventListener('site-runtime:ready', () => {
        window.__benchReady = true;
      });
    });
    const page = await context.newPage();
    const pageErrors = [];
    const packs = [];
    const platformCalls = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The runtime's own errors (a pack that did not load, a call it could not make) are logged,
    // not thrown.
    const runtimeErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[site-runtime]')) {
        runtimeErrors.push(message.text().split('\n')[0]);
      }
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/dist/packs/'))
        packs.push(withoutContentHash(path.basename(pathname)));
    });
    const platformCall = (request, status) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(PLATFORM_API_PREFIX)) {
        platformCalls.push({ method: request.method(), path: pathname, status });
      }
    };
    page.on('response', (response) => platformCall(response.request(), response.status()));
    page.on('requestfailed', (request) => platformCall(request, 'failed'));
    await page.goto(url);
    const wait = { timeout: INSPECT_TIMEOUT_MS };
    await page.waitForFunction(() => window.__benchReady === true, null, wait);
    await page.evaluate(async () => {
      const nextFrame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const element of document.querySelectorAll('[data-sr-state="pending"]')) {
        element.scrollIntoView({ block: 'center' });
        await nextFrame();
      }
      window.scrollTo(0, 0);
    });
    await page.waitForFunction(
      () => window.SiteRuntime.blocks().every((block) => block.state !== 'pending'),
      null,
      wait,
    );
    // Some platform calls go once the page has loaded and the browser is idle (analytics, the
    // error reporter): they are listed once the network is quiet.
    await page.waitForLoadState('networkidle', wait).catch(() => undefined);
    const found = await page.evaluate(() => ({
      // A block with no definition is of type "unknown": its data-block-type says more.
      blocks: window.SiteRuntime.blocks().map(({ id, type, state, error }) => ({
        id,
        type:
          type === 'unknown'
            ? `type ${document.getElementById(id)?.getAttribute('data-block-type') ?? '?'}`
            : type,
        state,
        error,
      })),
      marked: document.querySelectorAll('[data-sr-state]').length,
      height: document.documentElement.scrollHeight,
      siteId: window.SiteRuntime.store.getState().context.website.id,
    }));
    return {
      ...found,
      packs: [...new Set(packs)].sort(),
      pageErrors,
      runtimeErrors: [...new Set(runtimeErrors)],
      platformCalls,
    };
  } finally {
    await context.close();
  }
}

/**
 * Inspection, the 4x CPU series, the layout-shift loads and (on the pages with their stylesheets)
 * the style-work trace of every page, in one Playwright Chromium. `distDir` holds the source maps
 * the style work's stacks are read through. Resolves to the host's benchmarkIndex, measured last,
 * right before the Lighthouse runs it calibrates (null without Lighthouse).
 */
async function measureInBrowser(origin, pages, distDir) {
  const browser = await launchBrowser();
  try {
    for (const page of pages) {
      const inspected = await inspectRuntimePage(browser, origin + page.urls.runtime);
      const states = countBy(inspected.blocks, (b) => `${b.type} ${b.state}`);
      log(
        `Real page ${page.name}: site ${inspected.siteId}, ${inspected.blocks.length} blocks ` +
          `${JSON.stringify(states)}, packs [${inspected.packs.join(', ')}]`,
      );
      for (const message of inspected.pageErrors) {
        note(`Real page ${page.name}: page error with the runtime: ${message}`);
      }
      for (const message of inspected.runtimeErrors) {
        note(`Real page ${page.name}: the runtime logged an error: ${message}`);
      }
      const ideal = await captureIdealPage(browser, origin + page.urls.runtime);
      await page.writeIdeal(ideal.html);
      page.learnImages?.(ideal.html);
      const probedUrl = origin + (await page.writeProbed(inspected.marked));
      page.inspected = { ...inspected, states };
      page.taskRuns = await measureRuntimeTaskSeries(browser, probedUrl, inspected.height);
      const templateUrl = origin + (await page.writeProbedTemplate());
      page.templateRuns = await measureTemplateShiftSeries(browser, templateUrl, inspected.height);
      page.shiftLoads = await measureShiftLoads(
        browser,
        { runtimeUrl: probedUrl, templateUrl },
        { desktop: inspected.height, phone: ideal.height },
      );
      if (page.styled) {
        page.styleWork = await traceStyleWork(browser, origin + page.urls.runtime, distDir);
      }
    }
    return await measureBenchmarkIndex(browser);
  } finally {
    await browser.close();
  }
}

/**
 * `runs` rounds per page; in each round every variant once in every mode, the order turning each
 * round, so that the variants see the same machine noise. Both modes slow the CPU
 * `cpuSlowdownMultiplier` times (cpu-calibration.mjs).
 */
async function measureWithLighthouse(origin, pages, runs, cpuSlowdownMultiplier) {
  const modules = await loadLighthouse();
  if (modules.error) {
    note(`Real pages: Lighthouse cannot be imported (${modules.error}): no Lighthouse figures`);
    return;
  }
  const lighthouse = await openLighthouse(modules);
  try {
    for (const page of pages) {
      const modes = modesOf(page);
      page.lighthouse = Object.fromEntries(
        modes.map((mode) => [mode.key, Object.fromEntries(VARIANTS.map((v) => [v.key, []]))]),
      );
      const turns = modes.flatMap((mode) => VARIANTS.map((variant) => ({ mode, variant })));
      for (let round = 0; round < runs; round += 1) {
        const order = turns.map((_, i) => turns[(i + round) % turns.length]);
        const line = [];
        for (const { mode, variant } of order) {
          const url = origin + page.urls[variant.key];
          try {
            const f = await lighthouse.run(url, {
              onlyAudits: LIGHTHOUSE_AUDITS,
              ...mode.flags,
              throttling: { cpuSlowdownMultiplier },
            });
            page.lighthouse[mode.key][variant.key].push(f);
            line.push(
              `${variant.label} ${mode.label} TBT ${Math.round(f.totalBlockingTimeMs)} ms, ` +
                `LCP ${Math.round(f.lcpMs)} ms, CLS ${format.shift(f.cls)}`,
            );
          } catch (error) {
            note(`Lighthouse (${mode.label}) could not run on ${url}: ${error.message}`);
          }
        }
        log(`Lighthouse ${page.name} round ${round + 1}: ${line.join('; ')}`);
      }
    }
  } finally {
    await lighthouse.close();
  }
}

/**
 * Runs the real-page bench on `pageNames` (null: every page). `dirs` are where to write the
 * variants, the built dist/ and the React floor's folder; `cpuSlowdownMultiplier` the Lighthouse
 * runs' CPU slowdown (null: calibrated to the host). Resolves to { cpu: { benchmarkIndex,
 * cpuSlowdownMultiplier, calibrated }, pages: [{ name, styled, inspected, taskRuns, templateRuns, shiftLoads,
 * styleWork, lighthouse: { simulated: { none, runtime, ideal }, observed?: {...} } }] }, each
 * variant a list of runs.
 */
export async function measureRealPages({
  projectRoot,
  dirs,
  pageNames,
  runs,
  cpuSlowdownMultiplier = null,
}) {
  const names = await listRealPages(projectRoot, pageNames);
  const beside = await openRealPageServing(projectRoot);
  const { assets, serving } = beside;
  if (assets.paths.size === 0) {
    note(`Real pages: no saved stylesheets in ${assets.dir}: every page loads without its own`);
  }
  const pages = [];
  for (const name of names) {
    const variants = await writeRealPageVariants(projectRoot, dirs.pages, '/real/', name, serving);
    beside.learn(variants.html);
    pages.push({ name, ...variants, learnImages: beside.learn });
  }
  const unstyled = pages.filter((page) => !page.styled).map((page) => page.name);
  if (unstyled.length > 0) {
    note(
      `Real pages whose stylesheets were not saved (they count for tasks and shift only): ` +
        unstyled.join(', '),
    );
  }
  let cpu = null;
  const server = await startStaticServer(
    [
      { prefix: '/dist/', dir: dirs.dist },
      { prefix: '/real/', dir: dirs.pages },
      { prefix: '/bench/', dir: path.join(import.meta.dirname, 'browser') },
      { prefix: '/floor/', dir: dirs.floor },
      // The saved stylesheets at the site root, where the 2026 pages' links point.
      beside.assetsMount,
    ],
    { gzip: true, respond: answerPlatformCall },
  );
  try {
    log(`Real pages on ${server.origin} (gzip): ${names.join(', ')}; ${runs} Lighthouse runs each`);
    const benchmarkIndex = await measureInBrowser(server.origin, pages, dirs.dist);
    cpu = {
      benchmarkIndex,
      cpuSlowdownMultiplier: cpuSlowdownMultiplier ?? calibratedCpuMultiplier(benchmarkIndex),
      calibrated: cpuSlowdownMultiplier === null,
    };
    log(
      `Host benchmarkIndex ${benchmarkIndex === null ? 'not measured' : Math.round(benchmarkIndex)}: ` +
        `Lighthouse slows the CPU ${cpu.cpuSlowdownMultiplier}x`,
    );
    await measureWithLighthouse(server.origin, pages, runs, cpu.cpuSlowdownMultiplier);
  } finally {
    await server.close();
    await beside.close();
  }
  return {
    cpu,
    pages: pages.map((page) => ({
      name: page.name,
      styled: page.styled,
      inspected: page.inspected,
      taskRuns: page.taskRuns,
      templateRuns: page.templateRuns,
      shiftLoads: page.shiftLoads,
      styleWork: page.styleWork ?? null,
      lighthouse: page.lighthouse ?? null,
    })),
  };
}

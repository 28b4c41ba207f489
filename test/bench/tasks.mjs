// Main-thread tasks after the bundle was evaluated, under 4x CPU throttling, while a visitor
// scrolls through the runtime page; and the same for the template alone, for comparison.
import { openPage, readFigures, VIEWPORT } from './chromium.mjs';
import { format, log } from './log.mjs';
import { END_MARK_SCRIPT, RUNTIME_SCRIPT } from './page.mjs';
import { analyseTrace, TRACE_CATEGORIES } from './trace.mjs';

export const CPU_THROTTLING_RATE = 4;
const TASK_RUNS = 3;
/** How long to keep recording after the last block mounted, for tasks that come after it. */
const SETTLE_MS = 1000;
const SCROLL_PAUSE_MS = 50;

/**
 * Scrolls `height` pixels with the mouse wheel, a `viewport` at a time, as a visitor would. The
 * height comes from an earlier load: asking the page now would run script while it is measured.
 */
export async function scrollThrough(page, height, viewport = VIEWPORT) {
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let scrolled = 0; scrolled < height; scrolled += viewport.height) {
    await page.mouse.wheel(0, viewport.height);
    await page.waitForTimeout(SCROLL_PAUSE_MS);
  }
}

/**
 * One throttled, traced load of a bench page, scrolled `height` pixels down: the tasks that
 * started after `scriptPath` was evaluated (trace.mjs, with its `ownPrefix` option) and the probe's
 * figures.
 */
async function measureTasks(browser, url, scriptPath, height, { ownPrefix = null } = {}) {
  const { context, page, mounted } = await openPage(browser, {
    cpuThrottlingRate: CPU_THROTTLING_RATE,
  });
  let tracing = false;
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    tracing = true;
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await scrollThrough(page, height);
    await mounted;
    await page.waitForTimeout(SETTLE_MS);
    const figures = await readFigures(page, scriptPath);
    const trace = await browser.stopTracing();
    tracing = false;
    const tasks = analyseTrace(trace, scriptPath, { ownPrefix });
    if (!tasks) throw new Error(`The trace of ${url} has no evaluation of ${scriptPath}`);
    return { ...figures, ...tasks };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/**
 * TASK_RUNS loads of `url` (measureTasks with `scriptPath` and `options`), each logged with
 * `describe(run, result)`.
 */
async function measureSeries(browser, url, scriptPath, height, options, describe) {
  const runs = [];
  for (let run = 1; run <= TASK_RUNS; run += 1) {
    const r = await measureTasks(browser, url, scriptPath, height, options);
    runs.push(r);
    log(describe(run, r));
  }
  return runs;
}

/** TASK_RUNS loads of the runtime page, then one of the template page: { runs, template }. */
export async function measureTaskSeries(browser, runtimeUrl, templateUrl, height) {
  const runs = await measureSeries(
    browser,
    runtimeUrl,
    RUNTIME_SCRIPT,
    height,
    {},
    (run, r) =>
      `4x CPU run ${run}: longest task ${format.ms(r.longestTaskMs)} (${r.longestTaskWork}); ` +
      `most script in one task ${format.ms(r.longestScriptMs)} (${r.longestScriptWork})`,
  );
  const template = await measureTasks(browser, templateUrl, END_MARK_SCRIPT, height);
  log(
    `4x CPU, the template without the runtime: longest task ` +
      `${format.ms(template.longestTaskMs)} (${template.longestTaskWork})`,
  );
  return { runs, template };
}

/**
 * TASK_RUNS loads of a probed real page with the runtime: per load, the longest task that ran the
 * runtime's code (core or packs, under /dist/), its own evaluation included, and the probe's
 * figures (layout shifts after the runtime started).
 */
export function measureRuntimeTaskSeries(browser, url, height) {
  return measureSeries(
    browser,
    url,
    RUNTIME_SCRIPT,
    height,
    { ownPrefix: '/dist/' },
    (run, r) =>
      `  4x CPU run ${run}: longest runtime task ${format.ms(r.longestOwnTaskMs)} ` +
      `(${r.longestOwnTaskWork}); layout shift after the runtime started ${format.shift(r.cls)}; ` +
      `LCP element ${r.lcpElement ?? 'none'}`,
  );
}

/**
 * TASK_RUNS loads of the same probed real page without the runtime (the timing marks only),
 * scrolled the same way: the layout shifts after the point where the runtime would have started
 * that the page makes by itself, so that they are not put down to the runtime.
 */
export function measureTemplateShiftSeries(browser, url, height) {
  return measureSeries(
    browser,
    url,
    END_MARK_SCRIPT,
    height,
    {},
    (run, r) =>
      `  4x CPU run ${run} without the runtime: layout shift after the same point ${format.shift(r.cls)}`,
  );
}

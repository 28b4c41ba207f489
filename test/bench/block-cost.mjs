// The runtime's cost per block, on generated pages of 300 and 3,000 blocks (DESIGN.md, "Many
// blocks": at 3,000 blocks, time and memory per block within 20% of the 300-block page's).
//
// Each page is loaded COST_RUNS times with the runtime and as many times without it (its template:
// the same HTML, the timing marks only), in turns, at 4x CPU, traced, not scrolled, until every
// block reached a final state (below the fold they mount in the runtime's idle pass) and a second
// more. Per load:
// - main-thread time: the sum of the renderer main thread's top-level tasks over the whole trace
//   (trace.mjs, mainThreadTaskMs). The runtime's time per block is that of the load with the
//   runtime less that of the template load of the same turn, divided by the page's blocks: the
//   page's own parsing, style, layout and paint cancel out, and what is left is the runtime's
//   script, the style and layout its writes cause, and the frames of what it mounted;
// - memory: the JS heap in use (Runtime.getHeapUsage) once the load settled and the trace stopped,
//   after a garbage collection forced through CDP (HeapProfiler.collectGarbage); per block, the
//   same difference;
// - the longest task after the bundle was evaluated (trace.mjs).
import { openPage, readFigures } from './chromium.mjs';
import { format, log } from './log.mjs';
import { END_MARK_SCRIPT, RUNTIME_SCRIPT } from './page.mjs';
import { stats } from './report.mjs';
import { CPU_THROTTLING_RATE } from './tasks.mjs';
import { analyseTrace, TRACE_CATEGORIES } from './trace.mjs';

/** Loads per page and variant: fewer than the other series, the 3,000-block page is slow. */
const COST_RUNS = 3;
/** How long to keep recording after the last block mounted, for the tasks that come after it. */
const SETTLE_MS = 1000;
/** At 4x CPU, 3,000 blocks take far longer to mount than the 300 of the other series. */
const MOUNT_TIMEOUT_MS = 180_000;

/** A forced collection, twice: the first may only queue finalisers that free more. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * One throttled, traced, unscrolled load of `url`: its tasks (trace.mjs, counted after
 * `scriptPath` was evaluated), its main-thread task time and its JS heap once settled. With
 * `listBlocks`, also how many blocks ended in each state (read once everything was measured).
 */
async function measureLoad(browser, url, scriptPath, { listBlocks = false } = {}) {
  const { context, page, mounted, cdp } = await openPage(browser, {
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    mountTimeoutMs: MOUNT_TIMEOUT_MS,
  });
  let tracing = false;
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    tracing = true;
    await page.goto(url, { waitUntil: 'load', timeout: MOUNT_TIMEOUT_MS });
    await mounted;
    await page.waitForTimeout(SETTLE_MS);
    const trace = await browser.stopTracing();
    tracing = false;
    const tasks = analyseTrace(trace, scriptPath);
    if (!tasks) throw new Error(`The trace of ${url} has no evaluation of ${scriptPath}`);
    const heapBytes = await heapAfterGc(cdp);
    const figures = await readFigures(page, scriptPath);
    const states = listBlocks
      ? await page.evaluate(() => {
          const counts = {};
          for (const { state } of window.SiteRuntime.blocks()) {
            counts[state] = (counts[state] ?? 0) + 1;
          }
          return counts;
        })
      : null;
    return {
      mainThreadTaskMs: tasks.mainThreadTaskMs,
      heapBytes,
      longestTaskMs: tasks.longestTaskMs,
      longestTaskWork: tasks.longestTaskWork,
      tasksOver50: tasks.tasksOver50,
      bootMs: figures.bootMs,
      cls: figures.cls,
      states,
    };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/**
 * COST_RUNS turns on a page of `blocks` blocks, each a load of `runtimeUrl` then one of
 * `templateUrl`: { blocks, runtime: [load], template: [load] }.
 */
export async function measureBlockCost(browser, { blocks, runtimeUrl, templateUrl }) {
  const runtime = [];
  const template = [];
  for (let run = 1; run <= COST_RUNS; run += 1) {
    runtime.push(await measureLoad(browser, runtimeUrl, RUNTIME_SCRIPT, { listBlocks: run === 1 }));
    template.push(await measureLoad(browser, templateUrl, END_MARK_SCRIPT));
    const r = runtime.at(-1);
    const t = template.at(-1);
    log(
      `${blocks} blocks, 4x CPU, run ${run}: main-thread tasks ${format.ms(r.mainThreadTaskMs)} ` +
        `(template ${format.ms(t.mainThreadTaskMs)}), JS heap ${format.bytes(r.heapBytes)} ` +
        `(template ${format.bytes(t.heapBytes)}), longest task ${format.ms(r.longestTaskMs)} ` +
        `(${r.longestTaskWork})` +
        (r.states ? `; blocks ${JSON.stringify(r.states)}` : ''),
    );
  }
  return { blocks, runtime, template };
}

/**
 * What one page's loads say per block: { blocks, timePerBlockMs, heapPerBlockBytes, longestTaskMs,
 * ... }, each a stats() of the turns (runtime load less template load, divided by the blocks).
 */
export function summariseBlockCost({ blocks, runtime, template }) {
  const perBlock = (key) => stats(runtime.map((r, i) => (r[key] - template[i][key]) / blocks));
  return {
    blocks,
    timePerBlockMs: perBlock('mainThreadTaskMs'),
    heapPerBlockBytes: perBlock('heapBytes'),
    longestTaskMs: stats(runtime.map((r) => r.longestTaskMs)),
    longestTaskWork: runtime.map((r) => r.longestTaskWork),
    tasksOver50: stats(runtime.map((r) => r.tasksOver50)),
    bootMs: stats(runtime.map((r) => r.bootMs)),
    cls: Math.max(...runtime.map((r) => r.cls)),
    blockStates: runtime[0]?.states ?? null,
    loads: { runtime, template },
  };
}

/**
 * The large page against the small one: the ratio of their medians per block, with the lowest and
 * highest ratio any pair of turns gives. Null when the small page's median is not above zero.
 */
export function perBlockRatio(large, small) {
  if (!(small.median > 0) || large.median === null) return null;
  const median = large.median / small.median;
  if (!(small.min > 0)) return { median, min: median, max: median, runs: 1 };
  return {
    median,
    min: large.min / small.max,
    max: large.max / small.min,
    runs: Math.min(large.runs, small.runs),
  };
}

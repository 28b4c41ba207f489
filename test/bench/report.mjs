// Turns the measurements into figures with their budgets: a table on the console and
// dist/bench.json. Each timed figure is the median of several runs, with the min and max beside it
// because this machine is noisy.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { perBlockRatio, summariseBlockCost } from './block-cost.mjs';
import { BUDGETS } from './budgets.mjs';
import { TOP_MODULES } from './core-modules.mjs';
import { format, loadSamples, notes } from './log.mjs';

export function countBy(list, key) {
  const counts = {};
  for (const item of list) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** { median, min, max, runs } of the numbers in `values` (others are left out). */
export function stats(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, min: null, max: null, runs: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), runs: sorted.length };
}

/** A budget: `limit` is the most (with `atLeast`, the least) the figure may be. */
export function budget(limit, { atLeast = false, decimals = 2 } = {}) {
  return {
    text: `${atLeast ? '>=' : '<='} ${limit.toFixed(decimals)}`,
    // Figures are compared as they are printed, so a CLS of 0.001 ("0.00") meets a budget of 0.00.
    passes: (value) => {
      const shown = Number(value.toFixed(decimals));
      return atLeast ? shown >= limit : shown <= limit;
    },
  };
}

/** One table row. `value` is a number, null, or a stats() object; `limit` is a budget() or null. */
export function row(figure, value, { show = String, limit = null } = {}) {
  const { median, min, max, runs } =
    typeof value === 'number' || value === null ? { median: value } : value;
  const passed = limit && median !== null ? limit.passes(median) : null;
  return {
    figure,
    value: median === null ? '–' : show(median),
    range: runs > 1 ? `${show(min)} – ${show(max)} (${runs} runs)` : '',
    budget: limit?.text ?? '',
    result: !limit ? '' : passed === null ? 'not measured' : passed ? 'pass' : 'MISS',
    passed,
  };
}

function lighthouseRows(lighthouse) {
  const { performance, accessibility, bestPractices } = BUDGETS.lighthouse;
  return Object.entries(lighthouse ?? {}).flatMap(([page, f]) => [
    row(`LH ${page} performance`, f.performance, {
      show: format.score,
      limit: budget(performance, { atLeast: true }),
    }),
    row(`LH ${page} accessibility`, f.accessibility, {
      show: format.score,
      limit: budget(accessibility, { atLeast: true }),
    }),
    row(`LH ${page} best practices`, f.bestPractices, {
      show: format.score,
      limit: budget(bestPractices, { atLeast: true }),
    }),
    row(`LH ${page} total blocking time`, f.totalBlockingTimeMs, {
      show: (v) => `${v.toFixed(0)} ms`,
    }),
  ]);
}

function sizeRows(sizes) {
  const styles = Object.entries(sizes.packStyles ?? {});
  return [
    row('Core gzip', sizes.coreGzipBytes, { show: format.bytes }),
    row('Core minified', sizes.coreBytes, { show: format.bytes }),
    row('Core stylesheet gzip', sizes.coreStyleGzipBytes, { show: format.bytes }),
    ...Object.entries(sizes.packs).map(([name, size]) =>
      row(`Pack ${name} gzip`, size, { show: format.bytes }),
    ),
    ...styles.map(([name, size]) =>
      row(`Pack ${name} stylesheet gzip`, size, { show: format.bytes }),
    ),
    row("React's share of core + react pack", sizes.reactShare, {
      show: (v) => `${(v * 100).toFixed(0)} %`,
    }),
    row('React floor gzip', sizes.reactFloorGzipBytes, { show: format.bytes }),
    row('Size ratio core / floor', sizes.sizeRatio, {
      show: format.ratio,
      limit: budget(BUDGETS.sizeRatio),
    }),
  ];
}

const msPerBlock = (v) => `${v.toFixed(3)} ms`;
const bytesPerBlock = (v) => `${(v / 1024).toFixed(2)} KiB`;

/** The cost per block on the 300-block page and on the 3,000-block one, against DESIGN.md. */
function blockCostRows({ small, large, timeRatio, heapRatio }, cpuThrottlingRate) {
  const limits = BUDGETS.manyBlocks;
  const cpu = `${cpuThrottlingRate}x CPU`;
  const against = `  / the ${small.blocks}-block page's`;
  return [
    row(
      `Cost per block, ${small.blocks} blocks: runtime's main-thread time, ` +
        `${cpu} (runtime less template, / blocks)`,
      small.timePerBlockMs,
      { show: msPerBlock },
    ),
    row('  JS heap per block (after a forced GC)', small.heapPerBlockBytes, {
      show: bytesPerBlock,
    }),
    row(`  longest task after evaluation, ${cpu}, not scrolled`, small.longestTaskMs, {
      show: format.ms,
    }),
    row(
      `Cost per block, ${large.blocks} blocks: runtime's main-thread time, ${cpu}`,
      large.timePerBlockMs,
      { show: msPerBlock },
    ),
    row(against, timeRatio, {
      show: format.ratio,
      limit: budget(limits.perBlockRatio),
    }),
    row('  JS heap per block (after a forced GC)', large.heapPerBlockBytes, {
      show: bytesPerBlock,
    }),
    row(against, heapRatio, { show: format.ratio, limit: budget(limits.perBlockRatio) }),
    row(`  longest task after evaluation, ${cpu}, not scrolled`, large.longestTaskMs, {
      show: format.ms,
      limit: budget(limits.longestTaskMs, { decimals: 0 }),
    }),
  ];
}

function demoRows({ boot, tasks, cls, blockCost, lighthouse }) {
  return [
    row(`Boot, runtime (${boot.blocks} blocks)`, boot.runtime, { show: format.ms }),
    row(`Boot, React floor (${boot.roots} roots)`, boot.floor, { show: format.ms }),
    row('Boot ratio runtime / floor', boot.ratio, {
      show: format.ratio,
      limit: budget(BUDGETS.bootRatio),
    }),
    row(`Evaluation task, ${tasks.cpuThrottlingRate}x CPU`, tasks.evaluationTaskMs, {
      show: format.ms,
    }),
    row(`Longest task after evaluation, ${tasks.cpuThrottlingRate}x CPU`, tasks.longestTaskMs, {
      show: format.ms,
      limit: budget(BUDGETS.longestTaskMs, { decimals: 0 }),
    }),
    row('  most script in one task', tasks.longestScriptMs, { show: format.ms }),
    row('  template alone, no runtime', tasks.templateLongestTaskMs, { show: format.ms }),
    row('Layout shift by the runtime (max)', cls, {
      show: format.shift,
      limit: budget(BUDGETS.cls),
    }),
    ...(blockCost ? blockCostRows(blockCost, tasks.cpuThrottlingRate) : []),
    ...lighthouseRows(lighthouse),
  ];
}

function bootSummary({ blocks, mountedIds, states }, bootRuns) {
  const runtime = stats(bootRuns.runtime.map((r) => r.bootMs));
  const floor = stats(bootRuns.floor.map((r) => r.bootMs));
  const pairRatios = stats(bootRuns.runtime.map((r, i) => r.bootMs / bootRuns.floor[i].bootMs));
  return {
    blocks: blocks.length,
    roots: mountedIds.size,
    blockStates: states,
    runtime,
    floor,
    runtimeCls: bootRuns.runtime.map((r) => r.cls),
    // The ratio of the medians; its range is that of the runtime/floor ratio of each pair of loads.
    ratio: { ...pairRatios, median: runtime.median / floor.median },
  };
}

function tasksSummary({ runs, template }, cpuThrottlingRate) {
  return {
    cpuThrottlingRate,
    evaluationTaskMs: stats(runs.map((r) => r.evaluationTaskMs)),
    longestTaskMs: stats(runs.map((r) => r.longestTaskMs)),
    longestTaskWork: runs.map((r) => r.longestTaskWork),
    longestScriptMs: stats(runs.map((r) => r.longestScriptMs)),
    longestScriptWork: runs.map((r) => r.longestScriptWork),
    tasksOver50: stats(runs.map((r) => r.tasksOver50)),
    longTaskObserverEntries: stats(runs.map((r) => r.longTasksAfterEvaluation.length)),
    cls: runs.map((r) => r.cls),
    templateLongestTaskMs: template.longestTaskMs,
    templateLongestTaskWork: template.longestTaskWork,
  };
}

function lighthouseSummary(results) {
  if (!results) return null;
  const summary = {};
  for (const [url, runs] of Object.entries(results)) {
    const of = (key) => stats(runs.map((r) => r[key]));
    summary[new URL(url).pathname] = {
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      totalBlockingTimeMs: of('totalBlockingTimeMs'),
      cls: of('cls'),
      failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
      runtimeErrors: runs.map((r) => r.runtimeError).filter(Boolean),
    };
  }
  return summary;
}

/** The cost per block of both generated pages, and the large page's per block over the small's. */
function blockCostSummary({ small, large }) {
  const s = summariseBlockCost(small);
  const l = summariseBlockCost(large);
  return {
    small: s,
    large: l,
    timeRatio: perBlockRatio(l.timePerBlockMs, s.timePerBlockMs),
    heapRatio: perBlockRatio(l.heapPerBlockBytes, s.heapPerBlockBytes),
  };
}

/** The demo-page figures (generated bench page and demo pages), or null when they did not run. */
function summariseDemo(demo, cpuThrottlingRate) {
  if (!demo) return null;
  const { pages, bootRuns, taskRuns, blockCost, lighthouse } = demo;
  const runtimeLoads = [...bootRuns.runtime, ...taskRuns.runs];
  return {
    pages,
    boot: bootSummary(pages, bootRuns),
    tasks: tasksSummary(taskRuns, cpuThrottlingRate),
    cls: Math.max(...runtimeLoads.map((r) => r.cls)),
    shiftedBlocks: [...new Set(runtimeLoads.flatMap((r) => r.shiftedBlocks))],
    blockCost: blockCost ? blockCostSummary(blockCost) : null,
    lighthouse: lighthouseSummary(lighthouse),
  };
}

/**
 * The report: the headline figures first, then the details behind them. `demo` (the generated
 * page and the demo pages) and `realPages` ({ runs, cpu, summaries, rows } from real-report.mjs) are
 * null when that part did not run.
 */
export function buildReport({ sizes, demo, realPages, cpuThrottlingRate }) {
  const d = summariseDemo(demo, cpuThrottlingRate);
  const rows = [...sizeRows(sizes), ...(d ? demoRows(d) : []), ...(realPages?.rows ?? [])];
  return {
    rows,
    json: {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverages: loadSamples.map((l) => Number(l.toFixed(2))),
      },
      coreGzipBytes: sizes.coreGzipBytes,
      packs: sizes.packs,
      reactFloorGzipBytes: sizes.reactFloorGzipBytes,
      sizeRatio: sizes.sizeRatio,
      bootRatio: d?.boot.ratio.median ?? null,
      longestTaskMs: d?.tasks.longestTaskMs.median ?? null,
      cls: d?.cls ?? null,
      budgets: rows
        .filter((r) => r.budget)
        .map(({ figure, value, budget: limit, result }) => ({
          figure,
          value,
          budget: limit,
          result,
        })),
      boot: d?.boot ?? null,
      tasks: d?.tasks ?? null,
      shiftedBlocks: d?.shiftedBlocks ?? [],
      lighthouse: d?.lighthouse ?? null,
      manyBlocks: d?.blockCost ?? null,
      pageMix: d?.pages.kinds ?? null,
      notes,
      coreStyleGzipBytes: sizes.coreStyleGzipBytes,
      coreBytes: sizes.coreBytes,
      coreModules: sizes.coreModules,
      packStyles: sizes.packStyles,
      reactPackGzipBytes: sizes.reactPackGzipBytes,
      reactShare: sizes.reactShare,
      realPages: realPages
        ? {
            lighthouseRuns: realPages.runs,
            lighthouseCpu: realPages.cpu,
            budgets: BUDGETS.realPages,
            pages: realPages.summaries,
          }
        : null,
    },
  };
}

/**
 * The core by source module (core-modules.mjs): the TOP_MODULES largest, minified bytes and share,
 * the rest summed, and the whole file minified and gzip.
 */
export function printCoreModules(sizes) {
  const attribution = sizes.coreModules;
  console.log('');
  if (!attribution) {
    console.log('Core by module: the build wrote no source map for the core (dist/*.js.map)');
    return;
  }
  const { fileBytes, gzipBytes, modules } = attribution;
  console.log(
    `Core by source module (its source map): ${modules.length} modules, ` +
      `the ${TOP_MODULES} largest; minified bytes and share of the file`,
  );
  const line = (bytes, share, name) =>
    console.log(
      `${String(bytes).padStart(8)}  ${`${(share * 100).toFixed(1)} %`.padStart(7)}  ${name}`,
    );
  for (const m of modules.slice(0, TOP_MODULES)) line(m.bytes, m.share, m.module);
  const rest = modules.slice(TOP_MODULES);
  const restBytes = rest.reduce((sum, m) => sum + m.bytes, 0);
  if (rest.length > 0) line(restBytes, restBytes / fileBytes, `the other ${rest.length} modules`);
  line(fileBytes, 1, `the core, minified (${format.bytes(gzipBytes)} gzip)`);
}

export function printTable(rows) {
  const columns = [
    ['figure', 'Figure'],
    ['value', 'Median'],
    ['range', 'Min – max'],
    ['budget', 'Budget'],
    ['result', 'Result'],
  ];
  const widths = columns.map(([key, title]) =>
    Math.max(title.length, ...rows.map((r) => String(r[key]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(columns.map(([, title]) => title)));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map(([key]) => r[key])));
  const met = rows.filter((r) => r.passed === true).length;
  const missed = rows.filter((r) => r.passed === false).length;
  console.log(`\n${met} budgets met, ${missed} missed.`);
}

export async function writeReport(file, json) {
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
}

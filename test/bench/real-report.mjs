// The real-page figures: per page, each variant's Lighthouse figures (median and range), what the
// runtime adds over the other two variants, its longest task at 4x CPU and the layout shift after
// it started, with the budgets of DESIGN.md. A table of the variants, and rows for the main table.
import { BUDGETS } from './budgets.mjs';
import { format } from './log.mjs';
import { VARIANTS } from './real-page-variants.mjs';
import { budget, row, stats } from './report.mjs';
import { REACT_PACK } from './size.mjs';

const LIGHTHOUSE_FIGURES = [
  { key: 'performance', label: 'Performance', show: format.score },
  { key: 'totalBlockingTimeMs', label: 'TBT', show: (v) => `${v.toFixed(0)} ms` },
  { key: 'lcpMs', label: 'LCP', show: (v) => `${v.toFixed(0)} ms` },
  { key: 'cls', label: 'CLS', show: format.shift },
  { key: 'scriptTransferBytes', label: 'Script transfer', show: format.bytes },
];

const signedMs = (v) => `${v >= 0 ? '+' : ''}${v.toFixed(0)} ms`;

/**
 * What `runtime` adds over `other`: the difference of the medians, with the range of the
 * differences within each round (the variants of a round ran one after the other).
 */
function added(runtime, other, key) {
  const a = stats(runtime.map((r) => r[key]));
  const b = stats(other.map((r) => r[key]));
  const paired =
    runtime.length === other.length ? stats(runtime.map((r, i) => r[key] - other[i][key])) : {};
  const median = a.median === null || b.median === null ? null : a.median - b.median;
  return { ...paired, median };
}

function summarisePage({ name, inspected, taskRuns, lighthouse }) {
  const variants = {};
  for (const { key } of VARIANTS) {
    const runs = lighthouse?.[key] ?? [];
    variants[key] = Object.fromEntries(
      LIGHTHOUSE_FIGURES.map((f) => [f.key, stats(runs.map((r) => r[f.key]))]),
    );
    variants[key].runtimeErrors = runs.map((r) => r.runtimeError).filter(Boolean);
  }
  const runtime = lighthouse?.runtime ?? [];
  const over = (variant, key) => added(runtime, lighthouse?.[variant] ?? [], key);
  return {
    name,
    siteId: inspected.siteId,
    blocks: inspected.blocks.length,
    blockStates: inspected.states,
    packsLoaded: inspected.packs,
    pageErrors: inspected.pageErrors,
    variants,
    runtimeAdded: {
      tbtOverNoScriptMs: over('none', 'totalBlockingTimeMs'),
      tbtOverFloorMs: over('floor', 'totalBlockingTimeMs'),
      lcpOverNoScriptMs: over('none', 'lcpMs'),
      lcpOverFloorMs: over('floor', 'lcpMs'),
      clsOverNoScript: over('none', 'cls'),
    },
    reactTransferBytes: stats(
      runtime.map((r) => r.scriptTransfers[`/dist/packs/${REACT_PACK}.js`] ?? 0),
    ),
    runtimeTasks: {
      longestTaskMs: stats(taskRuns.map((r) => r.longestOwnTaskMs)),
      longestTaskWork: taskRuns.map((r) => r.longestOwnTaskWork),
      tasksOver50: stats(taskRuns.map((r) => r.ownTasksOver50)),
    },
    runtimeCls: Math.max(...taskRuns.map((r) => r.cls)),
    shiftedBlocks: [...new Set(taskRuns.flatMap((r) => r.shiftedBlocks))],
  };
}

/** { [page name]: summary } of measureRealPages()'s result. */
export function summariseRealPages(pages) {
  return Object.fromEntries(pages.map((page) => [page.name, summarisePage(page)]));
}

/** The main table's rows for each page: the runtime's cost, against the budgets. */
export function realPageRows(summaries, cpuThrottlingRate) {
  const limits = BUDGETS.realPages;
  return Object.values(summaries).flatMap((s) => [
    row(`Real ${s.name}: runtime adds TBT over no script`, s.runtimeAdded.tbtOverNoScriptMs, {
      show: signedMs,
      limit: budget(limits.addedTbtMs, { decimals: 0 }),
    }),
    row(`  added TBT over the React floor`, s.runtimeAdded.tbtOverFloorMs, { show: signedMs }),
    row(`  added LCP over no script`, s.runtimeAdded.lcpOverNoScriptMs, {
      show: signedMs,
      limit: budget(limits.addedLcpMs, { decimals: 0 }),
    }),
    row(`  added LCP over the React floor`, s.runtimeAdded.lcpOverFloorMs, { show: signedMs }),
    row(`  longest runtime task, ${cpuThrottlingRate}x CPU`, s.runtimeTasks.longestTaskMs, {
      show: format.ms,
      limit: budget(limits.runtimeTaskMs, { decimals: 0 }),
    }),
    row(`  layout shift by the runtime (max)`, s.runtimeCls, {
      show: format.shift,
      limit: budget(limits.runtimeCls),
    }),
  ]);
}

/** Prints, per page, each variant's Lighthouse figures side by side: median (min – max). */
export function printVariantTables(summaries, runs) {
  for (const s of Object.values(summaries)) {
    const states = Object.entries(s.blockStates)
      .map(([state, count]) => `${count} × ${state}`)
      .join(', ');
    console.log(
      `\nReal page ${s.name}: ${s.blocks} blocks (${states || 'none'}); packs loaded: ` +
        `${s.packsLoaded.join(', ') || 'none'}. Lighthouse mobile, median (min – max) of ${runs} runs`,
    );
    const table = [['', ...VARIANTS.map((v) => v.label)]];
    for (const f of LIGHTHOUSE_FIGURES) {
      table.push([
        f.label,
        ...VARIANTS.map(({ key }) => {
          const { median, min, max, runs: n } = s.variants[key][f.key];
          if (median === null) return '–';
          return n > 1 ? `${f.show(median)} (${f.show(min)} – ${f.show(max)})` : f.show(median);
        }),
      ]);
    }
    const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
    for (const r of table) {
      console.log(
        r
          .map((cell, i) => cell.padEnd(widths[i]))
          .join('  ')
          .trimEnd(),
      );
    }
  }
}

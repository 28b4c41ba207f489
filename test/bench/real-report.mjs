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

/** Each variant's figures and what the runtime adds, for one throttling mode's runs. */
function summariseMode(runs) {
  const variants = {};
  for (const { key } of VARIANTS) {
    const list = runs?.[key] ?? [];
    variants[key] = Object.fromEntries(
      LIGHTHOUSE_FIGURES.map((f) => [f.key, stats(list.map((r) => r[f.key]))]),
    );
    variants[key].runtimeErrors = list.map((r) => r.runtimeError).filter(Boolean);
  }
  const runtime = runs?.runtime ?? [];
  const over = (variant, key) => added(runtime, runs?.[variant] ?? [], key);
  return {
    variants,
    runtimeAdded: {
      tbtOverNoScriptMs: over('none', 'totalBlockingTimeMs'),
      lcpOverNoScriptMs: over('none', 'lcpMs'),
      lcpOverIdealMs: over('ideal', 'lcpMs'),
      clsOverNoScript: over('none', 'cls'),
    },
  };
}

function summarisePage({ name, styled, inspected, taskRuns, templateRuns, lighthouse }) {
  // The simulated figures keep the fields they had before the observed ones came.
  const simulated = summariseMode(lighthouse?.simulated);
  const runtime = lighthouse?.simulated?.runtime ?? [];
  // The most any load shifted after the runtime started, and the most the same page shifted
  // without it after the same point (a shift that depends on when the first frame comes, such
  // as an author's style late in the body, shows in some loads only). The runtime adds the rest.
  const runtimeCls = Math.max(...taskRuns.map((r) => r.cls));
  const templateCls = Math.max(0, ...templateRuns.map((r) => r.cls));
  return {
    name,
    styled,
    siteId: inspected.siteId,
    blocks: inspected.blocks.length,
    blockStates: inspected.states,
    packsLoaded: inspected.packs,
    pageErrors: inspected.pageErrors,
    ...simulated,
    observed: lighthouse?.observed ? summariseMode(lighthouse.observed) : null,
    reactTransferBytes: stats(
      runtime.map((r) => r.scriptTransfers[`/dist/packs/${REACT_PACK}.js`] ?? 0),
    ),
    runtimeTasks: {
      longestTaskMs: stats(taskRuns.map((r) => r.longestOwnTaskMs)),
      longestTaskWork: taskRuns.map((r) => r.longestOwnTaskWork),
      tasksOver50: stats(taskRuns.map((r) => r.ownTasksOver50)),
    },
    runtimeCls,
    templateCls,
    runtimeAddedCls: Math.max(0, runtimeCls - templateCls),
    lcpElements: [...new Set(taskRuns.map((r) => r.lcpElement ?? 'none'))],
    shiftedBlocks: [...new Set(taskRuns.flatMap((r) => r.shiftedBlocks))],
    templateShiftedBlocks: [...new Set(templateRuns.flatMap((r) => r.shiftedBlocks))],
  };
}

/** { [page name]: summary } of measureRealPages()'s result. */
export function summariseRealPages(pages) {
  return Object.fromEntries(pages.map((page) => [page.name, summarisePage(page)]));
}

/**
 * The main table's rows for each page: the runtime's cost, against the budgets. Paint and blocking
 * budgets hold on the pages that kept their stylesheets; the others count for tasks and shift.
 */
export function realPageRows(summaries, cpuThrottlingRate) {
  const limits = BUDGETS.realPages;
  const ms = (limit, applies) => (applies ? budget(limit, { decimals: 0 }) : null);
  return Object.values(summaries).flatMap((s) => {
    const observed = s.observed?.runtimeAdded;
    /** The observed figure's row, when the page was measured in that mode. */
    const observedRow = (figure, value, limit) =>
      value
        ? [
            row(`  added ${figure} over no script, observed`, value, {
              show: signedMs,
              limit: limit === null ? null : ms(limit, s.styled),
            }),
          ]
        : [];
    return [
      row(
        `Real ${s.name}${s.styled ? '' : ' (no stylesheet)'}: runtime adds TBT over no script, ` +
          'simulated',
        s.runtimeAdded.tbtOverNoScriptMs,
        { show: signedMs, limit: ms(limits.addedTbtMs, s.styled) },
      ),
      ...observedRow('TBT', observed?.tbtOverNoScriptMs, limits.addedObservedTbtMs),
      row(`  LCP over the ideal page, simulated`, s.runtimeAdded.lcpOverIdealMs, {
        show: signedMs,
        limit: ms(limits.lcpOverIdealMs, s.styled),
      }),
      ...(observed?.lcpOverIdealMs
        ? [
            row(`  LCP over the ideal page, observed`, observed.lcpOverIdealMs, {
              show: signedMs,
              limit: ms(limits.lcpOverIdealMs, s.styled),
            }),
          ]
        : []),
      row(`  added LCP over no script, simulated`, s.runtimeAdded.lcpOverNoScriptMs, {
        show: signedMs,
      }),
      ...observedRow('LCP', observed?.lcpOverNoScriptMs, null),
      row(`  longest runtime task, ${cpuThrottlingRate}x CPU`, s.runtimeTasks.longestTaskMs, {
        show: format.ms,
        limit: budget(limits.runtimeTaskMs, { decimals: 0 }),
      }),
      row(`  layout shift after the runtime started (max)`, s.runtimeCls, {
        show: format.shift,
      }),
      row(`  the same page without the runtime, after the same point (max)`, s.templateCls, {
        show: format.shift,
      }),
      row(`  layout shift added by the runtime`, s.runtimeAddedCls, {
        show: format.shift,
        limit: budget(limits.runtimeCls),
      }),
    ];
  });
}

function printTable(table) {
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

/** Prints, per page and mode, each variant's Lighthouse figures: median (min – max). */
export function printVariantTables(summaries, runs) {
  for (const s of Object.values(summaries)) {
    const states = Object.entries(s.blockStates)
      .map(([state, count]) => `${count} × ${state}`)
      .join(', ');
    console.log(
      `\nReal page ${s.name}${s.styled ? '' : ' (its stylesheets were not saved)'}: ${s.blocks} ` +
        `blocks (${states || 'none'}); packs loaded: ${s.packsLoaded.join(', ') || 'none'}. ` +
        `Lighthouse mobile, median (min – max) of ${runs} runs`,
    );
    for (const [mode, summary] of [
      ['simulated', s],
      ['observed', s.observed],
    ]) {
      if (!summary) continue;
      const table = [[mode, ...VARIANTS.map((v) => v.label)]];
      for (const f of LIGHTHOUSE_FIGURES) {
        table.push([
          f.label,
          ...VARIANTS.map(({ key }) => {
            const { median, min, max, runs: n } = summary.variants[key][f.key];
            if (median === null) return '–';
            return n > 1 ? `${f.show(median)} (${f.show(min)} – ${f.show(max)})` : f.show(median);
          }),
        ]);
      }
      printTable(table);
    }
  }
}

// The real-page figures: per page, each variant's Lighthouse figures (median and range), what the
// runtime adds over the other two variants, its longest task at 4x CPU and the layout shift after
// it started, with the budgets of DESIGN.md. A table of the variants, and rows for the main table.
import { BUDGETS } from './budgets.mjs';
import {
  describeShiftLoad,
  SHIFT_SCROLLS,
  SHIFT_WIDTHS,
  TASK_SERIES_LOAD,
} from './layout-shift.mjs';
import { format } from './log.mjs';
import { VARIANTS } from './real-page-variants.mjs';
import { budget, countBy, row, stats } from './report.mjs';
import { REACT_PACK } from './size.mjs';

const LIGHTHOUSE_FIGURES = [
  { key: 'performance', label: 'Performance', show: format.score },
  { key: 'totalBlockingTimeMs', label: 'TBT', show: (v) => `${v.toFixed(0)} ms` },
  { key: 'lcpMs', label: 'LCP', show: (v) => `${v.toFixed(0)} ms` },
  { key: 'cls', label: 'CLS', show: format.shift },
  { key: 'scriptTransferBytes', label: 'Script transfer', show: format.bytes },
  // How fast the host was in each run: the timed figures scale with it (cpu-calibration.mjs).
  { key: 'benchmarkIndex', label: 'Host benchmarkIndex', show: (v) => v.toFixed(0) },
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

/**
 * Every kind of load's layout shift (layout-shift.mjs): the task series's loads (the desktop,
 * scrolled at once) and the others. In each kind, the most a load shifted after the runtime
 * started, and the most the same page shifted without it after the same point (a shift that
 * depends on when the first frame comes, such as an author's style late in the body, shows in
 * some loads only); the runtime adds the rest.
 */
function shiftLoadsOf(taskRuns, templateRuns, shiftLoads) {
  const union = (lists) => [...new Set(lists.flat())];
  const loads = [
    {
      ...TASK_SERIES_LOAD,
      runtimeLoadsCls: taskRuns.map((r) => r.cls),
      templateLoadsCls: templateRuns.map((r) => r.cls),
      runtimeCls: Math.max(...taskRuns.map((r) => r.cls)),
      templateCls: Math.max(0, ...templateRuns.map((r) => r.cls)),
      shiftedBlocks: union(taskRuns.map((r) => r.shiftedBlocks)),
      templateShiftedBlocks: union(templateRuns.map((r) => r.shiftedBlocks)),
    },
    ...(shiftLoads ?? []).map((l) => ({
      width: l.width,
      scroll: l.scroll,
      runtimeLoadsCls: [l.runtime.cls],
      // Not loaded when the load with the runtime shifted nothing (layout-shift.mjs).
      templateLoadsCls: l.template ? [l.template.cls] : [],
      runtimeCls: l.runtime.cls,
      templateCls: l.template?.cls ?? 0,
      shiftedBlocks: l.runtime.shiftedBlocks,
      templateShiftedBlocks: l.template?.shiftedBlocks ?? [],
    })),
  ];
  return loads.map((l) => ({ ...l, addedCls: Math.max(0, l.runtimeCls - l.templateCls) }));
}

function summarisePage({
  name,
  styled,
  inspected,
  taskRuns,
  templateRuns,
  shiftLoads,
  styleWork,
  lighthouse,
}) {
  // The simulated figures keep the fields they had before the observed ones came.
  const simulated = summariseMode(lighthouse?.simulated);
  const runtime = lighthouse?.simulated?.runtime ?? [];
  const loads = shiftLoadsOf(taskRuns, templateRuns, shiftLoads);
  // The kind of load in which the runtime adds the most; the first (the task series) on a tie.
  const worst = loads.reduce((a, b) => (b.addedCls > a.addedCls ? b : a));
  return {
    name,
    styled,
    siteId: inspected.siteId,
    blocks: inspected.blocks.length,
    blockStates: inspected.states,
    packsLoaded: inspected.packs,
    pageErrors: inspected.pageErrors,
    runtimeErrors: inspected.runtimeErrors ?? [],
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
    // The figures of the kind of load in which the runtime adds the most.
    runtimeCls: worst.runtimeCls,
    templateCls: worst.templateCls,
    runtimeAddedCls: worst.addedCls,
    worstShiftLoad: {
      width: worst.width,
      scroll: worst.scroll,
      shiftedBlocks: worst.shiftedBlocks,
    },
    shiftLoads: loads,
    lcpElements: [...new Set(taskRuns.map((r) => r.lcpElement ?? 'none'))],
    shiftedBlocks: [...new Set(loads.flatMap((l) => l.shiftedBlocks))],
    templateShiftedBlocks: [...new Set(loads.flatMap((l) => l.templateShiftedBlocks))],
    platformCalls: inspected.platformCalls ?? [],
    styleWork: styleWork ?? null,
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
      row(
        `  layout shift after the runtime started, in the load that adds the most ` +
          `(${describeShiftLoad(s.worstShiftLoad)})`,
        s.runtimeCls,
        { show: format.shift },
      ),
      row(`  the same page without the runtime, after the same point`, s.templateCls, {
        show: format.shift,
      }),
      row(
        `  layout shift added by the runtime, most of ${s.shiftLoads.length} kinds of load` +
          (s.runtimeAddedCls > 0
            ? `; moved: ${s.worstShiftLoad.shiftedBlocks.slice(0, 4).join(', ')}`
            : ''),
        s.runtimeAddedCls,
        { show: format.shift, limit: budget(limits.runtimeCls) },
      ),
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

/**
 * Per width and kind of load: what the runtime adds (its shift − the page's own; the page alone is
 * not loaded when the runtime's load shifted nothing).
 */
function printShiftTable(s) {
  const table = [['layout shift added', ...SHIFT_SCROLLS.map((x) => x.label)]];
  for (const width of SHIFT_WIDTHS) {
    table.push([
      width.label,
      ...SHIFT_SCROLLS.map(({ key }) => {
        const l = s.shiftLoads.find((x) => x.width === width.key && x.scroll === key);
        if (!l) return '–';
        if (l.templateLoadsCls.length === 0) return format.shift(l.addedCls);
        return (
          `${format.shift(l.addedCls)} (${format.shift(l.runtimeCls)} − ` +
          `${format.shift(l.templateCls)})`
        );
      }),
    ]);
  }
  printTable(table);
}

/** One recalculation or layout and what set it off. */
function workLine(kind, w, unit) {
  const causes = w.topCauses
    .map(
      (c) =>
        `${c.fromRuntime ? 'runtime' : 'not runtime'}: ${c.change} ×${c.count}` +
        (c.where ? ` (${c.where})` : ''),
    )
    .join('; ');
  const size =
    w.totalObjects === undefined
      ? `${w.elements} ${unit}`
      : `${w.elements} of ${w.totalObjects} ${unit}`;
  return (
    `  ${kind} ${format.ms(w.durationMs)} at +${w.atMs.toFixed(0)} ms, ${size}; changes before it: ` +
    `${w.runtimeCauses} the runtime's, ${w.otherCauses} not${causes ? `. ${causes}` : ''}`
  );
}

/** The style work of the page's traced load (style-work.mjs). */
function printStyleWork(work) {
  const { recalcs, layouts } = work;
  console.log(
    `Style work after the runtime started (one load, 4x CPU, invalidation tracking): ` +
      `${recalcs.count} style recalculations, ${format.ms(recalcs.totalMs)}, of which ` +
      `${format.ms(recalcs.withRuntimeCauseMs)} in those a change of the runtime's set off; ` +
      `${layouts.count} layouts, ${format.ms(layouts.totalMs)} (${format.ms(layouts.withRuntimeCauseMs)})`,
  );
  for (const w of recalcs.longest) console.log(workLine('recalc', w, 'elements restyled'));
  for (const w of layouts.longest) console.log(workLine('layout', w, 'objects dirty'));
}

/**
 * Prints, per page and mode, each variant's Lighthouse figures: median (min – max); then the
 * page's layout shift in every kind of load, its platform calls and its style work.
 */
export function printVariantTables(summaries, runs, cpu) {
  if (cpu) {
    console.log(
      `\nLighthouse slows the CPU ${cpu.cpuSlowdownMultiplier}x in both modes (host ` +
        `benchmarkIndex ${cpu.benchmarkIndex === null ? 'not measured' : Math.round(cpu.benchmarkIndex)}; ` +
        `${cpu.calibrated ? 'calibrated, cpu-calibration.mjs' : 'set by BENCH_LIGHTHOUSE_CPU'})`,
    );
  }
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
    printShiftTable(s);
    const calls = countBy(s.platformCalls, (c) => `${c.method} ${c.path} → ${c.status}`);
    console.log(
      `Platform calls: ${
        Object.entries(calls)
          .map(([call, n]) => (n > 1 ? `${call} ×${n}` : call))
          .join(', ') || 'none'
      }`,
    );
    if (s.styleWork) printStyleWork(s.styleWork);
  }
}

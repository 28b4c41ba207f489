// The runtime's part of the browser's style and layout work on a real page with its stylesheets
// (issue 33: with a 1.7 MB stylesheet, a style recalculation the runtime's DOM writes set off can
// cost as much as the runtime's own script). One load at 4x CPU, not scrolled, traced with
// Chromium's invalidation tracking, which records each change that makes style or layout dirty
// (a class, an attribute, an id, a node inserted, a stylesheet adopted) with the script stack that
// made it. Each style recalculation (UpdateLayoutTree) is charged with the changes recorded since
// the one before it ended, each layout with the layout invalidations since the layout before: a
// change whose stack has a frame of a file under /dist/ is the runtime's, any other (the parser, a
// stylesheet arriving, the browser) is not. A diagnostic, not a budget: the tracking slows the
// page down, so durations are longer than in the other loads.
import { openPage } from './chromium.mjs';
import { format, log } from './log.mjs';
import { RUNTIME_SCRIPT } from './page.mjs';
import { frameMapper, isRuntimeUrl } from './source-frames.mjs';
import { CPU_THROTTLING_RATE } from './tasks.mjs';
import { TRACE_CATEGORIES } from './trace.mjs';

/** What DevTools' "advanced rendering instrumentation" records, stacks included. */
export const STYLE_TRACE_CATEGORIES = [
  ...TRACE_CATEGORIES,
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'disabled-by-default-devtools.timeline.stack',
];

/** How many of the longest recalculations and layouts the report lists, and causes for each. */
const TOP_RECALCS = 5;
const TOP_LAYOUTS = 3;
const TOP_CAUSES = 3;
const QUIET_TIMEOUT_MS = 30_000;
const SETTLE_MS = 1000;

/** Changes that dirty style: a class, attribute or id change, a node inserted, a sheet added. */
const STYLE_CAUSES = new Set([
  'ScheduleStyleInvalidationTracking',
  'StyleRecalcInvalidationTracking',
  'ScheduleStyleRecalculation',
]);
const LAYOUT_CAUSES = new Set(['LayoutInvalidationTracking', 'InvalidateLayout']);
/** The style recalculation event, under its current name and the one before. */
const RECALC_EVENTS = new Set(['UpdateLayoutTree', 'RecalculateStyles']);

function pathOf(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** "DIV id='x' class='a b c'" (a trace's node name) → "div#x.a.b". */
function shortNode(nodeName = '') {
  const match = /^(\S+)(?: id='([^']*)')?(?: class='([^']*)')?/.exec(nodeName);
  if (!match) return nodeName;
  const [, tag, id, classes] = match;
  const classPart = (classes ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((c) => `.${c}`)
    .join('');
  return `${tag.toLowerCase()}${id ? `#${id}` : ''}${classPart}`;
}

/** What a tracking event says changed, without where the script was. */
function changeOf(event) {
  const data = event.args?.data ?? {};
  const on = data.nodeName ? ` on ${shortNode(data.nodeName)}` : '';
  if (data.changedClass) return `class "${data.changedClass}"${on}`;
  if (data.changedAttribute) return `attribute ${data.changedAttribute}${on}`;
  if (data.changedId) return `id "${data.changedId}"${on}`;
  if (data.changedPseudo) return `:${data.changedPseudo}${on}`;
  if (data.reason) return `${data.reason}${on}`;
  if (event.name === 'ScheduleStyleRecalculation') return 'style recalculation scheduled';
  if (event.name === 'InvalidateLayout') return `layout invalidated${on}`;
  return `${event.name}${on}`;
}

/** A cause: { change, fromRuntime, where } (where: the first two frames, source-mapped). */
async function describeCause(event, mapFrame) {
  const stack = event.args?.data?.stackTrace ?? [];
  const fromRuntime = stack.some((frame) => isRuntimeUrl(frame.url));
  const where = [];
  for (const frame of stack.slice(0, 2)) {
    // Trace stack frames count lines and columns from 1.
    const mapped = await mapFrame({
      url: frame.url,
      line: frame.lineNumber,
      column: Math.max(0, frame.columnNumber - 1),
      functionName: frame.functionName,
    });
    where.push(mapped ?? `${pathOf(frame.url) ?? '(inline)'} ${frame.functionName || '?'}`);
  }
  return { change: changeOf(event), fromRuntime, where: where.join(' ← ') };
}

/** Where a tracking event's stack starts ("url:line:column"), or null when it has none. */
function callSite(event) {
  const top = event.args?.data?.stackTrace?.[0];
  return top ? `${top.url}:${top.lineNumber}:${top.columnNumber}` : null;
}

/**
 * The causes worth listing: a scheduled recalculation says only that style became dirty, so it is
 * left out when a change recorded from the same call site says what changed (it stays for what
 * records nothing else, such as a stylesheet adopted).
 */
function distinctCauses(causes) {
  const sites = new Set(
    causes
      .filter((e) => e.name !== 'ScheduleStyleRecalculation')
      .map(callSite)
      .filter(Boolean),
  );
  return causes.filter(
    (e) => e.name !== 'ScheduleStyleRecalculation' || !sites.has(callSite(e) ?? ''),
  );
}

/**
 * One piece of work (a recalculation or a layout) with the causes recorded before it: how many
 * were the runtime's and how many not, and the TOP_CAUSES most frequent.
 */
async function charge(work, causes, mapFrame, startTs) {
  const described = [];
  for (const event of distinctCauses(causes)) described.push(await describeCause(event, mapFrame));
  const groups = new Map();
  for (const cause of described) {
    const key = `${cause.fromRuntime}|${cause.change}|${cause.where}`;
    const group = groups.get(key) ?? { ...cause, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  const args = work.args ?? {};
  return {
    atMs: (work.ts - startTs) / 1000,
    durationMs: work.dur / 1000,
    // A recalculation says how many elements it restyled; a layout how many objects were dirty.
    elements: args.elementCount ?? args.beginData?.dirtyObjects ?? null,
    ...(args.beginData?.totalObjects !== undefined && {
      totalObjects: args.beginData.totalObjects,
    }),
    runtimeCauses: described.filter((c) => c.fromRuntime).length,
    otherCauses: described.filter((c) => !c.fromRuntime).length,
    topCauses: [...groups.values()].sort((a, b) => b.count - a.count).slice(0, TOP_CAUSES),
  };
}

/**
 * Each of `works` (sorted by start) with the events of `causes` (sorted) that came after the end
 * of the work before it and before its own end.
 */
function pairWithCauses(works, causes) {
  let from = 0;
  let previousEnd = -Infinity;
  return works.map((work) => {
    const end = work.ts + work.dur;
    while (from < causes.length && causes[from].ts <= previousEnd) from += 1;
    const mine = [];
    let i = from;
    for (; i < causes.length && causes[i].ts <= end; i += 1) mine.push(causes[i]);
    from = i;
    previousEnd = end;
    return { work, causes: mine };
  });
}

/**
 * The style and layout work of a traced load after the runtime's core began to evaluate:
 * { recalcs: { count, totalMs, withRuntimeCauseMs, longest: [...] }, layouts: {...} }, each of
 * `longest` as charge() describes it. Null when the trace has no evaluation of the core.
 */
export async function analyseStyleWork(traceBuffer, mapFrame) {
  const { traceEvents: events } = JSON.parse(traceBuffer.toString('utf8'));
  const evaluation = events.find(
    (e) => e.name === 'EvaluateScript' && pathOf(e.args?.data?.url ?? '') === RUNTIME_SCRIPT,
  );
  if (!evaluation) return null;
  const thread = events
    .filter((e) => e.pid === evaluation.pid && e.tid === evaluation.tid)
    .sort((a, b) => a.ts - b.ts);
  const complete = (names) =>
    thread.filter((e) => names.has(e.name) && e.ph === 'X' && typeof e.dur === 'number');
  const summarise = async (works, causeNames, top) => {
    const causes = thread.filter((e) => causeNames.has(e.name));
    const paired = pairWithCauses(works, causes).filter(({ work }) => work.ts >= evaluation.ts);
    const charged = [];
    for (const { work, causes: mine } of paired) {
      charged.push(await charge(work, mine, mapFrame, evaluation.ts));
    }
    const totalMs = charged.reduce((sum, w) => sum + w.durationMs, 0);
    const withRuntimeCauseMs = charged
      .filter((w) => w.runtimeCauses > 0)
      .reduce((sum, w) => sum + w.durationMs, 0);
    return {
      count: charged.length,
      totalMs,
      withRuntimeCauseMs,
      longest: [...charged].sort((a, b) => b.durationMs - a.durationMs).slice(0, top),
    };
  };
  return {
    recalcs: await summarise(complete(RECALC_EVENTS), STYLE_CAUSES, TOP_RECALCS),
    layouts: await summarise(complete(new Set(['Layout'])), LAYOUT_CAUSES, TOP_LAYOUTS),
  };
}

/**
 * One load of `url` (a real page with the runtime) at 4x CPU, desktop, not scrolled, traced with
 * invalidation tracking until the network is quiet and a second more; its analyseStyleWork().
 */
export async function traceStyleWork(browser, url, distDir) {
  const { context, page } = await openPage(browser, { cpuThrottlingRate: CPU_THROTTLING_RATE });
  let tracing = false;
  try {
    await browser.startTracing(page, { categories: STYLE_TRACE_CATEGORIES });
    tracing = true;
    await page.goto(url, { waitUntil: 'load' });
    // A page that keeps the network busy is measured as it is after the time-out.
    await page
      .waitForLoadState('networkidle', { timeout: QUIET_TIMEOUT_MS })
      .catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const trace = await browser.stopTracing();
    tracing = false;
    const work = await analyseStyleWork(trace, frameMapper(distDir));
    if (!work) throw new Error(`The trace of ${url} has no evaluation of ${RUNTIME_SCRIPT}`);
    const { recalcs, layouts } = work;
    log(
      `  style work after the runtime started (4x CPU, invalidation tracking): ` +
        `${recalcs.count} recalculations, ${format.ms(recalcs.totalMs)} ` +
        `(${format.ms(recalcs.withRuntimeCauseMs)} with a change of the runtime's among their ` +
        `causes); ${layouts.count} layouts, ${format.ms(layouts.totalMs)} ` +
        `(${format.ms(layouts.withRuntimeCauseMs)})`,
    );
    return work;
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

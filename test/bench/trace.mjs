// Main-thread tasks from a Chromium trace. The trace sees every task, however short (the page's
// longtask observer only sees tasks over 50 ms), and what each task did: running script, or
// style, layout and paint.
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

const LONG_TASK_MS = 50;
/** Trace events during which JavaScript runs; they nest, so their time is merged. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'XHRReadyStateChange',
  'XHRLoad',
  'v8.compile',
]);

function pathOf(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

function isComplete(event, name) {
  return event.name === name && event.ph === 'X' && typeof event.dur === 'number';
}

/** The events nested in `task`; `sorted` is the thread's events ordered by start time. */
function eventsInside(task, sorted) {
  const end = task.ts + task.dur;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle].ts < task.ts) low = middle + 1;
    else high = middle;
  }
  const inside = [];
  for (let i = low; i < sorted.length && sorted[i].ts <= end; i += 1) {
    const e = sorted[i];
    if (e !== task && e.ph === 'X' && e.name !== 'RunTask' && e.ts + (e.dur ?? 0) <= end) {
      inside.push(e);
    }
  }
  return inside;
}

/** Milliseconds of a task spent running script: the union of its script events' spans. */
function scriptMs(inside) {
  const spans = inside
    .filter((e) => SCRIPT_EVENTS.has(e.name))
    .map((e) => [e.ts, e.ts + e.dur])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = [null, null];
  for (const [s, e] of spans) {
    if (end === null || s > end) {
      if (end !== null) total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  if (end !== null) total += end - start;
  return total / 1000;
}

/** The path of the script an event ran, when the trace names one. */
function scriptPathOf(event) {
  const data = event.args?.data ?? {};
  return pathOf(data.url ?? '') ?? pathOf(data.stackTrace?.[0]?.url ?? '');
}

/**
 * The tasks that ran code loaded from under `prefix` (e.g. '/dist/': the core and its packs), each
 * with what it did. A task counts whole: the style and layout its script forced are its cost too.
 */
function tasksRunning(prefix, tasks, sorted) {
  return tasks
    .map((task) => ({ task, inside: eventsInside(task, sorted) }))
    .filter(({ inside }) => inside.some((e) => scriptPathOf(e)?.startsWith(prefix)));
}

/** The three biggest (possibly nested) pieces of work in a task, e.g. "PrePaint 61.2 ms". */
function describe(inside) {
  return inside
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((e) => {
      const data = e.args?.data ?? {};
      const raw = data.url || data.stackTrace?.[0]?.url || '';
      // A data: URL's path is its whole payload: its media type says enough.
      const url = raw.startsWith('data:')
        ? `${raw.slice(5).split(/[;,]/)[0]} data URL`
        : pathOf(raw);
      const detail = [data.type, url].filter(Boolean).join(' ');
      return `${e.name} ${(e.dur / 1000).toFixed(1)} ms${detail ? ` (${detail})` : ''}`;
    })
    .join(', ');
}

/** The task with the most script time; tasks shorter than the best so far cannot beat it. */
function mostScript(tasks, sorted) {
  let best = null;
  for (const task of [...tasks].sort((a, b) => b.dur - a.dur)) {
    if (best && task.dur / 1000 <= best.scriptMs) break;
    const inside = eventsInside(task, sorted);
    const ms = scriptMs(inside);
    if (!best || ms > best.scriptMs) best = { task, scriptMs: ms, inside };
  }
  return best;
}

/**
 * Milliseconds the main thread spent in tasks over the whole trace: the sum of the top-level
 * tasks' durations (a task that runs inside another, in a nested run loop, is counted once, in the
 * outer one). `tasks` is the thread's RunTask events ordered by start time.
 */
function taskTimeMs(tasks) {
  let total = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts >= end) {
      total += task.dur;
      end = task.ts + task.dur;
    }
  }
  return total / 1000;
}

/**
 * Tasks on the renderer main thread that evaluated `scriptPath`, after the evaluation ended:
 * the longest task (any work), the most script run in one task, how many tasks ran over 50 ms,
 * and the evaluation task itself. With `ownPrefix`, also the longest of the tasks, the evaluation
 * included, that ran code loaded from under that prefix, and how many of them ran over 50 ms. And
 * the thread's task time over the whole trace (`mainThreadTaskMs`). Null when the trace has no
 * evaluation of `scriptPath`.
 */
export function analyseTrace(traceBuffer, scriptPath, { ownPrefix = null } = {}) {
  const { traceEvents: events } = JSON.parse(traceBuffer.toString('utf8'));
  const evaluation = events.find(
    (e) => isComplete(e, 'EvaluateScript') && pathOf(e.args?.data?.url ?? '') === scriptPath,
  );
  if (!evaluation) return null;
  const evaluationEnd = evaluation.ts + evaluation.dur;
  const sorted = events
    .filter((e) => e.pid === evaluation.pid && e.tid === evaluation.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks = sorted.filter((e) => isComplete(e, 'RunTask'));
  const evaluationTask = tasks.find((t) => t.ts <= evaluation.ts && t.ts + t.dur >= evaluationEnd);
  const after = tasks.filter((t) => t.ts >= evaluationEnd);
  const longest = after.reduce((best, t) => (!best || t.dur > best.dur ? t : best), null);
  const script = mostScript(after, sorted);
  const own = ownPrefix ? tasksRunning(ownPrefix, tasks, sorted) : [];
  const longestOwn = own.reduce(
    (best, t) => (!best || t.task.dur > best.task.dur ? t : best),
    null,
  );
  return {
    ...(ownPrefix && {
      longestOwnTaskMs: longestOwn ? longestOwn.task.dur / 1000 : 0,
      longestOwnTaskWork: longestOwn ? describe(longestOwn.inside) : '',
      ownTasksOver50: own.filter((t) => t.task.dur / 1000 > LONG_TASK_MS).length,
    }),
    longestTaskMs: longest ? longest.dur / 1000 : 0,
    longestTaskWork: longest ? describe(eventsInside(longest, sorted)) : '',
    longestScriptMs: script?.scriptMs ?? 0,
    longestScriptWork: script ? describe(script.inside) : '',
    tasksOver50: after.filter((t) => t.dur / 1000 > LONG_TASK_MS).length,
    evaluationTaskMs: (evaluationTask ?? evaluation).dur / 1000,
    mainThreadTaskMs: taskTimeMs(tasks),
  };
}

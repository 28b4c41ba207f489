// Loaded first, as a classic script in <head>, on every bench page. Records when every block has
// reached a final data-sr-state, the long tasks and the layout shifts, for test/bench/boot.mjs.
(() => {
  const FINAL_STATES = ['mounted', 'skipped', 'failed'];
  const expected = Number(document.documentElement.dataset.benchExpect);
  const settled = new Set();
  // A page with nothing to mount (the template alone) is mounted from the start.
  const bench = { expected, doneAt: expected === 0 ? 0 : null, longTasks: [], layoutShifts: [] };
  // The bench is told through a binding it exposed, rather than by polling or evaluating, which
  // would add script work to the page while it is measured.
  const tellMounted = () => window.__benchMounted?.(bench.doneAt);
  if (bench.doneAt !== null) tellMounted();
  window.__bench = bench;

  // The time is taken when the observer runs, right after the task that changed the states.
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (FINAL_STATES.includes(target.getAttribute('data-sr-state'))) settled.add(target);
      else settled.delete(target);
    }
    if (bench.doneAt === null && settled.size >= expected) {
      bench.doneAt = performance.now();
      tellMounted();
    }
  }).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-sr-state'],
  });

  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      bench.longTasks.push({ start: task.startTime, duration: task.duration });
    }
  }).observe({ type: 'longtask', buffered: true });

  /** Which block a shifted node belongs to, for the report. */
  function describeNode({ node }) {
    const element = node instanceof Element ? node : node?.parentElement;
    const block = element?.closest('.sqs-block');
    if (block) return `#${block.id}`;
    return element ? element.tagName.toLowerCase() : 'unknown node';
  }

  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      bench.layoutShifts.push({
        start: shift.startTime,
        value: shift.value,
        hadRecentInput: shift.hadRecentInput,
        blocks: (shift.sources ?? []).map(describeNode),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  /** The element of the last largest-contentful-paint entry: what the page's LCP is. */
  let lcpElement = null;
  new PerformanceObserver((list) => {
    const element = list.getEntries().at(-1)?.element;
    if (!element) return;
    const name = element.tagName.toLowerCase();
    const classes = [...element.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    lcpElement = `${name}${classes}`;
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  function markTime(name) {
    return performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null;
  }

  /**
   * The figures of this page load. Boot starts when the measured script could start evaluating:
   * after the mark set just before it and after its bytes arrived.
   */
  bench.figures = (scriptPath) => {
    const resource = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === scriptPath);
    const scriptStart = Math.max(markTime('bench:script-start') ?? 0, resource?.responseEnd ?? 0);
    const scriptEnd = markTime('bench:script-end');
    const ownShifts = bench.layoutShifts.filter((s) => !s.hadRecentInput && s.start >= scriptStart);
    return {
      bootMs: bench.doneAt === null ? null : bench.doneAt - scriptStart,
      scriptStart,
      scriptEnd,
      longTasksAfterEvaluation: bench.longTasks.filter(
        (t) => scriptEnd !== null && t.start >= scriptEnd,
      ),
      cls: ownShifts.reduce((sum, s) => sum + s.value, 0),
      lcpElement,
      shiftedBlocks: [...new Set(ownShifts.flatMap((s) => s.blocks))],
    };
  };
})();

// The budgets of DESIGN.md ("Budgets (checked by a benchmark, not by a timed test)").
export const BUDGETS = {
  /** Core bundle gzip size / gzip size of a React + react-dom IIFE built in the same run. */
  sizeRatio: 1,
  /** Boot to all blocks mounted on the 300-block page / a bare React loop, same number of roots. */
  bootRatio: 1.5,
  /** No task over 50 ms after the bundle has been evaluated. */
  longestTaskMs: 50,
  /** The runtime adds no layout shift: CLS 0.00 from its own work. */
  cls: 0,
  /**
   * On the generated 3,000-block page: the runtime's main-thread time and memory per block at most
   * this many times the 300-block page's (within 20%), and no task over 50 ms after the bundle was
   * evaluated.
   */
  manyBlocks: { perBlockRatio: 1.2, longestTaskMs: 50 },
  /**
   * On the pages of fixtures/real-pages/ that keep their stylesheets (Lighthouse mobile defaults,
   * gzip serving, medians): what the runtime adds over the same page with no script, blocking time
   * simulated and observed; its LCP over the ideal page (the finished page as a server would send
   * it), in both modes; on every real page, its longest task at 4x CPU and the layout shift it adds
   * (after it started, less what the page shifts without it).
   */
  realPages: {
    addedTbtMs: 50,
    addedObservedTbtMs: 100,
    lcpOverIdealMs: 150,
    runtimeTaskMs: 50,
    runtimeCls: 0,
  },
  /** Lighthouse, mobile defaults, on every demo page. */
  lighthouse: { performance: 0.95, accessibility: 1, bestPractices: 0.96 },
};

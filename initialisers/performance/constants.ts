// Timings and messages of the performance collector: spec widgets.md sections 4, 8 and 9.

/** Records are flushed this long after the page's load event (and whenever the page is hidden). */
export const FLUSH_AFTER_LOAD_MS = 30_000;
/** Metrics are collected until this long after load, or until the page is first hidden. */
export const METRIC_WAIT_MS = 60_000;

/** Reported to the error reporter; each stops collection (spec widgets.md section 8). */
export const SETTINGS_TIMEOUT_MESSAGE = 'Metric settings request timeout';
export const UNEXPECTED_STATUS_MESSAGE = 'XHR finished with an unexpected status';
export const NO_PAGE_LOAD_ID_MESSAGE = 'unable to resolve pageLoadId';

/** Dispatched on `document` after each change, for demo pages and diagnostics. */
export const PERFORMANCE_STATUS_EVENT = 'site-runtime:performance';

/** The lazy pack (dist/packs/performance.js) holding web-vitals and the collector. */
export const PERFORMANCE_PACK = 'performance';

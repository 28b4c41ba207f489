// Limits of the error reporter: spec runtime.md sections 4 and 9 ("at most 20 sends and 10
// queued; the stack is truncated at 5000 characters; sends are debounced by 1 s").

/** POSTs to RecordJavascriptErrors per page view; reporting is suppressed after that. */
export const MAX_SENDS = 20;
/** Errors waiting in the queue; more are dropped until the queue has been sent. */
export const MAX_QUEUED = 10;
export const STACK_LIMIT = 5000;
/**
 * Caps for the other fields of a report (our choice; the spec caps only the stack): a page that
 * throws a 2 MB message, or reports 2 MB of custom data, sends a few kilobytes.
 */
export const FIELD_LIMITS = {
  message: 1000,
  url: 2000,
  file: 2000,
  userAgent: 500,
  /** websiteId, templateId, the error's type and each custom string. */
  short: 200,
  /** Custom data as JSON; larger custom data is replaced by a note saying so. */
  custom: 2000,
  /** Keys of custom data kept; the rest are left out. */
  customKeys: 20,
} as const;
/** A send waits until no new error has arrived for this long. */
export const SEND_DEBOUNCE_MS = 1000;
/**
 * How long sending pauses after the endpoint answered 429 Too Many Requests (our choice: the spec
 * names no figure). Errors keep queueing (up to the limit) and go in one send when it ends.
 */
export const RATE_LIMIT_PAUSE_MS = 60_000;
/** How many stack frames, with the type and message, make an error's signature. */
export const SIGNATURE_FRAMES = 3;

/** The `event` of every report. */
export const JAVASCRIPT_ERROR_EVENT = 'javascript_error';

/** What browsers report for an error in a cross-origin script: nothing useful, so dropped. */
export const OPAQUE_SCRIPT_ERROR = /^(?:uncaught )?script error\.?$/i;

/**
 * Dispatched on `document` after each change, for demo pages and diagnostics; detail
 * {@link import('./reporter').ReporterChange}.
 */
export const ERROR_REPORTER_STATUS_EVENT = 'site-runtime:error-reporter';

/** The lazy pack (dist/packs/error-reporter.js) that describes, queues and sends reports. */
export const ERROR_REPORTER_PACK = 'error-reporter';

/**
 * Errors kept while the pack is on its way (before the page is idle after load, or after a failed
 * fetch). More than the queue holds, so that duplicates among them, dropped by the reporter, leave
 * room for the others.
 */
export const WAITING_ERRORS_LIMIT = 50;

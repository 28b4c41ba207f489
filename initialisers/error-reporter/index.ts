// Error reporter (spec runtime.md sections 4, 7 and 9; notes/anchors.md "Telemetry"). Sends
// uncaught errors, unhandled rejections, the runtime's block and initialiser failures and the
// errors features report to POST /api/events/RecordJavascriptErrors, with the crumb as the
// X-CSRF-Token header.
//
// Public API for features and pages: dispatch `site-runtime:report-error` on document with detail
// {error, custom?} (src/runtime/report-error.ts `reportError`; pages: SiteRuntime.reportError).
// The runtime's own error events are only listened to, never cancelled, so the runtime still
// logs them. Limits: 1 s debounce, at most 10 queued and 20 sends, stacks cut at 5000
// characters, duplicates (same type, message and top frames) and "Script error." dropped, a 429
// pauses sending for 60 s. Its own failed sends are never reported. Under the restrictive policy,
// reports go only once the visitor accepted (read at each send); the URL goes without #fragment.
import { recordJavascriptErrors } from '../../src/api';
import { isRecord } from '../../src/lib/coerce';
import { REPORT_ERROR_EVENT } from '../../src/runtime/report-error';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { isTrackingAllowed } from '../../src/store/consent';
import { createErrorCapture } from './capture';
import { ERROR_REPORTER_STATUS_EVENT } from './constants';
import { createErrorReporter, type ReporterChange } from './reporter';

export { ERROR_REPORTER_STATUS_EVENT } from './constants';
export type { ReporterChange } from './reporter';

function detailOf(event: Event): Record<string, unknown> {
  const { detail } = event as CustomEvent<unknown>;
  return isRecord(detail) ? detail : {};
}

function customOf(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

export const errorReporterInitialiser: InitialiserDefinition = {
  name: 'error-reporter',
  init({ context, store, signal, log }) {
    const doc = document;
    const reporter = createErrorReporter({
      send: (events, options) => recordJavascriptErrors(events, options),
      // Read when sending: consent is not known yet when this runs, first of all.
      allowed: () => isTrackingAllowed(store.getState()),
      signal,
      log,
      onChange: (change: ReporterChange) =>
        doc.dispatchEvent(new CustomEvent(ERROR_REPORTER_STATUS_EVENT, { detail: change })),
    });
    const capture = createErrorCapture({ context, reporter, log });

    window.addEventListener(
      'error',
      (event) => {
        // Resource errors (an image that fails) do not bubble to window; script errors do.
        if (!(event instanceof ErrorEvent)) return;
        capture({
          error: event.error ?? null,
          source: 'error',
          message: event.message,
          file: event.filename,
          line: event.lineno,
          column: event.colno,
        });
      },
      { signal },
    );
    window.addEventListener(
      'unhandledrejection',
      (event) =>
        capture({ error: (event as PromiseRejectionEvent).reason, source: 'unhandledrejection' }),
      { signal },
    );
    doc.addEventListener(
      'site-runtime:block-error',
      (event) => {
        const { id, type, error } = detailOf(event);
        capture({ error, source: 'block', custom: { blockId: id, blockType: type } });
      },
      { signal },
    );
    doc.addEventListener(
      'site-runtime:initialiser-error',
      (event) => {
        const { name, error } = detailOf(event);
        capture({ error, source: 'initialiser', custom: { initialiser: name } });
      },
      { signal },
    );
    doc.addEventListener(
      REPORT_ERROR_EVENT,
      (event) => {
        const { error, custom } = detailOf(event);
        if (custom !== undefined && !isRecord(custom)) {
          log.warn(`${REPORT_ERROR_EVENT}: custom must be an object; it is left out`);
        }
        capture({ error, source: 'report', custom: customOf(custom) });
      },
      { signal },
    );
    // Not `unload`: a listener for it keeps the page out of the back/forward cache.
    window.addEventListener('pagehide', () => reporter.flushNow(), { signal });
  },
};

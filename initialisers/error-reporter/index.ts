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
//
// The listeners live in the core, so nothing thrown from the start is missed; what they catch is
// described, queued and sent by the `error-reporter` pack (3 KiB gzip), fetched once the page has
// loaded and the browser is idle, or at the first error if that comes sooner: none of its bytes
// share the network with the page's first paint, and it is in place before most errors, which
// often come with a failing network. Errors caught while it is on its way wait for it (at most
// WAITING_ERRORS_LIMIT); if it cannot be fetched they are dropped with a warning, and the next
// error asks for it again.
import { isRecord } from '../../src/lib/coerce';
import { afterLoadWhenIdle } from '../../src/runtime/page-load';
import { REPORT_ERROR_EVENT } from '../../src/runtime/report-error';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { ERROR_REPORTER_PACK, WAITING_ERRORS_LIMIT } from './constants';
import type { CapturedError } from './describe-error';
import type { ErrorReporterPack, ErrorReporting } from './pack-exports';
import * as dom from '../../src/lib/dom';

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
  init({ context, store, signal, log, loadPack }) {
    const doc = document;
    let reporting: ErrorReporting | null = null;
    /** What was caught before the pack came. */
    let waiting: CapturedError[] = [];
    /** The page was left (pagehide) while errors waited for the pack: they go as soon as it comes. */
    let leftWhileWaiting = false;

    let asked = false;
    const fetchReporting = (): void => {
      if (asked || signal.aborted) return;
      asked = true;
      loadPack<ErrorReporterPack>(ERROR_REPORTER_PACK).then(
        (pack) => {
          if (signal.aborted) return;
          reporting = pack.startErrorReporting({ context, store, signal, log });
          const caught = waiting;
          waiting = [];
          for (const captured of caught) reporting.capture(captured);
          if (leftWhileWaiting) reporting.flushNow();
        },
        (error: unknown) => {
          // Lost with the pack: what waited. The next error asks for it again.
          asked = false;
          waiting = [];
          if (!signal.aborted) {
            log.warn(
              'Errors on this page cannot be reported: its error reporter did not load',
              error,
            );
          }
        },
      );
    };
    afterLoadWhenIdle(signal, fetchReporting);

    const capture = (captured: CapturedError): void => {
      if (reporting) {
        reporting.capture(captured);
        return;
      }
      if (waiting.length < WAITING_ERRORS_LIMIT) waiting.push(captured);
      fetchReporting();
    };

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
    dom.on(
      doc,
      'site-runtime:block-error',
      (event) => {
        const { id, type, error } = detailOf(event);
        capture({ error, source: 'block', custom: { blockId: id, blockType: type } });
      },
      { signal },
    );
    dom.on(
      doc,
      'site-runtime:initialiser-error',
      (event) => {
        const { name, error } = detailOf(event);
        capture({ error, source: 'initialiser', custom: { initialiser: name } });
      },
      { signal },
    );
    dom.on(
      doc,
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
    window.addEventListener(
      'pagehide',
      () => {
        if (reporting) reporting.flushNow();
        else if (waiting.length > 0) leftWhileWaiting = true;
      },
      { signal },
    );
  },
};

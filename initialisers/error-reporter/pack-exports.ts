// What the `error-reporter` pack hands the core through definePack: turning what the core's
// listeners caught into reports (describe-error.ts, build-event.ts), and the queue that sends them
// (reporter.ts).
import { recordJavascriptErrors } from '../../src/api';
import type { InitialiserContext } from '../../src/runtime/types';
import { isTrackingAllowed } from '../../src/store/consent';
import { createErrorCapture } from './capture';
import { ERROR_REPORTER_STATUS_EVENT } from './constants';
import type { CapturedError } from './describe-error';
import { createErrorReporter, type ReporterChange } from './reporter';
import * as dom from '../../src/lib/dom';

export type ErrorReportingOptions = Pick<
  InitialiserContext,
  'context' | 'store' | 'signal' | 'log'
>;

export interface ErrorReporting {
  capture: (captured: CapturedError) => void;
  /** Sends what is queued now (the page is being left). */
  flushNow: () => void;
}

function startErrorReporting({
  context,
  store,
  signal,
  log,
}: ErrorReportingOptions): ErrorReporting {
  const onChange = (change: ReporterChange) =>
    dom.emit(document, new CustomEvent(ERROR_REPORTER_STATUS_EVENT, { detail: change }));
  const reporter = createErrorReporter({
    send: (events, options) => recordJavascriptErrors(events, options),
    // Read when sending: consent may be given or withdrawn at any time.
    allowed: () => isTrackingAllowed(store.getState()),
    signal,
    log,
    onChange,
  });
  onChange({ kind: 'ready', ...reporter.status() });
  return {
    capture: createErrorCapture({ context, reporter, log }),
    flushNow: () => reporter.flushNow(),
  };
}

export const errorReporterPack = { startErrorReporting };

export type ErrorReporterPack = typeof errorReporterPack;

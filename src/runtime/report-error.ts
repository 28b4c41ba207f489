// The one way for a feature (or a page) to hand an error to the error reporter: a DOM event, so
// that no initialiser or block imports another (DESIGN.md, layout). The error reporter listens
// for it while it runs; when it does not run, the event reaches nobody and nothing happens.
import * as dom from '../lib/dom';

/** Dispatched on `document`; detail {@link ReportErrorDetail}. */
export const REPORT_ERROR_EVENT = 'site-runtime:report-error';

export interface ReportErrorDetail {
  /** An Error (its name, message and stack are sent) or any value (described as text). */
  error: unknown;
  /** Extra fields sent as the report's `custom` data. */
  custom?: Record<string, unknown>;
}

/** Asks the error reporter to send `error` (subject to its limits and de-duplication). */
export function reportError(
  error: unknown,
  custom?: Record<string, unknown>,
  doc: Document = document,
): void {
  const detail: ReportErrorDetail = custom === undefined ? { error } : { error, custom };
  dom.emit(doc, new CustomEvent(REPORT_ERROR_EVENT, { detail }));
}

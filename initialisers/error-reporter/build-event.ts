import { RUNTIME_APP, type JavascriptErrorEvent } from '../../src/api';
import type { PageContext } from '../../src/context/types';
import type { Logger } from '../../src/runtime/types';
import { isRecord } from '../../src/lib/coerce';
import { JAVASCRIPT_ERROR_EVENT } from './constants';
import type { ErrorDetails, ErrorSource } from './describe-error';

/**
 * The caller's custom fields as plain JSON: a value JSON cannot carry (a cycle, a BigInt) would
 * make the whole batch unsendable, so such custom data is left out, with a warning.
 */
function plainCustom(custom: Record<string, unknown> | undefined, log: Logger): object {
  if (custom === undefined) return {};
  try {
    const copy: unknown = JSON.parse(JSON.stringify(custom));
    if (isRecord(copy)) return copy;
  } catch (error) {
    log.warn('Custom data of a reported error is not JSON; it is left out', error);
    return {};
  }
  log.warn('Custom data of a reported error must be an object; it is left out');
  return {};
}

/** One RecordJavascriptErrors entry (spec runtime.md section 7). */
export function buildJavascriptErrorEvent(
  details: ErrorDetails,
  source: ErrorSource,
  custom: Record<string, unknown> | undefined,
  context: PageContext,
  log: Logger,
): JavascriptErrorEvent {
  return {
    event: JAVASCRIPT_ERROR_EVENT,
    data: {
      websiteId: context.website.id,
      templateId: context.templateId,
      url: window.location.href,
      userAgent: navigator.userAgent,
      app: RUNTIME_APP,
      message: details.message,
      stack: details.stack,
      file: details.file,
      line: details.line,
      column: details.column,
      // The spec's fields have no place for the error's type, so it rides in custom.
      custom: { ...plainCustom(custom, log), source, type: details.type },
    },
    timestamp: Date.now(),
  };
}

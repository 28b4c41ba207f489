import { RUNTIME_APP, type JavascriptErrorEvent } from '../../src/api';
import type { PageContext } from '../../src/context/types';
import type { Logger } from '../../src/runtime/types';
import { isRecord } from '../../src/lib/coerce';
import { pageUrlWithoutFragment } from '../../src/lib/page-url';
import { FIELD_LIMITS, JAVASCRIPT_ERROR_EVENT, STACK_LIMIT } from './constants';
import type { ErrorDetails, ErrorSource } from './describe-error';

function cap(text: string, limit: number): string {
  return text.length > limit ? text.slice(0, limit) : text;
}

/**
 * The caller's custom fields as plain JSON: a value JSON cannot carry (a cycle, a BigInt) would
 * make the whole batch unsendable, so such custom data is left out, with a warning. Within the
 * caps: at most 20 keys, each string cut to 200 characters, 2000 characters of JSON in all.
 */
function plainCustom(custom: Record<string, unknown> | undefined, log: Logger): object {
  if (custom === undefined) return {};
  let copy: unknown;
  try {
    // Strings are cut as they are copied, so a huge value never reaches the JSON text whole.
    copy = JSON.parse(
      JSON.stringify(custom, (_key, value: unknown) =>
        typeof value === 'string' ? cap(value, FIELD_LIMITS.short) : value,
      ),
    );
  } catch (error) {
    log.warn('Custom data of a reported error is not JSON; it is left out', error);
    return {};
  }
  if (!isRecord(copy)) {
    log.warn('Custom data of a reported error must be an object; it is left out');
    return {};
  }
  const kept = Object.fromEntries(Object.entries(copy).slice(0, FIELD_LIMITS.customKeys));
  if (JSON.stringify(kept).length > FIELD_LIMITS.custom) {
    log.warn('Custom data of a reported error is too large; it is left out');
    return { customTooLarge: true };
  }
  return kept;
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
      websiteId: cap(context.website.id, FIELD_LIMITS.short),
      templateId: cap(context.templateId, FIELD_LIMITS.short),
      url: cap(pageUrlWithoutFragment(), FIELD_LIMITS.url),
      userAgent: cap(navigator.userAgent, FIELD_LIMITS.userAgent),
      app: RUNTIME_APP,
      message: cap(details.message, FIELD_LIMITS.message),
      stack: cap(details.stack, STACK_LIMIT),
      file: cap(details.file, FIELD_LIMITS.file),
      line: details.line,
      column: details.column,
      // The spec's fields have no place for the error's type, so it rides in custom.
      custom: {
        ...plainCustom(custom, log),
        source,
        type: cap(details.type, FIELD_LIMITS.short),
      },
    },
    timestamp: Date.now(),
  };
}

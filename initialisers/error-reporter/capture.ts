import type { PageContext } from '../../src/context/types';
import type { Logger } from '../../src/runtime/types';
import { buildJavascriptErrorEvent } from './build-event';
import { OPAQUE_SCRIPT_ERROR } from './constants';
import { describeCapturedError, errorSignature, type CapturedError } from './describe-error';
import type { ErrorReporter } from './reporter';

export interface CaptureOptions {
  context: PageContext;
  reporter: ErrorReporter;
  log: Logger;
}

/**
 * Turns what the listeners caught into reports for the queue. Guarded: it never throws, and an
 * error raised while it works (a custom toJSON or getter of the reported value that throws or
 * reports again) is not captured, so the reporter cannot feed on itself.
 */
export function createErrorCapture({
  context,
  reporter,
  log,
}: CaptureOptions): (captured: CapturedError) => void {
  let capturing = false;
  // One error object can arrive twice (a block error that also reaches window.onerror).
  const seenErrors = new WeakSet<object>();

  return (captured) => {
    if (capturing) return;
    capturing = true;
    try {
      const { error } = captured;
      const details = describeCapturedError(captured);
      if (typeof error === 'object' && error !== null) {
        if (seenErrors.has(error)) {
          reporter.dropped('duplicate', details.message);
          return;
        }
        seenErrors.add(error);
      }
      if (OPAQUE_SCRIPT_ERROR.test(details.message.trim()) && details.stack === '') {
        reporter.dropped('script-error', details.message);
        return;
      }
      const event = buildJavascriptErrorEvent(
        details,
        captured.source,
        captured.custom,
        context,
        log,
      );
      reporter.enqueue(event, errorSignature(details));
    } catch (failure) {
      log.warn('Could not capture an error for reporting', failure);
    } finally {
      capturing = false;
    }
  };
}

import type { Logger } from './types';

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * Tells the page (and the error reporter) that one unit failed. The event is cancelable: a
 * listener that calls preventDefault() takes over, and the runtime does not log it.
 */
function emitUnitError<Detail extends { error: unknown }>(
  doc: Document,
  type: string,
  detail: Detail,
  log: Logger,
  message: string,
): void {
  const event = new CustomEvent(type, { detail, cancelable: true });
  const handled = !doc.dispatchEvent(event);
  if (!handled) log.error(message, detail.error);
}

export function emitBlockError(
  doc: Document,
  detail: { id: string; type: string; error: unknown },
  log: Logger,
): void {
  emitUnitError(
    doc,
    'site-runtime:block-error',
    detail,
    log,
    `Block ${detail.id} (${detail.type}) failed`,
  );
}

export function emitInitialiserError(
  doc: Document,
  detail: { name: string; error: unknown },
  log: Logger,
): void {
  emitUnitError(
    doc,
    'site-runtime:initialiser-error',
    detail,
    log,
    `Initialiser "${detail.name}" failed`,
  );
}

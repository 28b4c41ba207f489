import type { Logger } from './types';
import * as dom from '../lib/dom';

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    // Its fields can be reassigned to anything: only text counts.
    const { message, name } = error as { message: unknown; name: unknown };
    return (
      (typeof message === 'string' && message) || (typeof name === 'string' && name) || 'Error'
    );
  }
  if (typeof error === 'string') return error;
  try {
    // JSON for objects; String for the rest (NaN stays NaN; a Symbol or a BigInt has no JSON).
    const json = typeof error === 'object' && error !== null ? JSON.stringify(error) : undefined;
    return json ?? String(error);
  } catch {
    // JSON fails on cycles and BigInts; String on objects without a prototype or too deeply
    // nested to join. (A Proxy that throws on every access still throws here.)
    try {
      return String(error);
    } catch {
      return Object.prototype.toString.call(error);
    }
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
  const handled = !dom.emit(doc, event);
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

export function emitControllerError(
  doc: Document,
  detail: { name: string; element: HTMLElement; selector: string; error: unknown },
  log: Logger,
): void {
  emitUnitError(
    doc,
    'site-runtime:controller-error',
    detail,
    log,
    `Controller ${detail.name} on ${detail.selector} failed`,
  );
}

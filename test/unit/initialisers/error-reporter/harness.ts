import { pageContextInitialiser } from '../../../../src/context/context-initialiser';
import { vi } from 'vitest';
import { requests } from '../../../../fixtures/api';
import type { RecordedRequest } from '../../../../fixtures/api';
import type { JavascriptErrorEvent } from '../../../../src/api';
import { ERROR_REPORTER_PACK } from '../../../../initialisers/error-reporter/constants';
import { errorReporterPack } from '../../../../initialisers/error-reporter/pack-exports';
import { PackLoader } from '../../../../src/runtime/packs';
import { createRuntime } from '../../../../src/runtime/runtime';
import type { InitialiserDefinition, SiteRuntimeApi } from '../../../../src/runtime/types';

export const RECORD_ERRORS = '/api/events/RecordJavascriptErrors';

export const PAGE_CONTEXT = {
  website: { id: 'website-1', identifier: 'demo', language: 'en-GB', timeZone: 'Europe/London' },
  templateId: 'template-7',
  pageType: 2,
  collection: { id: 'collection-3', type: 1, title: 'Home', fullUrl: '/' },
};

/** A pack loader that has the error reporter's pack, as if fetched. */
export function loaderWithErrorReporter(): PackLoader {
  const packs = new PackLoader(document);
  packs.define(ERROR_REPORTER_PACK, errorReporterPack);
  return packs;
}

/** Puts the page context where the runtime reads it. */
export function writePageContext(context: object = PAGE_CONTEXT): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-context';
  script.textContent = JSON.stringify(context);
  document.head.append(script);
}

/**
 * A runtime with the given initialisers, booted. Its pack loader holds the error reporter's pack,
 * as a browser has it once fetched; `packs` replaces that loader (a test of the fetch itself).
 */
export function bootRuntime(
  initialisers: InitialiserDefinition[],
  packs: PackLoader = loaderWithErrorReporter(),
): SiteRuntimeApi {
  const runtime = createRuntime({
    version: 'test',
    initialisers: [pageContextInitialiser, ...initialisers],
    packs,
  });
  runtime.init();
  return runtime;
}

/** Lets msw answer and record what is in flight (real macrotasks: fake timers leave them be). */
export async function letRequestsSettle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Advances fake time, then lets the requests it started reach the fake API. */
export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await letRequestsSettle();
}

export function errorSends(): RecordedRequest[] {
  return requests({ path: RECORD_ERRORS });
}

/** The reports of every send, in order. */
export function sentReports(): JavascriptErrorEvent[] {
  return errorSends().flatMap((request) => request.body as JavascriptErrorEvent[]);
}

export function sentMessages(): string[] {
  return sentReports().map((report) => report.data.message);
}

/** Dispatches what the browser dispatches for an uncaught error. */
export function throwUncaught(error: unknown, init: ErrorEventInit = {}): void {
  const message = error instanceof Error ? `Uncaught ${error.name}: ${error.message}` : '';
  window.dispatchEvent(new ErrorEvent('error', { error, message, ...init }));
}

/** happy-dom has no PromiseRejectionEvent: an Event carrying `reason` is what the reporter reads. */
export function rejectUnhandled(reason: unknown): void {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

/** An error whose V8 stack has the given frames (`fn (url:line:column)`). */
export function errorAt(
  type: ErrorConstructor | TypeErrorConstructor | RangeErrorConstructor,
  message: string,
  ...frames: string[]
): Error {
  const error = new type(message);
  error.stack = [`${error.name}: ${message}`, ...frames.map((frame) => `    at ${frame}`)].join(
    '\n',
  );
  return error;
}

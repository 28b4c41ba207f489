import { asNonEmptyString, isRecord } from '../lib/coerce';
import * as strings from '../i18n/strings';
import type { RequestErrorKind } from './request-error';
import { setOwn } from '../lib/own-keys';

// Status-to-message mapping of spec runtime.md section 8 ("Data wrapper").

/** Statuses whose body, when it names an error, is the server's own explanation. */
const SERVER_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 401, 500, 502]);

export function messageForStatus(status: number): string {
  if (status === 401 || status === 403) return strings.request.unauthorized;
  if (status === 500 || status === 501) return strings.request.internal;
  if (status === 503) return strings.request.unavailable;
  return strings.request.unableToConnect;
}

/** The body's own error text: `error`, else `message`; blank text explains nothing. */
function bodyMessage(body: unknown): string {
  if (!isRecord(body)) return '';
  return asNonEmptyString(body.error, asNonEmptyString(body.message, ''));
}

function namesServerError(body: unknown): boolean {
  return isRecord(body) && ['error', 'message', 'billingErrorCode'].some((key) => key in body);
}

/** The body flags that make even a 2xx answer a failure. */
export function hasFailureFlag(body: unknown): boolean {
  return (
    isRecord(body) &&
    (body.crumbFail === true || body.loginRequired === true || body.authorizationFail === true)
  );
}

/**
 * Classifies an answer that failed (a non-2xx status or a failure flag in the body) and picks
 * its message. Callers check `hasFailureFlag` or `response.ok` first.
 */
export function classifyFailedAnswer(
  status: number,
  body: unknown,
): { kind: RequestErrorKind; message: string } {
  if (hasFailureFlag(body)) {
    return { kind: 'server', message: bodyMessage(body) || strings.request.unauthorized };
  }
  if (SERVER_ERROR_STATUSES.has(status) && namesServerError(body)) {
    return { kind: 'server', message: bodyMessage(body) || messageForStatus(status) };
  }
  return { kind: 'http', message: messageForStatus(status) };
}

/** The `errors` map of a form submission answer, keeping string messages only. */
export function readFieldErrors(body: unknown): Record<string, string> {
  const errors = isRecord(body) ? body.errors : undefined;
  if (!isRecord(errors)) return {};
  const fieldErrors: Record<string, string> = {};
  for (const [fieldId, message] of Object.entries(errors)) {
    if (typeof message === 'string') setOwn(fieldErrors, fieldId, message);
  }
  return fieldErrors;
}

// runtime.md section 8: a failed call's "failure callback runs, or field errors show in the
// dialog, or a system error shows". Calls return promises here, so the failure callback is the
// caller's own handling of the rejection (`onFailure`, a catch, a second `then` argument). A
// failure nobody handles (a template script calling SiteRuntime.platform or SiteRuntime.accounts
// without a catch, say) reaches the browser as an unhandled rejection: the system error shows
// then, with the field errors of the answer when it carries some. Silent calls (analytics,
// error reporting), calls with a failure callback and calls that already showed the system error
// (or the login flow) are never marked. Part of the `request` pack: a call whose pack could not
// load at all (src/request/lazy-request.ts) fails with its callback and events only, so that the
// core does not grow.
import { isRecord } from '../lib/coerce';
import { dispatchRequestEvent, SYSTEM_ERROR_EVENT, type SystemErrorDetail } from './events';
import { systemErrorDetail } from './report-failure';
import type { RequestError } from './request-error';
import type { RequestOptions } from './request-options';

/** The system error each marked failure shows if its rejection is left unhandled. */
const unattended = new WeakMap<RequestError, SystemErrorDetail>();
let watching = false;

function onUnhandledRejection(event: Event): void {
  const reason: unknown = (event as PromiseRejectionEvent).reason;
  if (typeof reason !== 'object' || reason === null) return;
  const detail = unattended.get(reason as RequestError);
  if (!detail) return;
  // Once: a rejection handed on through several unhandled promises shows one error.
  unattended.delete(reason as RequestError);
  dispatchRequestEvent(SYSTEM_ERROR_EVENT, detail);
}

/** True when nothing was shown for the failure and nobody said they would handle it. */
function isUnattended(error: RequestError, options: RequestOptions): boolean {
  if (error.kind === 'aborted' || options.silent || options.onFailure) return false;
  if (options.showSystemError !== undefined) return false;
  const body = isRecord(error.body) ? error.body : {};
  return body.loginRequired !== true && body.authorizationFail !== true;
}

/**
 * Marks a failure to show the system error if the caller leaves its rejection unhandled. The
 * window's listener is added with the first mark and stays for the page's life: it only
 * dispatches the runtime's own event, which no one hears after destroy().
 */
export function showIfUnhandled(error: RequestError, options: RequestOptions): void {
  if (!isUnattended(error, options)) return;
  unattended.set(error, systemErrorDetail(error, options));
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('unhandledrejection', onUnhandledRejection);
}

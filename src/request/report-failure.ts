import * as strings from '../i18n/strings';
import { isRecord } from '../lib/coerce';
import { createLogger } from '../runtime/logger';
import {
  dispatchRequestEvent,
  LOGIN_REQUIRED_EVENT,
  NETWORK_ERROR_EVENT,
  SYSTEM_ERROR_EVENT,
  type SystemErrorDetail,
} from './events';
import type { RequestError } from './request-error';
import type { RequestOptions } from './request-options';

// What a failed platform call does besides rejecting: the DOM events of spec runtime.md section 8
// and the caller's onFailure. In the core, so that a call whose `request` pack could not load
// fails as any other connection failure does.

const log = createLogger('request');

/** Dispatches what a failure calls for, then hands it to the caller's callback. */
export function reportFailure(error: RequestError, options: RequestOptions): void {
  if (error.kind === 'aborted') return;
  if (!options.silent) {
    const body = isRecord(error.body) ? error.body : {};
    if (error.isConnectionFailure) {
      dispatchRequestEvent(NETWORK_ERROR_EVENT, { url: error.url });
    }
    if (body.loginRequired === true) {
      dispatchRequestEvent(LOGIN_REQUIRED_EVENT, { url: error.url });
    } else if (body.authorizationFail === true || options.showSystemError) {
      dispatchRequestEvent(SYSTEM_ERROR_EVENT, systemErrorDetail(error, options));
    }
  }
  try {
    options.onFailure?.(error);
  } catch (callbackError) {
    log.error(`onFailure for ${error.url} threw`, callbackError);
  }
}

/** The answer's field errors for the dialog: the fields' messages, or '' when there are none. */
function fieldErrorText(error: RequestError): string {
  return Object.values(error.fieldErrors)
    .map((message) => message.trim())
    .filter((message) => message !== '')
    .join(' ');
}

/** What the system-error overlay shows for a failed call. */
export function systemErrorDetail(
  error: RequestError,
  options: Pick<RequestOptions, 'responseType'>,
): SystemErrorDetail {
  if (error.isConnectionFailure) {
    return {
      variant: 'network',
      message: strings.systemError.networkMessage,
      url: error.url,
    };
  }
  return {
    variant: 'generic',
    title: strings.systemError.genericTitle,
    // Field errors show in the dialog in place of the status text (runtime.md section 8).
    message: fieldErrorText(error) || error.message,
    url: error.url,
    format: options.responseType ?? 'json',
  };
}

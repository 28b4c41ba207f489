// DOM events the data-request wrapper dispatches on `document`. The wrapper never draws UI: the
// runtime listens for these and opens the login flow or the system-error overlay.
import * as dom from '../lib/dom';

export const LOGIN_REQUIRED_EVENT = 'site-runtime:login-required';
export const SYSTEM_ERROR_EVENT = 'site-runtime:system-error';
/** The spec's internal analytics event `system_network_error`, with the requested URL. */
export const NETWORK_ERROR_EVENT = 'site-runtime:network-error';

export interface LoginRequiredDetail {
  url: string;
}

export interface SystemErrorDetail {
  variant: 'generic' | 'network' | 'cleaned';
  title?: string;
  message: string;
  url: string;
  /** The response format the caller expected (json, text or raw): shown by the generic variant. */
  format?: string;
}

export interface NetworkErrorDetail {
  url: string;
}

export interface RequestEventDetails {
  [LOGIN_REQUIRED_EVENT]: LoginRequiredDetail;
  [SYSTEM_ERROR_EVENT]: SystemErrorDetail;
  [NETWORK_ERROR_EVENT]: NetworkErrorDetail;
}

export function dispatchRequestEvent<Name extends keyof RequestEventDetails>(
  name: Name,
  detail: RequestEventDetails[Name],
): void {
  dom.emit(document, new CustomEvent(name, { detail }));
}

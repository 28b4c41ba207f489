import type { QueryValues } from './query-string';
import type { RequestError } from './request-error';

// What a platform call may ask for (spec runtime.md sections 7 and 8). Apart from the wrapper
// itself (request.ts, in the `request` pack) so the core can name them without carrying ky and qs.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ResponseType = 'json' | 'text' | 'raw';
/** Raw bodies must be replayable (no streams): the crumbFail retry sends the body again. */
export type RawBody = XMLHttpRequestBodyInit;

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Analytics and census calls (spec runtime.md section 9). */
export const ANALYTICS_TIMEOUT_MS = 2500;
export const CONNECTION_RETRY_DELAY_MS = 200;

export interface RequestOptions {
  /** Default GET. */
  method?: HttpMethod;
  /** Query parameters, merged over any already in the URL. */
  query?: QueryValues;
  /** A JSON body. Give at most one of json, form and body. */
  json?: unknown;
  /** A form-encoded body (qs). */
  form?: QueryValues;
  /** A raw body, sent as it is. */
  body?: RawBody;
  headers?: Record<string, string>;
  /**
   * Default json: the parsed body (null when empty); text: the body text; raw: the Response of a
   * 2xx answer, its body unread (so body flags other than crumbFail are not checked).
   */
  responseType?: ResponseType;
  /** Append the crumb cookie as the `crumb` query parameter. Default true. */
  crumb?: boolean;
  /** Send the crumb cookie in the X-CSRF-Token header. Default false. */
  csrfHeader?: boolean;
  /** Send to the site's own https origin with credentials. */
  secure?: boolean;
  /** Milliseconds per attempt. Default 30 s. */
  timeout?: number;
  /** Retry once, after 200 ms, on a connection failure (network error or time-out); never POST. */
  retry?: boolean;
  signal?: AbortSignal;
  /**
   * Let the request outlive the page (fetch keepalive), for sends on page hide. The browser
   * refuses keepalive bodies over its 64 KiB quota: callers check the size first.
   */
  keepalive?: boolean;
  /** Runs on failure (not on abort), before the promise rejects. */
  onFailure?: (error: RequestError) => void;
  /**
   * true: dispatch the system-error event on failure. false: never. Left out with no `onFailure`:
   * the system error shows if the caller leaves the rejection unhandled (runtime.md section 8).
   */
  showSystemError?: boolean;
  /** Dispatch no DOM event at all (analytics, error reporting). */
  silent?: boolean;
}

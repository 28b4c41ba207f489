import ky, { isTimeoutError, type KyRequest } from 'ky';
import { formatMessage, strings } from '../i18n/strings';
import { isRecord } from '../lib/coerce';
import { createLogger } from '../runtime/logger';
import { mayCarryCrumb, readCrumb, renewCrumb } from './crumb';
import {
  dispatchRequestEvent,
  LOGIN_REQUIRED_EVENT,
  NETWORK_ERROR_EVENT,
  SYSTEM_ERROR_EVENT,
  type SystemErrorDetail,
} from './events';
import { classifyFailedAnswer, hasFailureFlag, readFieldErrors } from './failure-message';
import { parseQueryString, stringifyQuery, type QueryValues } from './query-string';
import { RequestError } from './request-error';

// The one wrapper for every platform call (spec runtime.md sections 7 and 8, DESIGN.md "Data
// requests"). ky does the fetch, the time-out and the retries; this module adds the crumb, the
// body encodings, the spec's status messages and the crumbFail / loginRequired /
// authorizationFail handling.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ResponseType = 'json' | 'text' | 'raw';
/** Raw bodies must be replayable (no streams): the crumbFail retry sends the body again. */
export type RawBody = XMLHttpRequestBodyInit;

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Analytics and census calls (spec runtime.md section 9). */
export const ANALYTICS_TIMEOUT_MS = 2500;
export const CONNECTION_RETRY_DELAY_MS = 200;

const JSON_CONTENT_TYPE = 'application/json';
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';

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
  /** Dispatch the system-error event on failure. */
  showSystemError?: boolean;
  /** Dispatch no DOM event at all (analytics, error reporting). */
  silent?: boolean;
}

const log = createLogger('request');

interface EncodedBody {
  body?: RawBody;
  contentType?: string;
}

function encodeBody(method: HttpMethod, options: RequestOptions): EncodedBody {
  const given = [options.json, options.form, options.body].filter((part) => part !== undefined);
  if (given.length > 1) throw new TypeError('request: give only one of json, form or body');
  if (given.length === 1 && method === 'GET') throw new TypeError('request: a GET has no body');
  if (options.json !== undefined) {
    return { body: JSON.stringify(options.json), contentType: JSON_CONTENT_TYPE };
  }
  if (options.form !== undefined) {
    return { body: stringifyQuery(options.form), contentType: FORM_CONTENT_TYPE };
  }
  return { body: options.body };
}

/** The URL to request, without the crumb (this is also the URL that messages and events show). */
function resolveUrl(url: string, options: RequestOptions): URL {
  const target = new URL(url, window.location.href);
  if (options.secure) {
    target.protocol = 'https:';
    target.host = window.location.host;
  }
  if (options.query) {
    target.search = stringifyQuery({ ...parseQueryString(target.search), ...options.query });
  }
  return target;
}

type ParsedJson = { ok: true; value: unknown } | { ok: false; error: Error };

function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

function isConnectionError(error: unknown): boolean {
  return isTimeoutError(error) || error instanceof TypeError;
}

/** Sends with ky: time-out, the optional connection retry and the one crumbFail retry. */
function send(
  target: URL,
  method: HttpMethod,
  { body, contentType }: EncodedBody,
  options: RequestOptions,
): Promise<Response> {
  const credentials: RequestCredentials = options.secure ? 'include' : 'same-origin';
  const keepalive = options.keepalive === true;
  // Another origin gets no crumb, whatever the call asked for.
  const crumbAllowed = mayCarryCrumb(target);
  const crumbInQuery = crumbAllowed && options.crumb !== false;
  const crumbInHeader = crumbAllowed && options.csrfHeader === true;
  const baseHeaders = new Headers(options.headers);
  if (contentType && !baseHeaders.has('content-type')) baseHeaders.set('content-type', contentType);
  if (options.responseType !== 'text' && options.responseType !== 'raw') {
    if (!baseHeaders.has('accept')) baseHeaders.set('accept', JSON_CONTENT_TYPE);
  }

  // The crumb goes into the URL and headers here, not in a beforeRequest hook, so that the
  // crumbFail retry can carry the fresh crumb in a request built the same way.
  const withCrumb = (crumb: string | undefined) => {
    const url = new URL(target);
    const headers = new Headers(baseHeaders);
    if (crumb !== undefined && crumbInQuery) url.searchParams.set('crumb', crumb);
    if (crumb !== undefined && crumbInHeader) headers.set('x-csrf-token', crumb);
    return { url: url.href, headers };
  };

  const sentCrumb = readCrumb();
  const first = withCrumb(sentCrumb);
  let crumbRetried = false;
  let connectionRetried = false;

  const retryAfterCrumbFail = async (
    _request: KyRequest,
    _options: unknown,
    response: Response,
  ) => {
    if (crumbRetried || !isJsonResponse(response)) return;
    const parsed = parseJson(await response.text());
    if (!parsed.ok || !isRecord(parsed.value) || parsed.value.crumbFail !== true) return;
    crumbRetried = true;
    const fresh = renewCrumb(sentCrumb);
    // A call that carries the crumb elsewhere (in its body) cannot be rebuilt here: it fails,
    // and the next call uses the fresh crumb.
    if (!crumbInQuery && !crumbInHeader) return;
    const retried = withCrumb(fresh);
    return ky.retry({
      request: new Request(retried.url, {
        method,
        headers: retried.headers,
        body,
        credentials,
        keepalive,
      }),
      delay: 0,
      code: 'CRUMB_FAIL',
    });
  };

  return ky(first.url, {
    method,
    headers: first.headers,
    body,
    credentials,
    keepalive,
    signal: options.signal,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    throwHttpErrors: false,
    retry: {
      // At most one crumbFail retry plus one connection retry; the flags keep each to one.
      limit: 2,
      methods: options.retry && method !== 'POST' ? [method.toLowerCase()] : [],
      statusCodes: [],
      delay: () => CONNECTION_RETRY_DELAY_MS,
      shouldRetry: ({ error }) => {
        if (connectionRetried || !isConnectionError(error)) return false;
        connectionRetried = true;
        return true;
      },
    },
    hooks: { afterResponse: [retryAfterCrumbFail] },
  });
}

/** Turns an answer into the caller's result, or throws the RequestError it stands for. */
async function readAnswer(response: Response, url: string, type: ResponseType): Promise<unknown> {
  if (response.ok && type === 'raw') return response;
  const text = await response.text();
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : text;
  if (!response.ok || hasFailureFlag(body)) {
    const { kind, message } = classifyFailedAnswer(response.status, body);
    const fieldErrors = readFieldErrors(body);
    throw new RequestError({ kind, message, url, status: response.status, body, fieldErrors });
  }
  if (type === 'text') return text;
  if (text === '') return null;
  if (!parsed.ok) {
    const message = formatMessage(strings.request.notJson, { url, message: parsed.error.message });
    throw new RequestError({ kind: 'parse', message, url, status: response.status, body: text });
  }
  return parsed.value;
}

function toRequestError(error: unknown, url: string, signal: AbortSignal | undefined): unknown {
  if (error instanceof RequestError) return error;
  if (signal?.aborted) {
    return new RequestError({ kind: 'aborted', message: 'Request aborted', url });
  }
  const message = strings.request.unableToConnect;
  if (isTimeoutError(error)) return new RequestError({ kind: 'timeout', message, url });
  if (error instanceof TypeError) return new RequestError({ kind: 'network', message, url });
  return error;
}

/** Dispatches what a failure calls for, then hands it to the caller's callback. */
function reportFailure(error: RequestError, options: RequestOptions): void {
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

function systemErrorDetail(error: RequestError, options: RequestOptions): SystemErrorDetail {
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
    message: error.message,
    url: error.url,
    format: options.responseType ?? 'json',
  };
}

/**
 * Calls the platform. Resolves with the parsed JSON body (null when empty), the text or the raw
 * Response; rejects with a {@link RequestError} whose message is the spec's text.
 */
export function request(
  url: string,
  options: RequestOptions & { responseType: 'raw' },
): Promise<Response>;
export function request(
  url: string,
  options: RequestOptions & { responseType: 'text' },
): Promise<string>;
export function request(url: string, options?: RequestOptions): Promise<unknown>;
export async function request(url: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  // Bad input throws here, before the try: it is a caller's bug, not a failed request.
  const target = resolveUrl(url, options);
  const encoded = encodeBody(method, options);
  try {
    const response = await send(target, method, encoded, options);
    return await readAnswer(response, target.href, options.responseType ?? 'json');
  } catch (error) {
    const failure = toRequestError(error, target.href, options.signal);
    if (failure instanceof RequestError) reportFailure(failure, options);
    throw failure;
  }
}

/**
 * For analytics and census calls: a 2500 ms time-out, no DOM events, and every failure swallowed
 * (spec: "Analytics failures are swallowed silently").
 */
export async function requestQuietly(url: string, options: RequestOptions = {}): Promise<void> {
  try {
    await request(url, { timeout: ANALYTICS_TIMEOUT_MS, ...options, silent: true });
  } catch (error) {
    log.debug(`quiet call to ${url} failed`, error);
  }
}

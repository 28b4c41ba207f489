import ky, { isTimeoutError, type KyRequest } from 'ky';
import * as strings from '../i18n/strings';
import { formatMessage } from '../i18n/strings';
import { isRecord } from '../lib/coerce';
import { mayCarryCrumb, readCrumb, renewCrumb } from './crumb';
import { classifyFailedAnswer, hasFailureFlag, readFieldErrors } from './failure-message';
import { parseQueryString, stringifyQuery } from './query-string';
import { reportFailure } from './report-failure';
import { RequestError } from './request-error';
import { showIfUnhandled } from './unattended-failure';
import {
  CONNECTION_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  type HttpMethod,
  type RawBody,
  type RequestOptions,
  type ResponseType,
} from './request-options';

const JSON_CONTENT_TYPE = 'application/json';
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';

// The one wrapper for every platform call (spec runtime.md sections 7 and 8, DESIGN.md "Data
// requests"). ky does the fetch, the time-out and the retries; this module adds the crumb, the
// body encodings, the spec's status messages and the crumbFail / loginRequired /
// authorizationFail handling. It is the `request` pack (pack.ts): the core reaches it through
// lazy-request.ts, so ky and qs are fetched after the first paint, not before it.

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
    const fresh = renewCrumb(sentCrumb, parsed.value.crumb);
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
    if (failure instanceof RequestError) {
      reportFailure(failure, options);
      showIfUnhandled(failure, options);
    }
    throw failure;
  }
}

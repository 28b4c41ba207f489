import * as strings from '../i18n/strings';
import { formatMessage } from '../i18n/strings';
import {
  ANALYTICS_TIMEOUT_MS,
  readCrumb,
  request,
  requestQuietly,
  RequestError,
  type RequestOptions,
} from '../request';
import { API_ROOT } from './constants';

const EVENTS = `${API_ROOT}events/`;

/** The two success statuses of RecordEvent (spec). */
const TRACKING_SUCCESS = new Set([200, 202]);

export interface TrackedEvent {
  /** The event name. */
  event: string;
  /** The JSON payload, sent as a JSON string. */
  data: unknown;
  /** Extra form fields. */
  fields?: Record<string, string | number | boolean>;
}

export interface JavascriptErrorEvent {
  event: string;
  data: {
    websiteId: string;
    templateId: string;
    url: string;
    userAgent: string;
    app: string;
    message: string;
    stack: string;
    file: string;
    line: number;
    column: number;
    custom?: Record<string, unknown>;
  };
  timestamp: number;
}

export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

const RECORD_EVENT = `${EVENTS}RecordEvent`;

function trackingFailure(status: number, url: string): RequestError {
  return new RequestError({
    kind: 'http',
    message: formatMessage(strings.request.trackingFailed, { code: status }),
    url: new URL(url, window.location.href).href,
    status,
  });
}

/**
 * POSTs one tracking event to `url`: silent, 2500 ms, no crumb parameter. Anything but 200 or 202
 * (0 when no answer came) rejects with "Error tracking event: HTTP Status {code}". RecordEvent and
 * the client tracker's events endpoint answer alike (widgets.md section 7).
 */
export async function postTrackingEvent(
  url: string,
  body: Pick<RequestOptions, 'form' | 'json' | 'keepalive'>,
): Promise<void> {
  const response = await request(url, {
    ...body,
    method: 'POST',
    responseType: 'raw',
    crumb: false,
    silent: true,
    timeout: ANALYTICS_TIMEOUT_MS,
  }).catch((error: unknown) => {
    throw error instanceof RequestError ? trackingFailure(error.status, url) : error;
  });
  if (!TRACKING_SUCCESS.has(response.status)) throw trackingFailure(response.status, url);
}

/** POST /api/events/RecordEvent, form-encoded with the crumb from its cookie. */
export function recordEvent({ event, data, fields }: TrackedEvent): Promise<void> {
  return postTrackingEvent(RECORD_EVENT, {
    form: { crumb: readCrumb() ?? '', event, ...fields, data: JSON.stringify(data) },
  });
}

/** POST /api/events/RecordEvent with a JSON body of eventName and payload. */
export function recordEventJson(eventName: string, payload: unknown): Promise<void> {
  return postTrackingEvent(RECORD_EVENT, { json: { eventName, payload } });
}

/**
 * POST /api/events/RecordJavascriptErrors with the crumb in the X-CSRF-Token header. Silent (the
 * error reporter must not raise errors of its own); rejects with a RequestError so the reporter
 * can see the status (429 pauses it). `keepalive` lets a send on page hide outlive the page.
 */
export async function recordJavascriptErrors(
  events: JavascriptErrorEvent[],
  options: Pick<RequestOptions, 'signal' | 'keepalive'> = {},
): Promise<void> {
  await request(`${EVENTS}RecordJavascriptErrors`, {
    ...options,
    method: 'POST',
    json: events,
    crumb: false,
    csrfHeader: true,
    silent: true,
    responseType: 'text',
  });
}

/**
 * POST /api/events/Trace: form field `data` holds the JSON list. Failures are swallowed.
 * `keepalive` lets a flush on page hide outlive the page.
 */
export function recordTrace(
  entries: TraceEntry[],
  options: Pick<RequestOptions, 'keepalive'> = {},
): Promise<void> {
  return requestQuietly(`${EVENTS}Trace`, {
    ...options,
    method: 'POST',
    form: { data: JSON.stringify(entries) },
  });
}

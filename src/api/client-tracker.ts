// The client tracker's call (spec widgets.md section 7): a POST to a fixed events endpoint (a
// staging endpoint off the production domain), as a form-encoded beacon or as JSON, carrying
// analyticsId, commonData (a JSON string), customData (a JSON string) and customSchemaName; 200 or
// 202 is success.
//
// The spec names neither endpoint. Both are the platform's own, from its client tracker
// (@sqs/track-events) in a saved copy of the platform's bundle in public code (find_string
// "events.squarespace.com", index id 10339017729):
//   var t = window.location.hostname.indexOf("squarespace.com") > -1
//     ? "https://events.squarespace.com" : "https://events.stage.sqsp.net";
//   url: "".concat(t, "/api/v1/events")
// The beacon is `new Blob([querystring.stringify(payload)], {type:
// "application/x-www-form-urlencoded"})`; the XHR sends `JSON.stringify(payload)` with
// Content-Type application/json and takes 200 and 202 as success, else "Error tracking event:
// HTTP Status N". A page sets the endpoint with `window._sqspEventsUrl` (the platform's own site
// does: "Sets endpoint for @sqs/track-events", index id 18427564689).
import { postTrackingEvent } from './events';

export interface ClientEventPayload {
  analyticsId: string;
  /** The common fields, as a JSON string. */
  commonData: string;
  /** The caller's other fields, as a JSON string. */
  customData: string;
  customSchemaName: string | null;
}

declare global {
  interface Window {
    /** The client tracker's events endpoint, when a page sets its own (see above). */
    _sqspEventsUrl?: unknown;
  }
}

export const CLIENT_EVENTS_PATH = '/api/v1/events';
export const PRODUCTION_EVENTS_ORIGIN = 'https://events.squarespace.com';
export const STAGING_EVENTS_ORIGIN = 'https://events.stage.sqsp.net';
/** The beacon's body type: a CORS-safelisted type, so the browser sends it without a preflight. */
export const CLIENT_EVENT_BEACON_TYPE = 'application/x-www-form-urlencoded';

/**
 * The production domain: the platform's own host and its subdomains. (The platform's tracker
 * tests `hostname.indexOf("squarespace.com") > -1`, which a host such as
 * squarespace.com.example.net also passes.)
 */
export function isProductionHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'squarespace.com' || host.endsWith('.squarespace.com');
}

/** The page's own endpoint when `_sqspEventsUrl` is an http(s) URL; a named element is not. */
function pageEndpoint(win: Window): string | null {
  const value = win._sqspEventsUrl;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    // Against the page's origin, never the document's base URL (an injected <base href>).
    const url = new URL(value, win.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where the client tracker sends: the page's endpoint, else production or staging by host. */
export function clientEventsUrl(win: Window = window): string {
  const origin = isProductionHost(win.location.hostname)
    ? PRODUCTION_EVENTS_ORIGIN
    : STAGING_EVENTS_ORIGIN;
  return pageEndpoint(win) ?? `${origin}${CLIENT_EVENTS_PATH}`;
}

/** The payload as the beacon's form body. */
export function clientEventForm(payload: ClientEventPayload): string {
  return new URLSearchParams({
    analyticsId: payload.analyticsId,
    commonData: payload.commonData,
    customData: payload.customData,
    // querystring.stringify writes null as an empty value.
    customSchemaName: payload.customSchemaName ?? '',
  }).toString();
}

/** True when the browser queued the beacon; false when it refused it or has none. */
export function sendClientEventBeacon(
  url: string,
  payload: ClientEventPayload,
  nav: Navigator = navigator,
): boolean {
  if (typeof nav.sendBeacon !== 'function') return false;
  try {
    const body = new Blob([clientEventForm(payload)], { type: CLIENT_EVENT_BEACON_TYPE });
    return nav.sendBeacon(url, body);
  } catch {
    // Some browsers throw instead of returning false (a bad URL, a page being torn down).
    return false;
  }
}

/**
 * Sends one event: by beacon, checking its return value; when the beacon is refused or missing,
 * as JSON (2500 ms), which rejects with "Error tracking event: HTTP Status {code}" unless
 * answered 200 or 202. Not keepalive: JSON to another origin needs a preflight, which Chromium
 * refuses for keepalive requests. Resolves with how it went.
 */
export async function sendClientEvent(
  payload: ClientEventPayload,
  win: Window = window,
): Promise<'beacon' | 'json'> {
  const url = clientEventsUrl(win);
  if (sendClientEventBeacon(url, payload, win.navigator)) return 'beacon';
  await postTrackingEvent(url, { json: payload });
  return 'json';
}

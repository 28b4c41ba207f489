import { absoluteUrl } from '../lib/navigation';
import { TrackerEnvironment } from '../enums/analytics';
import { asString, isRecord } from '../lib/coerce';
import { messageForStatus, request, requestQuietly, RequestError } from '../request';
import type { CallOptions } from './call-options';
import { API_ROOT } from './constants';

const PERFORMANCE = `${API_ROOT}1/performance/`;
const SETTINGS = `${PERFORMANCE}settings`;
export const PERFORMANCE_RECORDS_URL = `${PERFORMANCE}records`;
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
/**
 * The browser's keepalive quota (fetch spec): sendBeacon refuses, and a keepalive fetch rejects, a
 * body that would take the bytes in flight over 64 KiB.
 */
export const BEACON_QUOTA_BYTES = 64 * 1024;

export interface PerformanceSettings {
  /** Null when the answer carries none. */
  pageLoadId: string | null;
  /** The environment the records are labelled with, when the answer names a known one. */
  environment: TrackerEnvironment | null;
}

function readEnvironment(value: unknown): TrackerEnvironment | null {
  return TrackerEnvironment.has(value) ? value : null;
}

/**
 * GET /api/1/performance/settings (30 s time-out). Any status other than 200 rejects with a
 * RequestError carrying it (spec widgets.md section 7); a time-out rejects with kind `timeout`.
 */
export async function readPerformanceSettings(
  options: Pick<CallOptions, 'signal'> = {},
): Promise<PerformanceSettings> {
  const response = await request(SETTINGS, {
    responseType: 'raw',
    timeout: PERFORMANCE_SETTINGS_TIMEOUT_MS,
    silent: true,
    signal: options.signal,
  });
  if (response.status !== 200) {
    const { status } = response;
    const url = new URL(SETTINGS, window.location.href).href;
    throw new RequestError({ kind: 'http', message: messageForStatus(status), url, status });
  }
  const body: unknown = await response.json().catch(() => null);
  const settings = isRecord(body) ? body : {};
  return {
    pageLoadId: asString(settings.pageLoadId) || null,
    environment: readEnvironment(settings.environment),
  };
}

/** The pageLoadId of {@link readPerformanceSettings}, or null when the answer has none. */
export async function getPerformanceSettings(
  options: Pick<CallOptions, 'signal'> = {},
): Promise<string | null> {
  return (await readPerformanceSettings(options)).pageLoadId;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

function beacon(text: string): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    // Absolute: a relative beacon URL follows the document's base URL (an injected <base href>).
    const url = absoluteUrl(PERFORMANCE_RECORDS_URL);
    return navigator.sendBeacon(url, new Blob([text], { type: 'text/plain' }));
  } catch {
    // Some browsers throw instead of returning false (bad URL, document being torn down).
    return false;
  }
}

/** The plain-text fallback; keepalive (to outlive the page) only when the body fits the quota. */
function post(text: string, bytes: number): Promise<void> {
  return requestQuietly(PERFORMANCE_RECORDS_URL, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    crumb: false,
    keepalive: bytes <= BEACON_QUOTA_BYTES,
  });
}

/**
 * POST /api/1/performance/records: by beacon as text/plain (no preflight), checking its return
 * value. A refused batch over the 64 KiB quota is split in halves and each half sent the same
 * way; a refused single record, or a refused batch under the quota (the beacon is unavailable or
 * its quota is taken by other sends), goes by a plain-text request whose failure is swallowed.
 */
export async function sendPerformanceRecords(records: readonly unknown[]): Promise<void> {
  if (records.length === 0) return;
  const text = JSON.stringify(records);
  if (beacon(text)) return;
  const bytes = byteLength(text);
  if (records.length > 1 && bytes > BEACON_QUOTA_BYTES) {
    const middle = Math.ceil(records.length / 2);
    await Promise.all([
      sendPerformanceRecords(records.slice(0, middle)),
      sendPerformanceRecords(records.slice(middle)),
    ]);
    return;
  }
  await post(text, bytes);
}

import { asString, isRecord } from '../lib/coerce';
import { messageForStatus, request, requestQuietly, RequestError } from '../request';
import { API_ROOT } from './constants';

const PERFORMANCE = `${API_ROOT}1/performance/`;
const SETTINGS = `${PERFORMANCE}settings`;
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;

/**
 * GET /api/1/performance/settings (30 s time-out). Resolves with the pageLoadId, or null when the
 * answer has none; any status other than 200 rejects (spec widgets.md section 7).
 */
export async function getPerformanceSettings(): Promise<string | null> {
  const response = await request(SETTINGS, {
    responseType: 'raw',
    timeout: PERFORMANCE_SETTINGS_TIMEOUT_MS,
    silent: true,
  });
  if (response.status !== 200) {
    const { status } = response;
    const url = new URL(SETTINGS, window.location.href).href;
    throw new RequestError({ kind: 'http', message: messageForStatus(status), url, status });
  }
  const body: unknown = await response.json().catch(() => null);
  const pageLoadId = isRecord(body) ? asString(body.pageLoadId) : '';
  return pageLoadId || null;
}

/**
 * POST /api/1/performance/records: by beacon (checking its return value), else a plain-text
 * request whose failure is swallowed. Splitting batches over the beacon quota is the caller's.
 */
export async function sendPerformanceRecords(records: unknown[]): Promise<void> {
  const url = `${PERFORMANCE}records`;
  const text = JSON.stringify(records);
  const queued =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([text], { type: 'text/plain' }));
  if (queued) return;
  await requestQuietly(url, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    crumb: false,
  });
}

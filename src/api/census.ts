import { requestQuietly } from '../request';
import { API_ROOT } from './constants';

// Census calls: 2500 ms time-out, failures swallowed (spec runtime.md section 7). Each resolves
// when the call is over, whatever its outcome.

export type CensusFields = Record<string, string | number | boolean>;

export interface AnalyticsHit {
  event: number | string;
  data: Record<string, unknown>;
  /** The visitor record cookie (ss_cvr). */
  visitorCookie: string;
}

export interface ButtonTracking {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: string;
  size: string;
  newWindow: boolean;
  context: string;
}

const CENSUS = `${API_ROOT}census/`;

function postCensus(path: string, form?: CensusFields): Promise<void> {
  return requestQuietly(`${CENSUS}${path}`, { method: 'POST', form });
}

export function recordHit(hit: AnalyticsHit): Promise<void> {
  return postCensus('RecordHit', {
    event: hit.event,
    data: JSON.stringify(hit.data),
    ss_cvr: hit.visitorCookie,
  });
}

export function recordButtonClick(
  button: ButtonTracking,
  visitorCookie: string,
  page: CensusFields = {},
): Promise<void> {
  return postCensus('button-click', { ...page, ...button, visitorCookie });
}

export function recordButtonRender(
  button: ButtonTracking,
  visitorCookie: string,
  page: CensusFields = {},
): Promise<void> {
  return postCensus('button-render', { ...page, ...button, visitorCookie });
}

export function recordFormRender(formId: string, visitorCookie: string): Promise<void> {
  return postCensus('form-render', { formId, visitorCookie });
}

export function recordOverlay(overlay: CensusFields, visitorCookie: string): Promise<void> {
  return postCensus('overlay', { ...overlay, visitorCookie });
}

export function recordQuickView(itemId: string): Promise<void> {
  return postCensus(`RecordQuickView/${encodeURIComponent(itemId)}`);
}

import { requestQuietly, type RequestOptions } from '../request';
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

/** What a census call may add: `keepalive` lets a send outlive the page (a click that navigates). */
export type CensusCallOptions = Pick<RequestOptions, 'keepalive'>;

function postCensus(
  path: string,
  form?: CensusFields,
  options: CensusCallOptions = {},
): Promise<void> {
  return requestQuietly(`${CENSUS}${path}`, { ...options, method: 'POST', form });
}

/**
 * POST /api/census/RecordHit, form-encoded event, data (JSON) and ss_cvr: the page view (1), a
 * site search (2), a heartbeat (10), audio (20) and video (21) (runtime.md sections 3 and 7).
 */
export function recordHit(hit: AnalyticsHit, options: CensusCallOptions = {}): Promise<void> {
  return postCensus(
    'RecordHit',
    { event: hit.event, data: JSON.stringify(hit.data), ss_cvr: hit.visitorCookie },
    options,
  );
}

export function recordButtonClick(
  button: ButtonTracking,
  visitorCookie: string,
  page: CensusFields = {},
  options: CensusCallOptions = {},
): Promise<void> {
  return postCensus('button-click', { ...page, ...button, visitorCookie }, options);
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

/**
 * The query of the marketing landing call: landing, refer, rk (a random number), lang, screen
 * and any of the marketing parameters found in the page URL.
 */
export interface MarketingLanding {
  landing: string;
  refer: string;
  rk: number;
  lang: string;
  screen: string;
  source?: string;
  campaign?: string;
  subcampaign?: string;
  channel?: string;
  subchannel?: string;
  variation?: string;
  mkwid?: string;
}

/**
 * The spec names "an API track path" without giving it; this runtime uses GET
 * /api/census/track next to the other census calls.
 */
export const MARKETING_TRACK_PATH = `${CENSUS}track`;

/** GET the marketing landing track path with the landing fields as its query. */
export function recordMarketingLanding(landing: MarketingLanding): Promise<void> {
  return requestQuietly(MARKETING_TRACK_PATH, { query: { ...landing } });
}

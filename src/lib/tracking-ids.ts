// The visitor's tracking ids as tracking calls carry them (spec widgets.md section 3: the client
// tracker's analytics, marketing and session ids; the performance record's analytics and
// marketing ids), read from their cookies. Call only while tracking is allowed (DESIGN.md
// "Consent first"): these ids identify the visitor.
import { ANALYTICS_ID_COOKIE, parseAnalyticsId } from './analytics-id';
import { readCookie } from './cookies';
import { MARKETING_ID_COOKIE, parseMarketingId } from './marketing-id';
import { parseSessionId, SESSION_ID_COOKIE } from './session-id';

export interface TrackingIds {
  /** SS_ANALYTICS_ID, or null. */
  analyticsId: string | null;
  /** SS_MID, or null. */
  marketingId: string | null;
  /** SS_SESSION_ID, or null. */
  sessionId: string | null;
}

/** Each id its cookie holds; null for a cookie that is absent or holds an invalid value. */
export function readTrackingIds(
  read: (name: string) => string | undefined = readCookie,
): TrackingIds {
  const analytics = parseAnalyticsId(read(ANALYTICS_ID_COOKIE));
  return {
    analyticsId: analytics.ok ? analytics.value : null,
    marketingId: parseMarketingId(read(MARKETING_ID_COOKIE)),
    sessionId: parseSessionId(read(SESSION_ID_COOKIE)),
  };
}

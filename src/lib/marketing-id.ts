// The marketing id (spec widgets.md sections 3 and 9: "a marketing id cookie exists"), which the
// client tracker and the performance records carry. The runtime only reads it.
//
// The spec gives no name. `SS_MID` is the platform's own: its client tracker sends
// `user_marketing_id: cookie.get("SS_MID") || null` (saved bundle in public code, find_string
// "SS_ANALYTICS_ID", index id 10339017729) and its performance collector
// `marketingId: gt(Ut)` with `Ut = "SS_MID"` (index id 46385249818). Which code writes it is not
// shown (no public code found): the runtime never writes it, and it is one of the tracking
// cookies the restrictive policy clears (runtime.md section 9).

export const MARKETING_ID_COOKIE = 'SS_MID';

/** Printable ASCII without spaces, quotes or separators; its format is not shown. */
const MARKETING_ID_PATTERN = /^[A-Za-z0-9._~+/=:-]{1,256}$/;

/** The marketing id the cookie holds, or null when it holds none or one of another form. */
export function parseMarketingId(value: unknown): string | null {
  return typeof value === 'string' && MARKETING_ID_PATTERN.test(value) ? value : null;
}

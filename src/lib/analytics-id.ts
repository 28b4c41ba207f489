// The analytics id (spec widgets.md sections 3 and 9: "Analytics cookie lifetime 390 days; storage
// keys hold the analytics id and its expiration"). Pure: which id to use and what to write; the
// analytics tracker reads and writes the cookie and the storage.
//
// The spec gives no names. These are the platform's own, from its client tracker
// (@sqs/track-events) in a saved copy of the platform's bundle in public code (find_string
// "SS_ANALYTICS_ID", index id 10339017729): config `storageKey: "SS_ANALYTICS_ID"`,
// `expirationKey: "SS_ANALYTICS_EXPIRATION"`, `cookie: {daysToStore: 390, path: "/"}`. Its rules,
// kept here: the id is the cookie's, else the stored copy's while its expiration has not passed
// (an expired copy is removed), else a new random UUID; the text "null" counts as no id; every
// use writes the cookie again for 390 days and the storage with the new expiration, a UTC date
// string (`Date#toUTCString`). The performance collector reads the same cookie
// (`analyticsId: gt("SS_ANALYTICS_ID")`, index id 46385249818).

import { isVisitorId } from './visitor-cookies';
import { describeValue, type Parsed } from './parsed';

export const ANALYTICS_ID_COOKIE = 'SS_ANALYTICS_ID';
export const ANALYTICS_ID_STORAGE_KEY = 'SS_ANALYTICS_ID';
export const ANALYTICS_ID_EXPIRATION_KEY = 'SS_ANALYTICS_EXPIRATION';
/** The analytics cookie's lifetime (widgets.md section 9). */
export const ANALYTICS_ID_LIFETIME_DAYS = 390;

const DAY_MS = 86_400_000;

export interface AnalyticsIdInput {
  /** The cookie's value; undefined when there is none. */
  cookie: string | undefined;
  /** The stored copy; null when there is none. */
  stored: string | null;
  /** The stored copy's expiration (a date string); null when there is none. */
  storedExpiration: string | null;
  /** Epoch milliseconds. */
  now: number;
  /** Makes a new id (a random UUID). */
  newId: () => string;
}

export interface AnalyticsId {
  id: string;
  /** Where the id came from. */
  source: 'cookie' | 'storage' | 'new';
  /** When the cookie and the stored copy written now expire: 390 days from now. */
  expires: number;
  /** Why values found were not used (invalid, or a stored copy past its expiration). */
  repaired: string[];
}

/** The id the cookie or the storage holds, or null ("null" and "" are none, as the platform's). */
export function parseAnalyticsId(value: unknown): Parsed<string | null> {
  if (value === undefined || value === null || value === '' || value === 'null') {
    return { ok: true, value: null };
  }
  if (!isVisitorId(value)) {
    return { ok: false, error: `the analytics id ${describeValue(value)} is not a valid id` };
  }
  return { ok: true, value };
}

/** The expiry (epoch ms) to write with an id used at `now`. */
export function analyticsIdExpiry(now: number): number {
  return now + ANALYTICS_ID_LIFETIME_DAYS * DAY_MS;
}

/**
 * The stored copy when its expiration is still ahead. An expiration that cannot be read counts as
 * passed (the platform's tracker would keep such a copy for ever).
 */
function storedCopy(input: AnalyticsIdInput, repaired: string[]): string | null {
  const stored = parseAnalyticsId(input.stored);
  if (!stored.ok) {
    repaired.push(stored.error);
    return null;
  }
  if (stored.value === null || input.storedExpiration === null) return stored.value;
  const expiration = Date.parse(input.storedExpiration);
  if (Number.isNaN(expiration)) {
    repaired.push(
      `the analytics id's expiration ${describeValue(input.storedExpiration)} is not a date`,
    );
    return null;
  }
  return expiration > input.now ? stored.value : null;
}

/** Which analytics id this page uses (see the rules above). Never throws. */
export function resolveAnalyticsId(input: AnalyticsIdInput): Parsed<AnalyticsId> {
  if (!Number.isSafeInteger(input.now) || input.now <= 0) {
    return { ok: false, error: `now must be epoch milliseconds, got ${describeValue(input.now)}` };
  }
  const repaired: string[] = [];
  const expires = analyticsIdExpiry(input.now);
  const cookie = parseAnalyticsId(input.cookie);
  if (!cookie.ok) repaired.push(cookie.error);
  else if (cookie.value !== null) {
    return { ok: true, value: { id: cookie.value, source: 'cookie', expires, repaired } };
  }
  const stored = storedCopy(input, repaired);
  if (stored !== null)
    return { ok: true, value: { id: stored, source: 'storage', expires, repaired } };

  let id: unknown;
  try {
    id = input.newId();
  } catch (error) {
    return { ok: false, error: `could not make an analytics id: ${String(error)}` };
  }
  if (!isVisitorId(id)) {
    return { ok: false, error: `the new analytics id ${describeValue(id)} is not a valid id` };
  }
  return { ok: true, value: { id, source: 'new', expires, repaired } };
}

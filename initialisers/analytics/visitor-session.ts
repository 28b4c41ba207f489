import { cookiesAvailable, readCookie, writeCookie } from '../../src/lib/cookies';
import { generateUuid } from '../../src/lib/uuid';
import {
  advanceVisitorCookies,
  formatVisitorRecord,
  formatVisitTimestamp,
  VISIT_COOKIE,
  VISIT_LIFETIME_MS,
  VISITOR_RECORD_COOKIE,
  VISITOR_RECORD_LIFETIME_DAYS,
  type VisitorChange,
} from '../../src/lib/visitor-cookies';
import type { Logger } from '../../src/runtime/types';

export interface VisitorSession {
  /** The visitor record cookie's value, as census calls send it (visitorCookie, ss_cvr). */
  visitorCookie: string;
  change: VisitorChange;
}

/**
 * Reads the visitor cookies, advances them for this page view and writes them back (spec
 * runtime.md section 4): the record, when it changed, for 2 years; the visit timestamp on every
 * page view for 30 minutes, so a visit lasts while the visitor keeps reading. Invalid values are
 * recreated with a warning. Only call this when tracking is allowed. Null when no record could be
 * made (no secure random numbers for the id, or no cookie access); nothing is written then.
 */
export function ensureVisitorCookies(log: Logger, now: number = Date.now()): VisitorSession | null {
  if (!cookiesAvailable()) {
    // A sandboxed frame, or cookies refused: track without a visitor record.
    log.warn('Visitor cookies unavailable');
    return null;
  }
  const result = advanceVisitorCookies({
    record: readCookie(VISITOR_RECORD_COOKIE),
    visit: readCookie(VISIT_COOKIE),
    now,
    newId: generateUuid,
  });
  if (!result.ok) {
    log.error(`Visitor cookies not written: ${result.error}`);
    return null;
  }
  const { record, visit, change, repaired } = result.value;
  for (const reason of repaired) log.warn(`Invalid visitor cookie recreated: ${reason}`);

  const visitorCookie = formatVisitorRecord(record);
  if (change !== 'same-visit') {
    writeCookie(VISITOR_RECORD_COOKIE, visitorCookie, { days: VISITOR_RECORD_LIFETIME_DAYS });
  }
  writeCookie(VISIT_COOKIE, formatVisitTimestamp(visit), { maxAgeMs: VISIT_LIFETIME_MS });
  log.debug(`Visitor cookies: ${change}, visit ${record.visitCount}`);
  return { visitorCookie, change };
}

// The visitor tracking cookies (spec runtime.md sections 3, 4, 5 and 9; DESIGN.md names them):
// the visitor record `ss_cvr` and the visit timestamp `ss_cvt`. Pure: parse, validate, format and
// advance their values; the analytics initialiser reads and writes the cookies.
//
// Format. Section 5 fixes the record as "an id, then four positive integers, pipe-separated",
// which is also the shape real sites of the platform have already set in visitors' browsers:
//   <id>|<first visit>|<previous visit>|<current visit>|<visit count>
// (timestamps in epoch milliseconds). Section 3 describes it loosely as "an id plus four
// timestamps plus a visit count"; the fourth timestamp is the visit cookie itself, which holds
// the start of the current visit and lives 30 minutes from the last page view.

import { describeError } from '../runtime/errors';
import { describeValue, type Parsed } from './parsed';

export const VISITOR_RECORD_COOKIE = 'ss_cvr';
export const VISIT_COOKIE = 'ss_cvt';

/** Visitor cookie lifetime: 2 years (section 9). */
export const VISITOR_RECORD_LIFETIME_DAYS = 2 * 365;
/** Visit cookie lifetime: 30 minutes (section 9); rewritten on every page view. */
export const VISIT_LIFETIME_MS = 30 * 60 * 1000;

export interface VisitorRecord {
  /** A random id (a UUID for records this runtime creates). */
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

/** What happened to the visitor record on this page view. */
export type VisitorChange =
  /** No valid record: a new one was made (first visit, or an invalid value recreated). */
  | 'created'
  /** The visit cookie had expired: the count went up and a new visit began. */
  | 'new-visit'
  /** The visit is still running: the record stays as it is. */
  | 'same-visit';

export interface VisitorCookies {
  record: VisitorRecord;
  /** The visit timestamp to write (again) to the visit cookie. */
  visit: number;
  change: VisitorChange;
  /** Why values found in the cookies were replaced; empty when they were valid or absent. */
  repaired: string[];
}

export interface AdvanceInput {
  /** The visitor record cookie's value; undefined when there is none. */
  record: string | undefined;
  /** The visit cookie's value; undefined when there is none (never set, or expired). */
  visit: string | undefined;
  /** Epoch milliseconds. */
  now: number;
  /** Makes the id of a new record. */
  newId: () => string;
}

/** Ids this runtime accepts: UUIDs and the like; never a pipe, a cookie separator or spaces. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A positive integer without a leading zero (section 5). */
const POSITIVE_INTEGER = /^[1-9][0-9]*$/;
const RECORD_NUMBER_FIELDS = ['firstVisit', 'previousVisit', 'currentVisit', 'visitCount'] as const;
/** Longer values are not looked at: a record is about 60 characters. */
const MAX_VALUE_LENGTH = 512;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Parses a positive integer written without a leading zero (and small enough to be exact). */
export function parsePositiveInteger(text: string): number | null {
  if (!POSITIVE_INTEGER.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

export function isValidVisitorRecord(record: VisitorRecord): boolean {
  return (
    isVisitorId(record.id) &&
    RECORD_NUMBER_FIELDS.every((field) => isPositiveInteger(record[field]))
  );
}

export function parseVisitorRecord(value: unknown): Parsed<VisitorRecord> {
  if (typeof value !== 'string') return { ok: false, error: 'the visitor record is not text' };
  if (value.length > MAX_VALUE_LENGTH) {
    return { ok: false, error: `the visitor record is longer than ${MAX_VALUE_LENGTH} characters` };
  }
  const parts = value.split('|');
  if (parts.length !== 1 + RECORD_NUMBER_FIELDS.length) {
    return {
      ok: false,
      error: `the visitor record ${describeValue(value)} has ${parts.length} pipe-separated fields, not an id and four positive integers`,
    };
  }
  const [id = '', ...numbers] = parts;
  if (!isVisitorId(id)) {
    return { ok: false, error: `the visitor record ${describeValue(value)} has an invalid id` };
  }
  const parsed = numbers.map(parsePositiveInteger);
  const bad = parsed.findIndex((number) => number === null);
  if (bad !== -1) {
    return {
      ok: false,
      error: `the visitor record ${describeValue(value)} has an invalid ${RECORD_NUMBER_FIELDS[bad]}: not a positive integer`,
    };
  }
  const [firstVisit, previousVisit, currentVisit, visitCount] = parsed as number[];
  return {
    ok: true,
    value: {
      id,
      firstVisit: firstVisit as number,
      previousVisit: previousVisit as number,
      currentVisit: currentVisit as number,
      visitCount: visitCount as number,
    },
  };
}

/** The cookie value of a record. Throws on an invalid record: that is a caller's bug. */
export function formatVisitorRecord(record: VisitorRecord): string {
  if (!isValidVisitorRecord(record)) {
    throw new TypeError(`formatVisitorRecord: invalid record ${JSON.stringify(record)}`);
  }
  return [record.id, ...RECORD_NUMBER_FIELDS.map((field) => record[field])].join('|');
}

export function parseVisitTimestamp(value: unknown): Parsed<number> {
  if (typeof value !== 'string') return { ok: false, error: 'the visit timestamp is not text' };
  const parsed = value.length <= MAX_VALUE_LENGTH ? parsePositiveInteger(value) : null;
  if (parsed === null) {
    return {
      ok: false,
      error: `the visit timestamp ${describeValue(value)} is not a positive integer without a leading zero`,
    };
  }
  return { ok: true, value: parsed };
}

export function formatVisitTimestamp(timestamp: number): string {
  if (!isPositiveInteger(timestamp)) {
    throw new TypeError(`formatVisitTimestamp: invalid timestamp ${String(timestamp)}`);
  }
  return String(timestamp);
}

/**
 * The cookies' next values for a page view at `now` (spec section 4): no valid record → a new one
 * and a new visit; a valid record but no visit cookie (it expired) → the count goes up, the
 * current visit becomes the previous one, and a new visit starts now; both valid → the same visit
 * goes on. An invalid visit timestamp next to a valid record is recreated without counting a
 * visit (the cookie still existing means the visit has not timed out). Never throws: bad `now` or
 * a bad new id gives an error.
 */
export function advanceVisitorCookies(input: AdvanceInput): Parsed<VisitorCookies> {
  const { now } = input;
  if (!isPositiveInteger(now)) {
    return {
      ok: false,
      error: `now must be a positive integer of milliseconds, got ${describeValue(now)}`,
    };
  }
  const repaired: string[] = [];
  const record = input.record === undefined ? null : parseVisitorRecord(input.record);
  if (record && !record.ok) repaired.push(record.error);
  const visit = input.visit === undefined ? null : parseVisitTimestamp(input.visit);
  if (visit && !visit.ok) repaired.push(visit.error);

  if (!record?.ok) {
    let id: unknown;
    try {
      id = input.newId();
    } catch (error) {
      return { ok: false, error: `could not make a visitor id: ${describeError(error)}` };
    }
    if (!isVisitorId(id)) {
      return { ok: false, error: `the new visitor id ${describeValue(id)} is not a valid id` };
    }
    return {
      ok: true,
      value: {
        record: { id, firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 },
        visit: now,
        change: 'created',
        repaired,
      },
    };
  }

  const current = record.value;
  if (visit === null) {
    return {
      ok: true,
      value: {
        record: {
          ...current,
          previousVisit: current.currentVisit,
          currentVisit: now,
          // Saturates rather than leaving the exact integers.
          visitCount: Math.min(current.visitCount + 1, Number.MAX_SAFE_INTEGER),
        },
        visit: now,
        change: 'new-visit',
        repaired,
      },
    };
  }
  return {
    ok: true,
    value: { record: current, visit: visit.ok ? visit.value : now, change: 'same-visit', repaired },
  };
}

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceVisitorCookies,
  formatVisitorRecord,
  formatVisitTimestamp,
  isValidVisitorRecord,
  parseVisitorRecord,
  parseVisitTimestamp,
  type VisitorRecord,
} from '../../../src/lib/visitor-cookies';
import { anyValue, hugeString } from './arbitraries';

// The visitor cookies ss_cvr and ss_cvt (runtime.md sections 3, 4, 5 and 9). The examples and the
// properties of advanceVisitorCookies over cookie-like text are in
// test/unit/lib/visitor-cookies.test.ts; these add values of any type, canonical round trips both
// ways, huge values, and the size of the error messages.

const positive = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const idCharacters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'.split('');
const visitorId = fc.oneof(
  fc.uuid(),
  fc.constantFrom('__proto__', 'constructor', '-', '_'),
  fc
    .array(fc.constantFrom(...idCharacters), { minLength: 1, maxLength: 64 })
    .map((chars) => chars.join('')),
);
const validRecord: fc.Arbitrary<VisitorRecord> = fc.record({
  id: visitorId,
  firstVisit: positive,
  previousVisit: positive,
  currentVisit: positive,
  visitCount: positive,
});

/** Cookie text: records with one part changed, numbers in odd notations, random text. */
const recordText = fc.oneof(
  validRecord.map(formatVisitorRecord),
  fc
    .tuple(
      validRecord.map((record) => formatVisitorRecord(record).split('|')),
      fc.nat({ max: 4 }),
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('0', '01', '-1', '1e3', '1.5', ' 7', '9007199254740993', '', '0x10'),
      ),
    )
    .map(([parts, index, replacement]) =>
      parts.map((part, i) => (i === index ? replacement : part)).join('|'),
    ),
  fc.string(),
);

/**
 * Error messages quote at most 40 characters of the value however long it is (each at most 6
 * once JSON-escaped, like \u0000).
 */
const MAX_ERROR_LENGTH = 400;

describe('visitor cookie values: more properties', () => {
  it('answer any value with a valid record or a short, clear error', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, recordText, hugeString), (value) => {
        const parsed = parseVisitorRecord(value);
        if (parsed.ok) {
          expect(isValidVisitorRecord(parsed.value)).toBe(true);
          return;
        }
        expect(parsed.error).toMatch(/^the visitor record /);
        expect(parsed.error.length).toBeLessThan(MAX_ERROR_LENGTH);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(anyValue, positive.map(String), hugeString), (value) => {
        const parsed = parseVisitTimestamp(value);
        if (parsed.ok) {
          expect(Number.isSafeInteger(parsed.value) && parsed.value > 0).toBe(true);
          return;
        }
        expect(parsed.error).toMatch(/^the visit timestamp /);
        expect(parsed.error.length).toBeLessThan(MAX_ERROR_LENGTH);
      }),
      { numRuns: 50 },
    );
  });

  it('format(parse(text)) gives the text back: a readable cookie is already canonical', () => {
    fc.assert(
      fc.property(recordText, (text) => {
        const parsed = parseVisitorRecord(text);
        if (parsed.ok) expect(formatVisitorRecord(parsed.value)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(positive.map(String), fc.string({ maxLength: 20 })), (text) => {
        const parsed = parseVisitTimestamp(text);
        if (parsed.ok) expect(formatVisitTimestamp(parsed.value)).toBe(text);
      }),
    );
  });

  it('parse(format(record)) gives every valid record back', () => {
    fc.assert(
      fc.property(validRecord, (record) => {
        expect(parseVisitorRecord(formatVisitorRecord(record))).toEqual({
          ok: true,
          value: record,
        });
      }),
    );
  });

  it('formats only valid values: anything else is a TypeError, never a bad cookie', () => {
    const recordLike = fc.record({
      id: fc.oneof(visitorId, anyValue),
      firstVisit: fc.oneof(positive, anyValue),
      previousVisit: fc.oneof(positive, anyValue),
      currentVisit: fc.oneof(positive, anyValue),
      visitCount: fc.oneof(positive, anyValue),
    });
    fc.assert(
      fc.property(recordLike, (record) => {
        let text: string;
        try {
          text = formatVisitorRecord(record as VisitorRecord);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
          expect(isValidVisitorRecord(record as VisitorRecord)).toBe(false);
          return;
        }
        expect(parseVisitorRecord(text)).toEqual({ ok: true, value: record });
      }),
    );
    fc.assert(
      fc.property(fc.oneof(positive, anyValue), (timestamp) => {
        let text: string;
        try {
          text = formatVisitTimestamp(timestamp as number);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
          return;
        }
        expect(parseVisitTimestamp(text)).toEqual({ ok: true, value: timestamp });
      }),
    );
  });

  it('advances from any cookies, clock and id maker without throwing', () => {
    const cookie = fc.option(fc.oneof(recordText, anyValue), { nil: undefined });
    const idMaker = fc.oneof(
      anyValue.map((id) => () => id),
      anyValue.map((thrown) => () => {
        throw thrown;
      }),
    );
    fc.assert(
      fc.property(
        cookie,
        cookie,
        fc.oneof(positive, anyValue),
        idMaker,
        (record, visit, now, newId) => {
          const result = advanceVisitorCookies({
            record: record as string | undefined,
            visit: visit as string | undefined,
            now: now as number,
            // An id maker that misbehaves: it returns anything, or throws anything.
            newId: newId as () => string,
          });
          if (!result.ok) {
            expect(result.error).not.toBe('');
            return;
          }
          expect(isValidVisitorRecord(result.value.record)).toBe(true);
          expect(result.value.record.currentVisit).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
          expect(formatVisitTimestamp(result.value.visit)).toMatch(/^[1-9]\d*$/);
          for (const reason of result.value.repaired) {
            expect(reason.length).toBeLessThan(MAX_ERROR_LENGTH);
          }
        },
      ),
    );
  });
});

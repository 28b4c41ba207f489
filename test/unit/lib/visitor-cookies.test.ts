// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceVisitorCookies,
  formatVisitorRecord,
  formatVisitTimestamp,
  isVisitorId,
  parseVisitorRecord,
  parseVisitTimestamp,
  VISIT_LIFETIME_MS,
  VISITOR_RECORD_LIFETIME_DAYS,
  type VisitorRecord,
} from '../../../src/lib/visitor-cookies';
import { generateUuid } from '../../../src/lib/uuid';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const T1 = 1_700_000_000_000;
const T2 = 1_700_000_600_000;
const NOW = 1_700_100_000_000;
const newId = () => 'new-id';

describe('visitor cookie constants', () => {
  it('match the spec: record 2 years, visit 30 minutes', () => {
    expect(VISITOR_RECORD_LIFETIME_DAYS).toBe(730);
    expect(VISIT_LIFETIME_MS).toBe(1_800_000);
  });
});

describe('parseVisitorRecord', () => {
  it('reads an id then four positive integers, pipe-separated', () => {
    expect(parseVisitorRecord(`${ID}|${T1}|${T1}|${T2}|2`)).toEqual({
      ok: true,
      value: { id: ID, firstVisit: T1, previousVisit: T1, currentVisit: T2, visitCount: 2 },
    });
  });

  it.each([
    ['an empty value', '', /1 pipe-separated fields/],
    ['three numbers', `${ID}|${T1}|${T1}|1`, /4 pipe-separated fields/],
    ['five numbers', `${ID}|${T1}|${T1}|${T1}|${T1}|1`, /6 pipe-separated fields/],
    ['an empty id', `|${T1}|${T1}|${T1}|1`, /invalid id/],
    ['an id with a space', `a b|${T1}|${T1}|${T1}|1`, /invalid id/],
    ['a zero count', `${ID}|${T1}|${T1}|${T1}|0`, /invalid visitCount/],
    ['a leading zero', `${ID}|0${T1}|${T1}|${T1}|1`, /invalid firstVisit/],
    ['a negative number', `${ID}|${T1}|-5|${T1}|1`, /invalid previousVisit/],
    ['a decimal', `${ID}|${T1}|${T1}|1.5|1`, /invalid currentVisit/],
    ['an unsafe integer', `${ID}|${T1}|${T1}|${T1}|99999999999999999999`, /invalid visitCount/],
  ])('rejects %s with a clear reason', (_label, value, reason) => {
    const parsed = parseVisitorRecord(value);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(reason);
  });

  it('rejects values that are not text or far too long', () => {
    expect(parseVisitorRecord(undefined)).toEqual({
      ok: false,
      error: 'the visitor record is not text',
    });
    expect(parseVisitorRecord('a'.repeat(600)).ok).toBe(false);
  });
});

describe('formatVisitorRecord', () => {
  it('writes the fields in order, pipe-separated', () => {
    const record: VisitorRecord = {
      id: ID,
      firstVisit: T1,
      previousVisit: T1,
      currentVisit: T2,
      visitCount: 3,
    };
    expect(formatVisitorRecord(record)).toBe(`${ID}|${T1}|${T1}|${T2}|3`);
  });

  it('refuses an invalid record', () => {
    expect(() =>
      formatVisitorRecord({
        id: 'x|y',
        firstVisit: 1,
        previousVisit: 1,
        currentVisit: 1,
        visitCount: 1,
      }),
    ).toThrow(TypeError);
  });
});

describe('parseVisitTimestamp and formatVisitTimestamp', () => {
  it('reads a positive integer without a leading zero', () => {
    expect(parseVisitTimestamp(String(T1))).toEqual({ ok: true, value: T1 });
    expect(formatVisitTimestamp(T1)).toBe(String(T1));
  });

  it.each(['', '0', '0123', '-1', '1e3', '12.5', ' 12', 'abc'])('rejects %j', (value) => {
    const parsed = parseVisitTimestamp(value);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/not a positive integer without a leading zero/);
  });
});

describe('advanceVisitorCookies', () => {
  it('first visit: creates the record (count 1) and the visit timestamp', () => {
    expect(advanceVisitorCookies({ record: undefined, visit: undefined, now: NOW, newId })).toEqual(
      {
        ok: true,
        value: {
          record: {
            id: 'new-id',
            firstVisit: NOW,
            previousVisit: NOW,
            currentVisit: NOW,
            visitCount: 1,
          },
          visit: NOW,
          change: 'created',
          repaired: [],
        },
      },
    );
  });

  it('visit cookie expired but the record exists: count + 1 and a new visit timestamp', () => {
    const result = advanceVisitorCookies({
      record: `${ID}|${T1}|${T1}|${T2}|4`,
      visit: undefined,
      now: NOW,
      newId,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        record: { id: ID, firstVisit: T1, previousVisit: T2, currentVisit: NOW, visitCount: 5 },
        visit: NOW,
        change: 'new-visit',
        repaired: [],
      },
    });
  });

  it('visit still running: the record stays and the visit timestamp is kept', () => {
    const result = advanceVisitorCookies({
      record: `${ID}|${T1}|${T1}|${T2}|4`,
      visit: String(T2),
      now: NOW,
      newId,
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        record: { id: ID, visitCount: 4, currentVisit: T2 },
        visit: T2,
        change: 'same-visit',
      },
    });
  });

  it('an invalid record is recreated, with the reason', () => {
    const result = advanceVisitorCookies({
      record: 'garbage',
      visit: String(T2),
      now: NOW,
      newId,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { record: { id: 'new-id', visitCount: 1 }, visit: NOW, change: 'created' },
    });
    expect(result.ok && result.value.repaired).toEqual([
      expect.stringMatching(/"garbage" has 1 pipe-separated fields/),
    ]);
  });

  it('an invalid visit timestamp next to a valid record is recreated without counting a visit', () => {
    const result = advanceVisitorCookies({
      record: `${ID}|${T1}|${T1}|${T2}|4`,
      visit: '007',
      now: NOW,
      newId,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { record: { visitCount: 4 }, visit: NOW, change: 'same-visit' },
    });
    expect(result.ok && result.value.repaired).toHaveLength(1);
  });

  it('saturates the visit count instead of losing precision', () => {
    const max = Number.MAX_SAFE_INTEGER;
    const result = advanceVisitorCookies({
      record: `${ID}|${T1}|${T1}|${T2}|${max}`,
      visit: undefined,
      now: NOW,
      newId,
    });
    expect(result.ok && result.value.record.visitCount).toBe(max);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'gives a clear error for now = %s',
    (now) => {
      const result = advanceVisitorCookies({ record: undefined, visit: undefined, now, newId });
      expect(result).toEqual({ ok: false, error: expect.stringMatching(/now must be a positive/) });
    },
  );

  it('gives a clear error when the new id is unusable or its maker throws', () => {
    expect(
      advanceVisitorCookies({ record: undefined, visit: undefined, now: NOW, newId: () => 'a|b' }),
    ).toEqual({ ok: false, error: expect.stringMatching(/not a valid id/) });
    const throwing = () => {
      throw new Error('no entropy');
    };
    expect(
      advanceVisitorCookies({ record: undefined, visit: undefined, now: NOW, newId: throwing }),
    ).toEqual({ ok: false, error: expect.stringMatching(/no entropy/) });
  });

  it('property: never throws; always a valid record and visit that survive formatting, or an error', () => {
    const positive = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    const wellFormed = fc
      .tuple(fc.uuid(), positive, positive, positive, positive)
      .map((parts) => parts.join('|'));
    const cookieText = fc.option(fc.oneof(fc.string(), wellFormed, positive.map(String)), {
      nil: undefined,
    });
    const now = fc.oneof(positive, fc.double(), fc.integer());
    const id = fc.oneof(fc.uuid(), fc.string());
    fc.assert(
      fc.property(cookieText, cookieText, now, id, (record, visit, at, newIdValue) => {
        const result = advanceVisitorCookies({ record, visit, now: at, newId: () => newIdValue });
        if (!result.ok) {
          expect(result.error).toEqual(expect.any(String));
          return;
        }
        const formatted = formatVisitorRecord(result.value.record);
        expect(parseVisitorRecord(formatted)).toEqual({ ok: true, value: result.value.record });
        expect(parseVisitTimestamp(formatVisitTimestamp(result.value.visit))).toEqual({
          ok: true,
          value: result.value.visit,
        });
        // A valid record survives: only its visit fields may change.
        const before = record === undefined ? null : parseVisitorRecord(record);
        if (before?.ok) expect(result.value.record.id).toBe(before.value.id);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the count goes up exactly when the visit cookie is gone', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.integer({ min: 1, max: 1e6 }),
        fc.boolean(),
        (uuid, count, visitRunning) => {
          const result = advanceVisitorCookies({
            record: `${uuid}|${T1}|${T1}|${T2}|${count}`,
            visit: visitRunning ? String(T2) : undefined,
            now: NOW,
            newId,
          });
          expect(result.ok && result.value.record.visitCount).toBe(
            visitRunning ? count : count + 1,
          );
        },
      ),
    );
  });
});

describe('ids from generateUuid', () => {
  it('are valid record ids', () => {
    for (let i = 0; i < 20; i += 1) {
      expect(isVisitorId(generateUuid())).toBe(true);
    }
  });
});

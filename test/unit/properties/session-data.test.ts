import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSessionDataStore } from '../../../src/lib/session-data';
import { isRecord } from '../../../src/lib/coerce';
import { mockLogger } from '../support/mock-logger';
import {
  anyValue,
  expectPrototypesUntouched,
  hugeString,
  jsonText,
  jsonValue,
} from './arbitraries';

// Session data (runtime.md and widgets.md section 9): records `{"value": …, "expires": ms}` in
// local storage, else in a cookie. Whatever the storage holds (other scripts, older versions, a
// visitor's edits), reading gives the value of a valid, unexpired record or null; an unreadable
// record is removed with a warning, an expired one silently.

const NOW = 1_700_000_000_000;
const KEY = 'sr-property';

const storedRecord = fc
  .record(
    {
      value: jsonValue,
      expires: fc.oneof(
        fc.integer({ min: NOW - 3_600_000, max: NOW + 3_600_000 }),
        fc.constantFrom<unknown>(NOW, null, '1700000000000', true, {}),
      ),
    },
    { requiredKeys: [] },
  )
  .map((record) => JSON.stringify(record));

const storedText = fc.oneof(
  { weight: 4, arbitrary: storedRecord },
  { weight: 2, arbitrary: jsonText },
  {
    weight: 1,
    arbitrary: fc.constantFrom('{"__proto__":{"value":1}}', '{"value":1,"expires":1e999}'),
  },
  { weight: 1, arbitrary: hugeString },
);

/** What reading `text` must give: the value, null for an expired record, or invalid. */
function expectedReading(text: string): { value: unknown } | 'expired' | 'invalid' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  if (!isRecord(parsed) || !Object.hasOwn(parsed, 'value')) return 'invalid';
  const { expires } = parsed;
  if (expires === undefined) return { value: parsed.value };
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return 'invalid';
  return expires <= NOW ? 'expired' : { value: parsed.value };
}

describe('session data store (property)', () => {
  it('reads whatever local storage holds into a value or null, removing what it cannot use', () => {
    fc.assert(
      fc.property(storedText, (text) => {
        localStorage.clear();
        localStorage.setItem(KEY, text);
        const log = mockLogger();
        const store = createSessionDataStore({ now: () => NOW, log });
        const expected = expectedReading(text);
        const value = store.get(KEY);
        if (typeof expected === 'object') {
          expect(value).toEqual(expected.value);
          expect(localStorage.getItem(KEY)).toBe(text);
        } else {
          expect(value).toBeNull();
          expect(localStorage.getItem(KEY)).toBeNull();
        }
        expect(log.warn).toHaveBeenCalledTimes(expected === 'invalid' ? 1 : 0);
        expectPrototypesUntouched();
      }),
    );
  });

  it('reads whatever the cookie holds the same way when local storage is blocked', () => {
    // A cookie holds bytes: text with a lone surrogate cannot be written to one.
    const cookieText = fc
      .oneof(storedRecord, fc.string({ maxLength: 40 }), jsonText)
      .filter(
        (text) => !/[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')),
      );
    fc.assert(
      fc.property(cookieText, fc.boolean(), (text, malformedEscape) => {
        // A value some other script wrote: escaped, or with a broken %-escape left in.
        const raw = malformedEscape
          ? `%E0%A4${encodeURIComponent(text)}`
          : encodeURIComponent(text);
        document.cookie = `${KEY}=${raw}; path=/`;
        const store = createSessionDataStore({
          localStorage: () => null,
          now: () => NOW,
          log: mockLogger(),
        });
        const expected = malformedEscape ? 'invalid' : expectedReading(text);
        const value = store.get(KEY);
        if (typeof expected === 'object') expect(value).toEqual(expected.value);
        else expect(value).toBeNull();
        document.cookie = `${KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      }),
      { numRuns: 60 },
    );
  });

  it('gives back every JSON value it stored, until it expires', () => {
    fc.assert(
      fc.property(
        // happy-dom's localStorage cannot hold a "__proto__" item (browsers can): left out.
        fc
          .string({ minLength: 1, maxLength: 12 })
          .filter((key) => key.trim() !== '' && key !== '__proto__'),
        jsonValue,
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
        (key, value, ttlMs) => {
          localStorage.clear();
          let now = NOW;
          const store = createSessionDataStore({ now: () => now, log: mockLogger() });
          store.set(key, value, ttlMs === undefined ? {} : { ttlMs });
          expect(store.get(key)).toEqual(JSON.parse(JSON.stringify(value)));
          if (ttlMs === undefined) return;
          now += ttlMs;
          expect(store.get(key)).toBeNull();
          // Counted rather than looked up: happy-dom answers getItem("toString") with a method.
          expect(localStorage.length).toBe(0);
        },
      ),
    );
  });

  it('refuses keys, lifetimes and values it cannot store with a logged error, writing nothing', () => {
    const badKey = fc.oneof(
      anyValue.filter((key) => typeof key !== 'string'),
      fc.constantFrom('', ' ', '\n'),
    );
    const badLifetime = anyValue.filter(
      (ttl) => ttl !== undefined && !(typeof ttl === 'number' && ttl > 0),
    );
    fc.assert(
      fc.property(badKey, badLifetime, anyValue, (key, ttlMs, value) => {
        localStorage.clear();
        const log = mockLogger();
        const store = createSessionDataStore({ log });
        store.set(key as string, value);
        expect(store.get(key as string)).toBeNull();
        store.remove(key as string);
        store.set(KEY, value, { ttlMs: ttlMs as number });
        store.set(KEY, undefined);
        expect(localStorage.length).toBe(0);
        expect(log.error).toHaveBeenCalledTimes(5);
      }),
    );
  });
});

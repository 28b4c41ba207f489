// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_EXPIRATION_KEY,
  ANALYTICS_ID_LIFETIME_DAYS,
  ANALYTICS_ID_STORAGE_KEY,
  analyticsIdExpiry,
  parseAnalyticsId,
  resolveAnalyticsId,
  type AnalyticsIdInput,
} from '../../../src/lib/analytics-id';
import { MARKETING_ID_COOKIE, parseMarketingId } from '../../../src/lib/marketing-id';
import { parseSessionId, resolveSessionId, SESSION_ID_COOKIE } from '../../../src/lib/session-id';
import { readTrackingIds } from '../../../src/lib/tracking-ids';
import { generateUuid } from '../../../src/lib/uuid';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const NOW = Date.UTC(2031, 4, 6, 7, 8, 9);
const DAY_MS = 86_400_000;
const newId = () => OTHER;

function input(fields: Partial<AnalyticsIdInput> = {}): AnalyticsIdInput {
  return { cookie: undefined, stored: null, storedExpiration: null, now: NOW, newId, ...fields };
}

/** Strings a cookie or storage could hold that are not ids: empty, spaces, separators, markup. */
const notAnId = fc.oneof(
  fc.constantFrom('', ' ', 'a b', 'a;b', 'a|b', '<script>', 'é', 'x'.repeat(65)),
  fc.string().filter((text) => !/^[A-Za-z0-9_-]{1,64}$/.test(text)),
);

describe('analytics id names and lifetime (platform evidence, widgets.md section 9)', () => {
  it('the cookie and storage keys are the platform tracker’s, the lifetime 390 days', () => {
    expect(ANALYTICS_ID_COOKIE).toBe('SS_ANALYTICS_ID');
    expect(ANALYTICS_ID_STORAGE_KEY).toBe('SS_ANALYTICS_ID');
    expect(ANALYTICS_ID_EXPIRATION_KEY).toBe('SS_ANALYTICS_EXPIRATION');
    expect(ANALYTICS_ID_LIFETIME_DAYS).toBe(390);
    expect(analyticsIdExpiry(NOW)).toBe(NOW + 390 * DAY_MS);
  });
});

describe('parseAnalyticsId', () => {
  it('reads an id; "", "null" and nothing are no id; anything else is an error', () => {
    expect(parseAnalyticsId(ID)).toEqual({ ok: true, value: ID });
    for (const none of [undefined, null, '', 'null']) {
      expect(parseAnalyticsId(none)).toEqual({ ok: true, value: null });
    }
    expect(parseAnalyticsId('a;b')).toEqual({
      ok: false,
      error: 'the analytics id "a;b" is not a valid id',
    });
  });

  it('property: never throws, and an accepted id is a plain token of at most 64 characters', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseAnalyticsId(value);
        if (parsed.ok && parsed.value !== null) {
          expect(parsed.value).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        }
      }),
    );
  });
});

describe('resolveAnalyticsId', () => {
  it('the cookie wins over the stored copy', () => {
    const resolved = resolveAnalyticsId(
      input({ cookie: ID, stored: OTHER, storedExpiration: new Date(NOW + DAY_MS).toUTCString() }),
    );
    expect(resolved).toEqual({
      ok: true,
      value: { id: ID, source: 'cookie', expires: NOW + 390 * DAY_MS, repaired: [] },
    });
  });

  it('without the cookie, the stored copy while its expiration is ahead', () => {
    const ahead = new Date(NOW + 1000).toUTCString();
    expect(resolveAnalyticsId(input({ stored: ID, storedExpiration: ahead }))).toMatchObject({
      ok: true,
      value: { id: ID, source: 'storage' },
    });
    // A copy without an expiration is kept, as the platform's tracker keeps it.
    expect(resolveAnalyticsId(input({ stored: ID }))).toMatchObject({
      value: { id: ID, source: 'storage' },
    });
  });

  it('a stored copy past its expiration, or with one that is not a date, is not used', () => {
    const past = new Date(NOW - 1000).toUTCString();
    expect(resolveAnalyticsId(input({ stored: ID, storedExpiration: past }))).toEqual({
      ok: true,
      value: { id: OTHER, source: 'new', expires: NOW + 390 * DAY_MS, repaired: [] },
    });
    const garbled = resolveAnalyticsId(input({ stored: ID, storedExpiration: 'soon' }));
    expect(garbled).toMatchObject({ ok: true, value: { id: OTHER, source: 'new' } });
    expect(garbled.ok && garbled.value.repaired).toEqual([
      'the analytics id\'s expiration "soon" is not a date',
    ]);
  });

  it('invalid values are replaced by a new id, each with its reason', () => {
    const resolved = resolveAnalyticsId(input({ cookie: 'a b', stored: '<b>' }));
    expect(resolved).toEqual({
      ok: true,
      value: {
        id: OTHER,
        source: 'new',
        expires: NOW + 390 * DAY_MS,
        repaired: [
          'the analytics id "a b" is not a valid id',
          'the analytics id "<b>" is not a valid id',
        ],
      },
    });
  });

  it('a failing id maker or a bad clock is an error, never a throw', () => {
    const throwing = () => {
      throw new Error('Secure random numbers unsupported');
    };
    expect(resolveAnalyticsId(input({ newId: throwing }))).toEqual({
      ok: false,
      error: 'could not make an analytics id: Error: Secure random numbers unsupported',
    });
    expect(resolveAnalyticsId(input({ newId: () => 'x y' })).ok).toBe(false);
    expect(resolveAnalyticsId(input({ now: Number.NaN })).ok).toBe(false);
  });

  it('property: whatever the cookie and storage hold, the id is valid and kept when it was', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.uuid(), notAnId), { nil: undefined }),
        fc.option(fc.oneof(fc.uuid(), notAnId), { nil: null }),
        fc.option(
          fc.oneof(
            fc.date().map((date) => date.toUTCString()),
            fc.string(),
          ),
          {
            nil: null,
          },
        ),
        (cookie, stored, storedExpiration) => {
          const resolved = resolveAnalyticsId(
            input({ cookie, stored, storedExpiration, newId: generateUuid }),
          );
          expect(resolved.ok).toBe(true);
          if (!resolved.ok) return;
          expect(resolved.value.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
          expect(resolved.value.expires).toBe(NOW + 390 * DAY_MS);
          if (cookie !== undefined && /^[0-9a-f-]{36}$/.test(cookie)) {
            expect(resolved.value).toMatchObject({ id: cookie, source: 'cookie' });
          }
        },
      ),
    );
  });
});

describe('session id (SS_SESSION_ID)', () => {
  it('keeps a valid cookie; makes one to write when absent or invalid', () => {
    expect(SESSION_ID_COOKIE).toBe('SS_SESSION_ID');
    expect(resolveSessionId(ID, newId)).toEqual({ ok: true, value: { id: ID, write: false } });
    expect(resolveSessionId(undefined, newId)).toEqual({
      ok: true,
      value: { id: OTHER, write: true },
    });
    expect(resolveSessionId('x;y', newId)).toEqual({
      ok: true,
      value: { id: OTHER, write: true, repaired: 'the session id "x;y" is not a valid id' },
    });
  });

  it('a failing id maker is an error', () => {
    const failing = resolveSessionId(undefined, () => {
      throw new Error('no crypto');
    });
    expect(failing).toEqual({ ok: false, error: 'could not make a session id: Error: no crypto' });
  });

  it('property: parseSessionId gives the value back only when it is an id', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), notAnId, fc.anything()), (value) => {
        const parsed = parseSessionId(value);
        expect(parsed === null || parsed === value).toBe(true);
        if (parsed !== null) expect(parsed).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      }),
    );
  });
});

describe('marketing id (SS_MID)', () => {
  it('reads a token; markup, spaces and separators are no id', () => {
    expect(MARKETING_ID_COOKIE).toBe('SS_MID');
    expect(parseMarketingId('mid-4711')).toBe('mid-4711');
    expect(parseMarketingId('a/b+c=')).toBe('a/b+c=');
    for (const bad of ['', 'a b', '<b>x</b>', 'a;b', 'a,b', '"q"', 'x'.repeat(257), 42, null]) {
      expect(parseMarketingId(bad)).toBeNull();
    }
  });

  it('property: an accepted marketing id has no character that could break out of a value', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (value, text) => {
        for (const candidate of [value, text]) {
          const parsed = parseMarketingId(candidate);
          if (parsed !== null) expect(parsed).not.toMatch(/[\s;,"'<>&\\]/);
        }
      }),
    );
  });
});

describe('readTrackingIds', () => {
  it('reads the three cookies, null for each one absent or invalid', () => {
    const jar: Record<string, string> = {
      SS_ANALYTICS_ID: ID,
      SS_MID: 'mid-1',
      SS_SESSION_ID: 'not an id',
    };
    expect(readTrackingIds((name) => jar[name])).toEqual({
      analyticsId: ID,
      marketingId: 'mid-1',
      sessionId: null,
    });
    expect(readTrackingIds(() => undefined)).toEqual({
      analyticsId: null,
      marketingId: null,
      sessionId: null,
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createSessionDataStore } from '../../../src/lib/session-data';
import { mockLogger } from '../support/mock-logger';

const NOW = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;

function clock(start = NOW) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const blockedStorage = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('session data in local storage', () => {
  it('stores the value with its expiry timestamp and reads it back until it expires', () => {
    const time = clock();
    const store = createSessionDataStore({ now: time.now });
    expect(store.backend).toBe('localStorage');
    store.set('greeting', { text: 'hello' }, { ttlMs: HOUR });
    expect(JSON.parse(localStorage.getItem('greeting') ?? '')).toEqual({
      value: { text: 'hello' },
      expires: NOW + HOUR,
    });
    time.advance(HOUR - 1);
    expect(store.get('greeting')).toEqual({ text: 'hello' });
    expect(document.cookie).not.toContain('greeting');
  });

  it('removes an expired record when it is read', () => {
    const time = clock();
    const store = createSessionDataStore({ now: time.now });
    store.set('greeting', 'hello', { ttlMs: HOUR });
    time.advance(HOUR);
    expect(store.get('greeting')).toBeNull();
    expect(localStorage.getItem('greeting')).toBeNull();
  });

  it('keeps a record without a lifetime', () => {
    const time = clock();
    const store = createSessionDataStore({ now: time.now });
    store.set('flag', true);
    expect(JSON.parse(localStorage.getItem('flag') ?? '')).toEqual({ value: true });
    time.advance(10 * 365 * 24 * HOUR);
    expect(store.get('flag')).toBe(true);
  });

  it('gives null for a missing key and removes an unreadable record with a warning', () => {
    const log = mockLogger();
    const store = createSessionDataStore({ log });
    expect(store.get('missing')).toBeNull();
    localStorage.setItem('broken', '{not json');
    localStorage.setItem('shapeless', '{"expires":"soon"}');
    expect(store.get('broken')).toBeNull();
    expect(store.get('shapeless')).toBeNull();
    expect(localStorage.getItem('broken')).toBeNull();
    expect(localStorage.getItem('shapeless')).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('removes a record on request', () => {
    const store = createSessionDataStore();
    store.set('greeting', 'hello');
    store.remove('greeting');
    expect(localStorage.getItem('greeting')).toBeNull();
  });

  it('refuses bad keys, lifetimes and undefined values with a logged error, writing nothing', () => {
    const log = mockLogger();
    const store = createSessionDataStore({ log });
    store.set('', 'x');
    store.set('a', 'x', { ttlMs: 0 });
    store.set('b', 'x', { ttlMs: -5 });
    store.set('c', 'x', { ttlMs: Number.NaN });
    store.set('d', undefined);
    expect(store.get(42 as unknown as string)).toBeNull();
    store.remove('  ');
    expect(localStorage.length).toBe(0);
    expect(log.error).toHaveBeenCalledTimes(7);
  });

  it('logs a value JSON cannot encode and keeps the previous one', () => {
    const log = mockLogger();
    const store = createSessionDataStore({ log });
    store.set('n', 1);
    store.set('n', 1n);
    expect(store.get('n')).toBe(1);
    expect(log.error).toHaveBeenCalledWith('set "n": could not store the value', expect.any(Error));
  });
});

describe('session data in a cookie when local storage is unavailable', () => {
  it('falls back to a cookie whose expiry is the record’s', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    // writeCookie reads the clock as well: both see the same instant.
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const time = clock(NOW);
    const store = createSessionDataStore({ localStorage: blockedStorage, now: time.now });
    expect(store.backend).toBe('cookie');
    store.set('visitor-note', { n: 1 }, { ttlMs: HOUR });
    expect(set).toHaveBeenCalledOnce();
    const [pair = '', ...attributes] = String(set.mock.calls[0]?.[0]).split('; ');
    const [name, text = ''] = pair.split('=');
    expect(name).toBe('visitor-note');
    expect(JSON.parse(decodeURIComponent(text))).toEqual({
      value: { n: 1 },
      expires: time.now() + HOUR,
    });
    const expires = attributes.find((a) => a.startsWith('expires='))?.slice('expires='.length);
    expect(Date.parse(expires ?? '')).toBe(time.now() + HOUR);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'sameSite=Lax']));
    expect(store.get('visitor-note')).toEqual({ n: 1 });
  });

  it('writes a session cookie for a record without a lifetime', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const store = createSessionDataStore({ localStorage: () => null });
    store.set('note', 'x');
    expect(String(set.mock.calls[0]?.[0])).not.toContain('expires=');
    expect(store.get('note')).toBe('x');
  });

  it('removes the cookie of an expired record when it is read', () => {
    const time = clock(Date.now());
    const store = createSessionDataStore({ localStorage: blockedStorage, now: time.now });
    store.set('note', 'x', { ttlMs: HOUR });
    time.advance(HOUR + 1);
    expect(store.get('note')).toBeNull();
    expect(document.cookie).not.toContain('note=');
  });

  it('falls back when writing to local storage throws (quota or private mode)', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createSessionDataStore({ localStorage: () => storage });
    expect(store.backend).toBe('cookie');
    store.set('note', 'kept');
    expect(store.get('note')).toBe('kept');
  });
});

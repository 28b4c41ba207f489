import { describe, expect, it } from 'vitest';
import { createSessionDataStore } from '../../../src/lib/session-data';
import {
  resolveSessionInfo,
  RETURNING_VISITOR_KEY,
  RETURNING_VISITOR_TTL_MS,
  SESSION_INFO_KEY,
  SESSION_STORAGE_UNAVAILABLE,
} from '../../../src/lib/session-info';
import { mockLogger } from '../support/mock-logger';

const NOW = 1_700_000_000_000;

function resolve(overrides: Partial<Parameters<typeof resolveSessionInfo>[0]> = {}) {
  return resolveSessionInfo({
    sessionData: createSessionDataStore({ now: () => NOW }),
    trackingAllowed: true,
    location: { pathname: '/shop', search: '?utm_source=mail' },
    now: () => NOW,
    log: mockLogger(),
    ...overrides,
  });
}

describe('session info', () => {
  it('on the first page of a first session: both flags true, the landing recorded', () => {
    expect(resolve()).toEqual({
      isFirstLanding: true,
      isFirstSession: true,
      landingPage: '/shop?utm_source=mail',
      sessionStartedAt: NOW,
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_INFO_KEY) ?? '')).toEqual({
      landingPage: '/shop?utm_source=mail',
      sessionStartedAt: NOW,
      isFirstSession: true,
    });
    expect(JSON.parse(localStorage.getItem(RETURNING_VISITOR_KEY) ?? '')).toEqual({
      value: true,
      expires: NOW + RETURNING_VISITOR_TTL_MS,
    });
  });

  it('on a later page of the session: not the first landing, same session facts', () => {
    resolve();
    const later = resolve({ location: { pathname: '/cart', search: '' }, now: () => NOW + 5000 });
    expect(later).toEqual({
      isFirstLanding: false,
      isFirstSession: true,
      landingPage: '/shop?utm_source=mail',
      sessionStartedAt: NOW,
    });
  });

  it('in a later session of a returning visitor: first landing, not the first session', () => {
    resolve();
    sessionStorage.clear();
    expect(resolve()).toMatchObject({ isFirstLanding: true, isFirstSession: false });
  });

  it('without tracking consent keeps no marker across sessions', () => {
    resolve({ trackingAllowed: false });
    expect(localStorage.getItem(RETURNING_VISITOR_KEY)).toBeNull();
    sessionStorage.clear();
    expect(resolve({ trackingAllowed: false })).toMatchObject({
      isFirstLanding: true,
      isFirstSession: true,
    });
  });

  it('starts the session again when its record is unreadable', () => {
    sessionStorage.setItem(SESSION_INFO_KEY, '{"landingPage": 3}');
    expect(resolve()).toMatchObject({ isFirstLanding: true, landingPage: '/shop?utm_source=mail' });
  });

  it.each([
    [
      'throws on access',
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    ],
    ['is missing', () => null],
    [
      'refuses writes',
      () =>
        ({
          getItem: () => null,
          setItem: () => {
            throw new DOMException('denied', 'SecurityError');
          },
          removeItem: () => undefined,
        }) as unknown as Storage,
    ],
  ])(
    'when session storage %s: a warning, and only both flags, false',
    (_case, sessionStorageGetter) => {
      const log = mockLogger();
      expect(resolve({ sessionStorage: sessionStorageGetter, log })).toStrictEqual({
        isFirstLanding: false,
        isFirstSession: false,
      });
      expect(log.warn).toHaveBeenCalledWith(SESSION_STORAGE_UNAVAILABLE);
      expect(localStorage.getItem(RETURNING_VISITOR_KEY)).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import {
  createSiteUserSessionInitialiser,
  SITE_USER_SESSION_KEY,
} from '../../../../initialisers/site-user-session';
import { createSessionDataStore } from '../../../../src/lib/session-data';
import { startInitialiser } from '../../support/start-initialiser';

const NOW = 1_800_000_000_000;

function run(now: number) {
  const sessionData = () => createSessionDataStore({ now: () => now });
  return startInitialiser(createSiteUserSessionInitialiser(sessionData)).store;
}

describe('site-user session initialiser', () => {
  it('puts the xsrfToken an earlier page stored back into the store', () => {
    createSessionDataStore({ now: () => NOW }).set(
      SITE_USER_SESSION_KEY,
      { xsrfToken: 'token-1' },
      { ttlMs: 1000 },
    );
    expect(run(NOW + 999).getState().session.xsrfToken).toBe('token-1');
  });

  it('drops an expired session', () => {
    createSessionDataStore({ now: () => NOW }).set(
      SITE_USER_SESSION_KEY,
      { xsrfToken: 'token-1' },
      { ttlMs: 1000 },
    );
    expect(run(NOW + 1000).getState().session.xsrfToken).toBeNull();
    expect(localStorage.getItem(SITE_USER_SESSION_KEY)).toBeNull();
  });

  it('leaves the store alone with nothing stored, or a record without a token', () => {
    expect(run(NOW).getState().session.xsrfToken).toBeNull();
    createSessionDataStore().set(SITE_USER_SESSION_KEY, { other: 1 });
    expect(run(NOW).getState().session.xsrfToken).toBeNull();
  });
});

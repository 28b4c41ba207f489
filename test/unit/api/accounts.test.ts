import { describe, expect, it } from 'vitest';
import { requests, setFault, WRONG_PASSWORD } from '../../../fixtures/api';
import { createSiteUserSession, deleteSiteUserSession, logout } from '../../../src/api';
import { serveFakeApi } from '../fixtures/serve-fake-api';

serveFakeApi();
const SESSION = '/api/site-users/account/session';

describe('auth and site-user session calls', () => {
  it('Logout: POST /api/auth/Logout', async () => {
    document.cookie = 'crumb=c1; path=/';
    await logout();
    expect(requests()).toMatchObject([
      { method: 'POST', path: '/api/auth/Logout', query: { crumb: 'c1' } },
    ]);
  });

  it('session POST: sends email, password, rememberMe and resolves with the xsrfToken', async () => {
    document.cookie = 'crumb=c1; path=/';
    const credentials = { email: 'ada@example.com', password: 'secret', rememberMe: true };
    const token = await createSiteUserSession(credentials);
    expect(token).toMatch(/^[A-Za-z0-9]{36}$/);
    expect(requests()).toMatchObject([
      {
        method: 'POST',
        path: SESSION,
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'c1' },
        body: credentials,
      },
    ]);
  });

  it('session POST: rejects a refused sign-in with the server’s message', async () => {
    const credentials = { email: 'ada@example.com', password: WRONG_PASSWORD, rememberMe: false };
    await expect(createSiteUserSession(credentials)).rejects.toMatchObject({
      kind: 'server',
      status: 401,
      message: 'Incorrect email or password.',
    });
  });

  it('session DELETE: cloneCart query and the site-user XSRF header', async () => {
    document.cookie = 'crumb=c1; path=/';
    await deleteSiteUserSession({ cloneCart: true, xsrfToken: 'xsrf-1' });
    expect(requests()).toMatchObject([
      {
        method: 'DELETE',
        path: SESSION,
        query: { cloneCart: 'true', crumb: 'c1' },
        headers: { 'x-siteuser-xsrf-token': 'xsrf-1', 'x-csrf-token': 'c1' },
      },
    ]);
  });

  it('session DELETE: a crumbFail answer is retried once with a fresh crumb', async () => {
    document.cookie = 'crumb=stale; path=/';
    setFault({ path: SESSION, fault: 'crumbFail', times: 1 });
    await deleteSiteUserSession({ cloneCart: false, xsrfToken: 'xsrf-1' });
    const [first, retry] = requests();
    expect(first?.query).toEqual({ cloneCart: 'false', crumb: 'stale' });
    expect(retry?.query.cloneCart).toBe('false');
    expect(retry?.query.crumb).not.toBe('stale');
    expect(retry?.headers['x-csrf-token']).toBe(retry?.query.crumb);
    expect(retry?.headers['x-siteuser-xsrf-token']).toBe('xsrf-1');
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests, setFault, WRONG_PASSWORD } from '../../../../fixtures/api';
import {
  AccountInputError,
  createSiteUserAccounts,
  SITE_USER_SESSION_KEY,
} from '../../../../initialisers/site-user-session';
import {
  REMEMBERED_SESSION_TTL_MS,
  SESSION_TTL_MS,
} from '../../../../initialisers/site-user-session/stored-session';
import { createSessionDataStore } from '../../../../src/lib/session-data';
import { createRuntimeStore } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import { mockLogger } from '../../support/mock-logger';

const server = serveFakeApi();
const SESSION = '/api/site-users/account/session';
const NOW = 1_800_000_000_000;

function setup() {
  const store = createRuntimeStore();
  const log = mockLogger();
  const accounts = createSiteUserAccounts(store, {
    log,
    sessionData: () => createSessionDataStore({ now: () => NOW }),
  });
  return { store, log, accounts };
}

const storedRecord = () => JSON.parse(localStorage.getItem(SITE_USER_SESSION_KEY) ?? 'null');

describe('signIn', () => {
  it('posts email, password and rememberMe, keeps the xsrfToken in the store and for later pages', async () => {
    document.cookie = 'crumb=c1; path=/';
    const { store, accounts } = setup();
    await accounts.signIn({ email: '  ada@example.com ', password: 'secret', rememberMe: true });

    expect(requests()).toMatchObject([
      {
        method: 'POST',
        path: SESSION,
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'c1' },
        body: { email: 'ada@example.com', password: 'secret', rememberMe: true },
      },
    ]);
    const { xsrfToken } = store.getState().session;
    expect(xsrfToken).toMatch(/^[A-Za-z0-9]{36}$/);
    expect(storedRecord()).toEqual({
      value: { xsrfToken },
      expires: NOW + REMEMBERED_SESSION_TTL_MS,
    });
  });

  it('without rememberMe (the default) the stored session lasts a day', async () => {
    const { accounts } = setup();
    await accounts.signIn({ email: 'ada@example.com', password: 'secret' });
    expect(requests()[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret',
      rememberMe: false,
    });
    expect(storedRecord().expires).toBe(NOW + SESSION_TTL_MS);
  });

  it('a wrong password rejects with the server’s message and changes nothing', async () => {
    const { store, accounts } = setup();
    await expect(
      accounts.signIn({ email: 'ada@example.com', password: WRONG_PASSWORD, rememberMe: false }),
    ).rejects.toThrow('Incorrect email or password.');
    expect(store.getState().session.xsrfToken).toBeNull();
    expect(localStorage.getItem(SITE_USER_SESSION_KEY)).toBeNull();
  });

  it('a server failure rejects with the status message', async () => {
    setFault({ path: SESSION, fault: 503 });
    const { accounts } = setup();
    await expect(accounts.signIn({ email: 'ada@example.com', password: 'x' })).rejects.toThrow(
      'This service is temporarily unavailable. Please try again later.',
    );
  });

  it('an answer without an xsrfToken fails clearly', async () => {
    server.use(http.post(`*${SESSION}`, () => HttpResponse.json({})));
    const { store, log, accounts } = setup();
    await expect(accounts.signIn({ email: 'ada@example.com', password: 'x' })).rejects.toThrow(
      'Sign-in failed. Please try again.',
    );
    expect(log.error).toHaveBeenCalledWith('The site-user session answer carried no xsrfToken');
    expect(store.getState().session.xsrfToken).toBeNull();
  });

  it.each([
    [{ email: '   ', password: 'x' }, 'Enter your email address.', 'email'],
    [{ email: 'ada@example.com', password: '' }, 'Enter your password.', 'password'],
  ])('refuses %j before any request', async (details, message, field) => {
    const { accounts } = setup();
    const failure = await accounts.signIn(details).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AccountInputError);
    expect(failure).toMatchObject({ message, field });
    expect(requests()).toEqual([]);
  });

  it.each([
    [undefined, 'signIn: expected { email, password, rememberMe }'],
    [{ email: 1, password: 'x' }, 'signIn: email and password must be strings'],
    [{ email: 'a@b.co', password: 'x', rememberMe: 'yes' }, 'signIn: rememberMe must be a boolean'],
  ])('logs and rejects bad input %j', async (details, message) => {
    const { log, accounts } = setup();
    await expect(accounts.signIn(details as never)).rejects.toThrow(new TypeError(message));
    expect(log.error).toHaveBeenCalledWith(message);
    expect(requests()).toEqual([]);
  });
});

describe('signOut', () => {
  it('deletes the session with cloneCart and the site-user XSRF header, then forgets the token', async () => {
    document.cookie = 'crumb=c1; path=/';
    const { store, accounts } = setup();
    await accounts.signIn({ email: 'ada@example.com', password: 'secret' });
    const { xsrfToken } = store.getState().session;
    await accounts.signOut({ cloneCart: true });

    expect(requests()[1]).toMatchObject({
      method: 'DELETE',
      path: SESSION,
      query: { cloneCart: 'true', crumb: 'c1' },
      headers: { 'x-siteuser-xsrf-token': xsrfToken, 'x-csrf-token': 'c1' },
    });
    expect(store.getState().session.xsrfToken).toBeNull();
    expect(localStorage.getItem(SITE_USER_SESSION_KEY)).toBeNull();
  });

  it('cloneCart defaults to false', async () => {
    const { accounts } = setup();
    await accounts.signIn({ email: 'ada@example.com', password: 'secret' });
    await accounts.signOut();
    expect(requests()[1]?.query).toMatchObject({ cloneCart: 'false' });
  });

  it('uses the token an earlier page stored', async () => {
    createSessionDataStore({ now: () => NOW }).set(
      SITE_USER_SESSION_KEY,
      { xsrfToken: 'stored-token' },
      { ttlMs: 60_000 },
    );
    const { accounts } = setup();
    await accounts.signOut({ cloneCart: false });
    expect(requests()[0]?.headers['x-siteuser-xsrf-token']).toBe('stored-token');
    expect(localStorage.getItem(SITE_USER_SESSION_KEY)).toBeNull();
  });

  it('a crumbFail answer is retried once, still with the site-user header', async () => {
    document.cookie = 'crumb=stale; path=/';
    setFault({ path: SESSION, fault: 'crumbFail', times: 1 });
    const { store, accounts } = setup();
    store.setState({ session: { xsrfToken: 'token-1', loggedIn: false } });
    await accounts.signOut({ cloneCart: true });
    const sent = requests({ method: 'DELETE' });
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.headers['x-siteuser-xsrf-token'])).toEqual([
      'token-1',
      'token-1',
    ]);
    expect(store.getState().session.xsrfToken).toBeNull();
  });

  it('a failure rejects with the status message and keeps the visitor signed in', async () => {
    setFault({ path: SESSION, fault: 500 });
    const { store, accounts } = setup();
    store.setState({ session: { xsrfToken: 'token-1', loggedIn: false } });
    await expect(accounts.signOut()).rejects.toThrow(
      'Internal server error. Please try again later.',
    );
    expect(store.getState().session.xsrfToken).toBe('token-1');
  });

  it('refuses when nobody is signed in, before any request', async () => {
    const { accounts } = setup();
    await expect(accounts.signOut()).rejects.toMatchObject({
      name: 'AccountInputError',
      message: 'You are not signed in.',
      field: null,
    });
    expect(requests()).toEqual([]);
  });

  it('logs and rejects a cloneCart that is not a boolean', async () => {
    const { log, accounts } = setup();
    await expect(accounts.signOut({ cloneCart: 'yes' as never })).rejects.toThrow(TypeError);
    expect(log.error).toHaveBeenCalledWith('signOut: cloneCart must be a boolean');
    expect(requests()).toEqual([]);
  });
});

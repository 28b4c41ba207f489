import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import * as strings from '../../../src/i18n/strings';
import {
  LOGIN_REQUIRED_EVENT,
  NETWORK_ERROR_EVENT,
  RequestError,
  SYSTEM_ERROR_EVENT,
  type SystemErrorDetail,
} from '../../../src/request';
// The wrapper itself (the `request` pack), as the core's entry point calls it once it has arrived.
import { request } from '../../../src/request/request';
import { collectEvents, serveFakeApi } from '../fixtures/serve-fake-api';

const server = serveFakeApi();
const ORIGIN = window.location.origin;
const SETTINGS = '/api/multilingual/settings';
const KEY = '/api/form/FormSubmissionKey';

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe('request: what it sends', () => {
  it('GETs, appends the crumb cookie as the crumb parameter and resolves with the JSON body', async () => {
    document.cookie = 'crumb=crumb-123; path=/';
    const body = await request(SETTINGS);
    expect(body).toMatchObject({ defaultLanguage: 'en-US' });
    const [sent] = requests();
    expect(sent).toMatchObject({ method: 'GET', path: SETTINGS, query: { crumb: 'crumb-123' } });
  });

  it('sends no crumb parameter when the call opts out or there is no crumb cookie', async () => {
    await request(SETTINGS);
    document.cookie = 'crumb=crumb-123; path=/';
    await request(SETTINGS, { crumb: false });
    expect(requests().map((sent) => sent.query)).toEqual([{}, {}]);
  });

  it('never sends the crumb to another origin, in the query or the header', async () => {
    document.cookie = 'crumb=crumb-123; path=/';
    const seen: Array<{ url: string; token: string | null }> = [];
    server.use(
      http.all('http://other.host/*', ({ request: sent }) => {
        seen.push({ url: sent.url, token: sent.headers.get('x-csrf-token') });
        return HttpResponse.json({ ok: true });
      }),
    );
    await request('//other.host/x', { csrfHeader: true });
    await request('http://other.host/y?a=1', { method: 'POST', json: {}, csrfHeader: true });
    expect(seen).toEqual([
      { url: 'http://other.host/x', token: null },
      { url: 'http://other.host/y?a=1', token: null },
    ]);
    // The page's own origin still gets it.
    await request(SETTINGS, { csrfHeader: true });
    expect(requests()[0]).toMatchObject({
      query: { crumb: 'crumb-123' },
      headers: { 'x-csrf-token': 'crumb-123' },
    });
  });

  it('merges query values, nested ones with qs brackets, over the query already in the URL', async () => {
    await request(`${SETTINGS}?page=1&keep=yes`, { query: { page: 2, filter: { tag: 'news' } } });
    expect(requests()[0]?.query).toEqual({ page: '2', keep: 'yes', filter: { tag: 'news' } });
  });

  it('POSTs a JSON body with its content type', async () => {
    await request('/api/multilingual/languages', { method: 'PUT', json: { languages: ['de-DE'] } });
    expect(requests()[0]).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: { languages: ['de-DE'] },
    });
  });

  it('POSTs a form-encoded body built with qs', async () => {
    await request('/api/census/RecordHit', {
      method: 'POST',
      form: { event: 1, data: { path: '/blog' }, ss_cvr: 'abc|1|2|3|4|1' },
    });
    const [sent] = requests();
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(sent?.body).toEqual({ event: '1', data: { path: '/blog' }, ss_cvr: 'abc|1|2|3|4|1' });
  });

  it('sends a raw body as it is', async () => {
    await request('/api/1/performance/records', {
      method: 'POST',
      body: '[{"event":"lcp"}]',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(requests()[0]).toMatchObject({ body: '[{"event":"lcp"}]' });
  });

  it('sends DELETE', async () => {
    await request('/api/multilingual/connection', { method: 'DELETE' });
    expect(requests()[0]).toMatchObject({ method: 'DELETE', path: '/api/multilingual/connection' });
  });

  it('sends the crumb in the X-CSRF-Token header when asked', async () => {
    document.cookie = 'crumb=crumb-123; path=/';
    await request('/api/events/RecordJavascriptErrors', {
      method: 'POST',
      json: [],
      crumb: false,
      csrfHeader: true,
    });
    expect(requests()[0]).toMatchObject({ query: {}, headers: { 'x-csrf-token': 'crumb-123' } });
  });

  it('sends secure calls to the site’s own https origin with credentials', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('https://localhost:3000/api/site-header-footer', ({ request: sent }) => {
        seen = sent;
        return HttpResponse.json({});
      }),
    );
    await request('/api/site-header-footer', { secure: true });
    expect(seen?.url).toBe(`https://${window.location.host}/api/site-header-footer`);
    expect(seen?.credentials).toBe('include');
  });

  it('sends same-origin credentials unless the call is secure', async () => {
    let seen: Request | undefined;
    server.use(
      http.post(`${ORIGIN}/api/events/Trace`, ({ request: sent }) => {
        seen = sent;
        return HttpResponse.json({});
      }),
    );
    await request('/api/events/Trace', { method: 'POST', json: [] });
    expect(seen?.credentials).toBe('same-origin');
  });

  it('asks for JSON unless the call wants text or the raw answer, and keeps a caller’s own', async () => {
    const seen: Array<{ type: string; accept: string | null }> = [];
    server.use(
      http.get(`${ORIGIN}/api/accept/:type`, ({ request: sent, params }) => {
        seen.push({ type: String(params.type), accept: sent.headers.get('accept') });
        return HttpResponse.json({});
      }),
    );
    await request('/api/accept/json');
    await request('/api/accept/text', { responseType: 'text' });
    await request('/api/accept/raw', { responseType: 'raw' });
    await request('/api/accept/own', { headers: { accept: 'text/csv' } });
    // A call for text or the raw answer names no type of its own.
    expect(seen).toEqual([
      { type: 'json', accept: 'application/json' },
      { type: 'text', accept: null },
      { type: 'raw', accept: null },
      { type: 'own', accept: 'text/csv' },
    ]);
  });

  it('labels only a body it encoded, and a caller’s content type wins', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.all(`${ORIGIN}/api/label`, ({ request: sent }) => {
        seen.push(sent.headers.get('content-type'));
        return HttpResponse.json({});
      }),
    );
    await request('/api/label');
    await request('/api/label', {
      method: 'PUT',
      json: { languages: ['de-DE'] },
      headers: { 'content-type': 'application/vnd.api+json' },
    });
    expect(seen).toEqual([null, 'application/vnd.api+json']);
  });

  it('refuses two bodies or a GET body without sending anything', async () => {
    await expect(request(KEY, { method: 'POST', json: {}, form: {} })).rejects.toThrow(TypeError);
    await expect(request(SETTINGS, { body: 'x' })).rejects.toThrow(TypeError);
    expect(requests()).toEqual([]);
  });
});

describe('request: what it resolves with', () => {
  it('resolves text and raw responses', async () => {
    await expect(
      request('/api/commerce/fullstory/getId', { responseType: 'text' }),
    ).resolves.toMatch(/^o-/);
    const response = await request(SETTINGS, { responseType: 'raw' });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toMatchObject({ languages: ['en-US', 'fr-FR'] });
  });

  it('resolves an empty JSON answer as null', async () => {
    await expect(request('/api/census/overlay', { method: 'POST' })).resolves.toBeNull();
  });

  it('rejects a non-JSON answer with the spec’s parse message', async () => {
    setFault({ path: SETTINGS, fault: 'non-json' });
    const error = await failure(request(SETTINGS));
    expect(error.kind).toBe('parse');
    expect(error.message).toMatch(
      new RegExp(
        `^Internal Error: Unable to parse server response from \\(${ORIGIN}${SETTINGS}\\) as JSON: .+`,
      ),
    );
  });

  it('accepts the non-JSON answer when text was asked for', async () => {
    setFault({ path: SETTINGS, fault: 'non-json' });
    await expect(request(SETTINGS, { responseType: 'text' })).resolves.toContain('<html>');
  });
});

describe('request: status messages (spec section 8)', () => {
  it.each([
    [401, strings.request.unauthorized],
    [403, strings.request.unauthorized],
    [500, strings.request.internal],
    [501, strings.request.internal],
    [503, strings.request.unavailable],
    [400, strings.request.unableToConnect],
    [404, strings.request.unableToConnect],
    [429, strings.request.unableToConnect],
    [502, strings.request.unableToConnect],
  ])('maps %i without a server error body to its message', async (status, message) => {
    setFault({ path: SETTINGS, fault: status });
    const error = await failure(request(SETTINGS));
    expect(error).toMatchObject({ kind: 'http', status, message, url: `${ORIGIN}${SETTINGS}` });
    expect(error.body).toEqual(expect.any(String));
  });

  it.each([400, 401, 500, 502])(
    'takes the message of a %i body that names an error',
    async (status) => {
      setFault({ path: SETTINGS, fault: status, body: { error: 'Site is locked.' } });
      const error = await failure(request(SETTINGS));
      expect(error).toMatchObject({ kind: 'server', status, message: 'Site is locked.' });
      expect(error.body).toEqual({ error: 'Site is locked.' });
    },
  );

  it('takes `message` when the body has no `error`', async () => {
    setFault({ path: SETTINGS, fault: 500, body: { message: 'Database unavailable.' } });
    await expect(request(SETTINGS)).rejects.toMatchObject({
      kind: 'server',
      message: 'Database unavailable.',
    });
  });

  it('treats a billingErrorCode body as a server error with the status message', async () => {
    setFault({ path: SETTINGS, fault: 400, body: { billingErrorCode: 'CARD_DECLINED' } });
    const error = await failure(request(SETTINGS));
    expect(error).toMatchObject({ kind: 'server', message: strings.request.unableToConnect });
    expect(error.body).toEqual({ billingErrorCode: 'CARD_DECLINED' });
  });

  it('does not take a 403 or 503 body’s error as a server error', async () => {
    setFault({ path: SETTINGS, fault: 503, body: { error: 'Down for maintenance.' } });
    await expect(request(SETTINGS)).rejects.toMatchObject({
      kind: 'http',
      message: strings.request.unavailable,
    });
  });

  it('reads field errors from the body’s errors map', async () => {
    setFault({
      path: KEY,
      fault: 400,
      body: { errors: { 'email-1': 'Email is not valid.', bad: 3 } },
    });
    const error = await failure(request(KEY, { method: 'POST' }));
    expect(error.fieldErrors).toEqual({ 'email-1': 'Email is not valid.' });
    expect(error.status).toBe(400);
  });
});

describe('request: connection failures', () => {
  const networkEvents = collectEvents<{ url: string }>(NETWORK_ERROR_EVENT);

  it('rejects a network failure with "Unable to connect…" and dispatches the network-error event', async () => {
    document.cookie = 'crumb=secret-crumb; path=/';
    setFault({ path: SETTINGS, fault: 'network' });
    const error = await failure(request(SETTINGS));
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      message: strings.request.unableToConnect,
    });
    expect(networkEvents).toEqual([{ url: `${ORIGIN}${SETTINGS}` }]);
    expect(requests()).toHaveLength(1);
  });

  it('retries a GET once when asked, and succeeds if the second attempt does', async () => {
    setFault({ path: SETTINGS, fault: 'network', times: 1 });
    await expect(request(SETTINGS, { retry: true })).resolves.toMatchObject({
      languages: ['en-US', 'fr-FR'],
    });
    expect(requests()).toHaveLength(2);
    expect(networkEvents).toEqual([]);
  });

  it('retries only once', async () => {
    setFault({ path: SETTINGS, fault: 'network' });
    await expect(request(SETTINGS, { retry: true })).rejects.toMatchObject({ kind: 'network' });
    expect(requests()).toHaveLength(2);
  });

  it('never retries a POST on a connection failure', async () => {
    setFault({ path: KEY, fault: 'network', times: 1 });
    await expect(request(KEY, { method: 'POST', retry: true })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(requests()).toHaveLength(1);
  });

  it('does not retry a status failure', async () => {
    setFault({ path: SETTINGS, fault: 404, times: 1 });
    await expect(request(SETTINGS, { retry: true })).rejects.toMatchObject({ status: 404 });
    expect(requests()).toHaveLength(1);
  });

  it('rejects a time-out with "Unable to connect…"', async () => {
    setFault({ path: SETTINGS, fault: 'slow' });
    const error = await failure(request(SETTINGS, { timeout: 30 }));
    expect(error).toMatchObject({ kind: 'timeout', message: strings.request.unableToConnect });
    expect(networkEvents).toEqual([{ url: `${ORIGIN}${SETTINGS}` }]);
  });

  it('rejects an abort by the caller as aborted, without events or callback', async () => {
    setFault({ path: SETTINGS, fault: 'slow' });
    const controller = new AbortController();
    const onFailure = vi.fn();
    const pending = request(SETTINGS, {
      signal: controller.signal,
      onFailure,
      showSystemError: true,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(onFailure).not.toHaveBeenCalled();
    expect(networkEvents).toEqual([]);
  });
});

describe('request: crumbFail', () => {
  it('resets the crumb and retries once with the fresh crumb', async () => {
    document.cookie = 'crumb=stale; path=/';
    setFault({ path: '/api/census/RecordHit', fault: 'crumbFail', times: 1 });
    await request('/api/census/RecordHit', { method: 'POST', form: { event: 1 } });
    const [first, retry] = requests();
    const fresh = retry?.query.crumb;
    expect(first).toMatchObject({ query: { crumb: 'stale' }, body: { event: '1' } });
    expect(fresh).toEqual(expect.any(String));
    expect(fresh).not.toBe('stale');
    expect(retry?.body).toEqual({ event: '1' });
    expect(document.cookie).toContain(`crumb=${String(fresh)}`);
    expect(document.cookie).not.toContain('crumb=stale');
  });

  it('refreshes the X-CSRF-Token header of the retry too', async () => {
    document.cookie = 'crumb=stale; path=/';
    setFault({ path: SETTINGS, fault: 'crumbFail', times: 1 });
    await request(SETTINGS, { crumb: false, csrfHeader: true });
    const [first, retry] = requests();
    expect(first?.headers['x-csrf-token']).toBe('stale');
    expect(retry?.headers['x-csrf-token']).toMatch(/^[0-9a-f]{48}$/);
  });

  it('rejects when the retry fails on its crumb too, after exactly one retry', async () => {
    setFault({ path: SETTINGS, fault: 'crumbFail' });
    const error = await failure(request(SETTINGS));
    expect(error).toMatchObject({
      kind: 'server',
      status: 401,
      message: strings.request.unauthorized,
    });
    expect(requests()).toHaveLength(2);
  });

  it('shares one reset between concurrent crumbFails', async () => {
    document.cookie = 'crumb=stale; path=/';
    setFault({ path: SETTINGS, fault: 'crumbFail', times: 2 });
    await Promise.all([request(SETTINGS), request(SETTINGS)]);
    const crumbs = requests().map((sent) => sent.query.crumb);
    expect(crumbs).toHaveLength(4);
    expect(crumbs.slice(0, 2)).toEqual(['stale', 'stale']);
    expect(crumbs[2]).not.toBe('stale');
    expect(crumbs[3]).toBe(crumbs[2]);
  });

  it('renews the crumb but cannot retry a call that carries it in its body', async () => {
    document.cookie = 'crumb=stale; path=/';
    setFault({ path: '/api/events/RecordEvent', fault: 'crumbFail', times: 1 });
    const call = request('/api/events/RecordEvent', {
      method: 'POST',
      form: { crumb: 'stale' },
      crumb: false,
    });
    await expect(call).rejects.toMatchObject({ kind: 'server' });
    expect(requests()).toHaveLength(1);
    expect(document.cookie).toMatch(/crumb=[0-9a-f]{48}/);
  });
});

describe('request: loginRequired, authorizationFail and failure handling', () => {
  const loginEvents = collectEvents<{ url: string }>(LOGIN_REQUIRED_EVENT);
  const systemErrors = collectEvents<SystemErrorDetail>(SYSTEM_ERROR_EVENT);
  const networkEvents = collectEvents<{ url: string }>(NETWORK_ERROR_EVENT);

  it('dispatches login-required for a loginRequired body and rejects', async () => {
    setFault({ path: SETTINGS, fault: 'loginRequired' });
    await expect(request(SETTINGS)).rejects.toMatchObject({
      kind: 'server',
      message: strings.request.unauthorized,
    });
    expect(loginEvents).toEqual([{ url: `${ORIGIN}${SETTINGS}` }]);
    expect(systemErrors).toEqual([]);
  });

  it('treats a loginRequired flag in a 200 body as a failure', async () => {
    server.use(
      http.get('*/api/multilingual/settings', () => HttpResponse.json({ loginRequired: true })),
    );
    await expect(request(SETTINGS)).rejects.toMatchObject({ status: 200, kind: 'server' });
    expect(loginEvents).toHaveLength(1);
  });

  it('dispatches the system error for authorizationFail', async () => {
    setFault({ path: SETTINGS, fault: 'authorizationFail' });
    await expect(request(SETTINGS)).rejects.toMatchObject({ status: 403 });
    expect(systemErrors).toEqual([
      {
        variant: 'generic',
        title: strings.systemError.genericTitle,
        message: strings.request.unauthorized,
        url: `${ORIGIN}${SETTINGS}`,
        format: 'json',
      },
    ]);
  });

  it('by default only rejects: no system error for an ordinary failure', async () => {
    setFault({ path: SETTINGS, fault: 500 });
    await expect(request(SETTINGS)).rejects.toBeInstanceOf(RequestError);
    expect(systemErrors).toEqual([]);
  });

  it('dispatches the generic system error when showSystemError is set', async () => {
    setFault({ path: SETTINGS, fault: 500 });
    await expect(request(SETTINGS, { showSystemError: true })).rejects.toBeInstanceOf(RequestError);
    expect(systemErrors).toEqual([
      expect.objectContaining({ variant: 'generic', message: strings.request.internal }),
    ]);
  });

  it('dispatches the network system error for a connection failure when showSystemError is set', async () => {
    setFault({ path: SETTINGS, fault: 'network' });
    await expect(request(SETTINGS, { showSystemError: true })).rejects.toBeInstanceOf(RequestError);
    expect(systemErrors).toEqual([
      {
        variant: 'network',
        message: strings.systemError.networkMessage,
        url: `${ORIGIN}${SETTINGS}`,
      },
    ]);
  });

  it('runs onFailure with the error before rejecting', async () => {
    setFault({ path: SETTINGS, fault: 503 });
    const onFailure = vi.fn();
    const error = await failure(request(SETTINGS, { onFailure }));
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('logs an onFailure that throws and still rejects with the request error', async () => {
    setFault({ path: SETTINGS, fault: 503 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = () => {
      throw new Error('callback bug');
    };
    await expect(request(SETTINGS, { onFailure })).rejects.toMatchObject({ status: 503 });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('dispatches nothing when silent', async () => {
    setFault({ path: SETTINGS, fault: 'network' });
    await expect(request(SETTINGS, { silent: true, showSystemError: true })).rejects.toMatchObject({
      kind: 'network',
    });
    setFault({ path: SETTINGS, fault: 'loginRequired' });
    await expect(request(SETTINGS, { silent: true })).rejects.toMatchObject({ kind: 'server' });
    expect([...networkEvents, ...systemErrors, ...loginEvents]).toEqual([]);
  });
});

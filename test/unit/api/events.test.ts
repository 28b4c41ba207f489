import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import {
  recordEvent,
  recordEventJson,
  recordJavascriptErrors,
  recordTrace,
  type JavascriptErrorEvent,
} from '../../../src/api';
import { RequestError, SYSTEM_ERROR_EVENT, NETWORK_ERROR_EVENT } from '../../../src/request';
import { collectEvents, serveFakeApi } from '../fixtures/serve-fake-api';

const server = serveFakeApi();
const RECORD_EVENT = '/api/events/RecordEvent';

const jsError: JavascriptErrorEvent = {
  event: 'javascript_error',
  data: {
    websiteId: 'w1',
    templateId: 't1',
    url: 'https://example.com/',
    userAgent: 'test',
    app: 'site-runtime',
    message: 'x is undefined',
    stack: 'at a (site.js:1:2)',
    file: 'site.js',
    line: 1,
    column: 2,
  },
  timestamp: 1700000000000,
};

describe('RecordEvent', () => {
  const events = collectEvents(NETWORK_ERROR_EVENT);

  it('POSTs form-encoded crumb, event name, extra fields and data as JSON', async () => {
    document.cookie = 'crumb=c1; path=/';
    await recordEvent({
      event: 'newsletter_subscribe',
      data: { formId: 'f1' },
      fields: { source: 'block' },
    });
    expect(requests()).toMatchObject([
      {
        method: 'POST',
        path: RECORD_EVENT,
        query: {},
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: {
          crumb: 'c1',
          event: 'newsletter_subscribe',
          source: 'block',
          data: '{"formId":"f1"}',
        },
      },
    ]);
  });

  it('POSTs a JSON body of eventName and payload', async () => {
    await recordEventJson('page_view', { path: '/' });
    expect(requests()).toMatchObject([
      {
        path: RECORD_EVENT,
        headers: { 'content-type': 'application/json' },
        body: { eventName: 'page_view', payload: { path: '/' } },
      },
    ]);
  });

  it('takes 200 as success too', async () => {
    server.use(http.post(`*${RECORD_EVENT}`, () => new HttpResponse(null, { status: 200 })));
    await expect(recordEventJson('page_view', {})).resolves.toBeUndefined();
  });

  it.each([
    [204, 'Error tracking event: HTTP Status 204'],
    [500, 'Error tracking event: HTTP Status 500'],
  ])('rejects a %i answer with the tracking message', async (status, message) => {
    server.use(http.post(`*${RECORD_EVENT}`, () => new HttpResponse(null, { status })));
    const error: unknown = await recordEventJson('page_view', {}).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message, status });
  });

  it('rejects a network failure with status 0 and no event', async () => {
    setFault({ path: RECORD_EVENT, fault: 'network' });
    await expect(recordEvent({ event: 'x', data: {} })).rejects.toMatchObject({
      message: 'Error tracking event: HTTP Status 0',
    });
    expect(events).toEqual([]);
  });
});

describe('RecordJavascriptErrors and Trace', () => {
  const systemErrors = collectEvents(SYSTEM_ERROR_EVENT);

  it('POSTs the JSON list with the crumb in the X-CSRF-Token header', async () => {
    document.cookie = 'crumb=c1; path=/';
    await recordJavascriptErrors([jsError]);
    expect(requests()).toMatchObject([
      {
        method: 'POST',
        path: '/api/events/RecordJavascriptErrors',
        query: {},
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'c1' },
        body: [jsError],
      },
    ]);
  });

  it('rejects with the status (a 429 pauses the reporter) and dispatches nothing', async () => {
    setFault({ path: '/api/events/RecordJavascriptErrors', fault: 429 });
    await expect(recordJavascriptErrors([jsError])).rejects.toMatchObject({ status: 429 });
    expect(systemErrors).toEqual([]);
  });

  it('Trace: form field data holds the JSON list', async () => {
    const entries = [{ pageUrl: '/a', type: 'mount', data: { ms: 3 } }];
    await recordTrace(entries);
    expect(requests()).toMatchObject([
      { method: 'POST', path: '/api/events/Trace', body: { data: JSON.stringify(entries) } },
    ]);
  });

  it('Trace swallows failures', async () => {
    setFault({ path: '/api/events/Trace', fault: 500 });
    await expect(recordTrace([])).resolves.toBeUndefined();
  });
});

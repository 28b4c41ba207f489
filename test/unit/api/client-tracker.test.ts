import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import {
  CLIENT_EVENT_BEACON_TYPE,
  clientEventForm,
  clientEventsUrl,
  isProductionHost,
  sendClientEvent,
  sendClientEventBeacon,
  type ClientEventPayload,
} from '../../../src/api/client-tracker';
import { ANALYTICS_TIMEOUT_MS } from '../../../src/request';
import { serveFakeApi } from '../fixtures/serve-fake-api';

const server = serveFakeApi();
const STAGING = 'https://events.stage.sqsp.net/api/v1/events';

const PAYLOAD: ClientEventPayload = {
  analyticsId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  commonData: JSON.stringify({ actor: 'visitor', page_path: '/shop' }),
  customData: JSON.stringify({ colour: 'blue & green' }),
  customSchemaName: null,
};

/** A window whose location and navigator are the given ones (the rest is the test's window). */
function pageAt(href: string, nav: Partial<Navigator> = {}): Window {
  const location = new URL(href);
  return {
    location: { hostname: location.hostname, origin: location.origin },
    navigator: nav,
  } as unknown as Window;
}

afterEach(() => {
  vi.useRealTimers();
  delete window._sqspEventsUrl;
});

describe('the events endpoint (widgets.md section 7)', () => {
  it('is production on the platform’s domain and staging off it', () => {
    expect(clientEventsUrl(pageAt('https://www.squarespace.com/templates'))).toBe(
      'https://events.squarespace.com/api/v1/events',
    );
    expect(clientEventsUrl(pageAt('https://demo.squarespace.com/'))).toBe(
      'https://events.squarespace.com/api/v1/events',
    );
    expect(clientEventsUrl(pageAt('https://example.com/'))).toBe(STAGING);
    // A host that only contains the name is not the platform's.
    expect(isProductionHost('squarespace.com.example.net')).toBe(false);
    expect(isProductionHost('SQUARESPACE.COM')).toBe(true);
  });

  it('is the page’s own _sqspEventsUrl when that is an http(s) URL, resolved on its origin', () => {
    const page = pageAt('https://example.com/shop');
    (page as Window & { _sqspEventsUrl?: unknown })._sqspEventsUrl = '/api/v1/events';
    expect(clientEventsUrl(page)).toBe('https://example.com/api/v1/events');
    for (const ignored of ['javascript:alert(1)', '', 42, document.createElement('a')]) {
      (page as Window & { _sqspEventsUrl?: unknown })._sqspEventsUrl = ignored;
      expect(clientEventsUrl(page)).toBe(STAGING);
    }
  });
});

describe('the beacon', () => {
  it('sends the payload form-encoded, and says whether the browser took it', async () => {
    const taken: Array<{ url: string; type: string; body: string }> = [];
    const sendBeacon = vi.fn((url: string, data?: BodyInit | null) => {
      const blob = data as Blob;
      void blob.text().then((body) => taken.push({ url, type: blob.type, body }));
      return true;
    });
    expect(sendClientEventBeacon(STAGING, PAYLOAD, { sendBeacon } as unknown as Navigator)).toBe(
      true,
    );
    await vi.waitFor(() => expect(taken).toHaveLength(1));
    expect(taken[0]?.url).toBe(STAGING);
    expect(taken[0]?.type).toBe(CLIENT_EVENT_BEACON_TYPE);
    expect(Object.fromEntries(new URLSearchParams(taken[0]?.body))).toEqual({
      analyticsId: PAYLOAD.analyticsId,
      commonData: PAYLOAD.commonData,
      customData: PAYLOAD.customData,
      customSchemaName: '',
    });
  });

  it('false when refused, when it throws, or when the browser has none', () => {
    expect(sendClientEventBeacon(STAGING, PAYLOAD, { sendBeacon: () => false } as never)).toBe(
      false,
    );
    const throwing = {
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    };
    expect(sendClientEventBeacon(STAGING, PAYLOAD, throwing as never)).toBe(false);
    expect(sendClientEventBeacon(STAGING, PAYLOAD, {} as Navigator)).toBe(false);
  });

  it('the form keeps a schema name and encodes what JSON may hold', () => {
    const form = clientEventForm({ ...PAYLOAD, customSchemaName: 'commerce_v2' });
    const read = new URLSearchParams(form);
    expect(read.get('customSchemaName')).toBe('commerce_v2');
    expect(JSON.parse(read.get('customData') ?? '')).toEqual({ colour: 'blue & green' });
  });
});

describe('sendClientEvent', () => {
  it('goes by beacon when the browser takes it: no request', async () => {
    const page = pageAt('https://example.com/', { sendBeacon: () => true });
    await expect(sendClientEvent(PAYLOAD, page)).resolves.toBe('beacon');
    expect(requests()).toEqual([]);
  });

  it('a refused beacon goes as JSON to the same endpoint; 202 is success', async () => {
    const page = pageAt('https://example.com/', { sendBeacon: () => false });
    await expect(sendClientEvent(PAYLOAD, page)).resolves.toBe('json');
    expect(requests()).toMatchObject([
      {
        method: 'POST',
        path: '/api/v1/events',
        headers: { 'content-type': 'application/json' },
        body: PAYLOAD,
      },
    ]);
  });

  it('200 is success too', async () => {
    server.use(http.post(STAGING, () => new HttpResponse(null, { status: 200 })));
    await expect(sendClientEvent(PAYLOAD, pageAt('https://example.com/'))).resolves.toBe('json');
  });

  it.each([
    [500, 'Error tracking event: HTTP Status 500'],
    [204, 'Error tracking event: HTTP Status 204'],
  ])('an answer %s rejects with "%s"', async (status, message) => {
    server.use(http.post(STAGING, () => new HttpResponse(null, { status })));
    await expect(sendClientEvent(PAYLOAD, pageAt('https://example.com/'))).rejects.toThrow(message);
  });

  it('no answer: "Error tracking event: HTTP Status 0" after the 2500 ms time-out', async () => {
    setFault({ path: '/api/v1/events', fault: 'slow' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = sendClientEvent(PAYLOAD, pageAt('https://example.com/'));
    const outcome = sent.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ message: 'Error tracking event: HTTP Status 0' });
  });
});

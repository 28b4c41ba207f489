import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import {
  getPerformanceSettings,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  sendPerformanceRecords,
} from '../../../src/api';
import { serveFakeApi } from '../fixtures/serve-fake-api';

const server = serveFakeApi();
const SETTINGS = '/api/1/performance/settings';
const RECORDS = '/api/1/performance/records';

describe('performance settings', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GETs the settings and resolves with the pageLoadId', async () => {
    await expect(getPerformanceSettings()).resolves.toMatch(/^[A-Za-z0-9]{24}$/);
    expect(requests()).toMatchObject([{ method: 'GET', path: SETTINGS }]);
  });

  it('resolves null when the answer has no pageLoadId', async () => {
    server.use(http.get(`*${SETTINGS}`, () => HttpResponse.json({ sampleRate: 1 })));
    await expect(getPerformanceSettings()).resolves.toBeNull();
  });

  it.each([204, 500])('rejects a %i answer', async (status) => {
    server.use(http.get(`*${SETTINGS}`, () => new HttpResponse(null, { status })));
    await expect(getPerformanceSettings()).rejects.toMatchObject({ status });
  });

  it('times out after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setFault({ path: SETTINGS, fault: 'slow' });
    let outcome: unknown = 'pending';
    const call = getPerformanceSettings().catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(PERFORMANCE_SETTINGS_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toMatchObject({ kind: 'timeout' });
  });
});

describe('performance records', () => {
  const records = [
    { app: 'site-runtime', event: 'lcp', pageLoadId: 'p1', timestamp: 1, data: {}, context: {} },
  ];

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  function stubBeacon(accepted: boolean) {
    const beacon = vi.fn((_url: string, _data: Blob) => accepted);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    return beacon;
  }

  it('sends by beacon as plain text when the beacon takes it', async () => {
    const base = document.createElement('base');
    base.href = 'https://evil.test/';
    document.head.append(base);
    const beacon = stubBeacon(true);
    await sendPerformanceRecords(records);
    expect(beacon).toHaveBeenCalledOnce();
    const [url, blob] = beacon.mock.calls[0] ?? [];
    // Absolute on the page's origin, whatever a <base href> in the page says.
    expect(url).toBe(`${window.location.origin}${RECORDS}`);
    expect(blob?.type).toBe('text/plain');
    await expect(blob?.text()).resolves.toBe(JSON.stringify(records));
    expect(requests()).toEqual([]);
  });

  it('falls back to a plain-text POST when the beacon refuses', async () => {
    stubBeacon(false);
    await sendPerformanceRecords(records);
    expect(requests()).toMatchObject([
      {
        method: 'POST',
        path: RECORDS,
        query: {},
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(records),
      },
    ]);
  });

  it('swallows a failed fallback', async () => {
    stubBeacon(false);
    setFault({ path: RECORDS, fault: 'network' });
    await expect(sendPerformanceRecords(records)).resolves.toBeUndefined();
  });
});

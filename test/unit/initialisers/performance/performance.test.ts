import { pageContextInitialiser } from '../../../../src/context/context-initialiser';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import { errorReporterInitialiser } from '../../../../initialisers/error-reporter';
import { ERROR_REPORTER_PACK } from '../../../../initialisers/error-reporter/constants';
import { errorReporterPack } from '../../../../initialisers/error-reporter/pack-exports';
import {
  createPerformanceInitialiser,
  PERFORMANCE_STATUS_EVENT,
  type CollectorChange,
} from '../../../../initialisers/performance';
import {
  FLUSH_AFTER_LOAD_MS,
  METRIC_WAIT_MS,
  PERFORMANCE_PACK,
} from '../../../../initialisers/performance/constants';
import { performancePack } from '../../../../initialisers/performance/pack-exports';
import { startPerformanceCollection } from '../../../../initialisers/performance/start-collection';
import { normaliseContext } from '../../../../src/context/read-context';
import type { PerformanceRecord } from '../../../../initialisers/performance/record';
import type { ReportErrorDetail } from '../../../../src/runtime/report-error';
import { createRuntime } from '../../../../src/runtime/runtime';
import type { InitialiserDefinition, SiteRuntimeApi } from '../../../../src/runtime/types';
import { collectEvents, serveFakeApi } from '../../fixtures/serve-fake-api';
import {
  advance,
  letRequestsSettle,
  PAGE_CONTEXT,
  sentReports,
  writePageContext,
} from '../error-reporter/harness';
import { fakeWebVitals, type FakeWebVitals } from './fake-web-vitals';

const server = serveFakeApi();
const SETTINGS = '/api/1/performance/settings';
const RECORDS = `${window.location.origin}/api/1/performance/records`;
const PAGE_LOAD_ID = 'page-load-1';
const NOW = new Date('2025-05-06T07:08:09Z');

let runtime: SiteRuntimeApi | null = null;
let vitals: FakeWebVitals;
let beaconPayloads: string[];

function answerSettings(answer: () => Response | Promise<Response>): void {
  server.use(http.get(`*${SETTINGS}`, answer));
}

/** navigator.sendBeacon that keeps what it took; `accepts` decides its return value. */
function stubBeacon(accepts: (bytes: number) => boolean = () => true) {
  beaconPayloads = [];
  const beacon = vi.fn((url: string, data?: BodyInit | null) => {
    const blob = data as Blob;
    if (!accepts(blob.size)) return false;
    void blob.text().then((text) => beaconPayloads.push(`${url} ${blob.type} ${text}`));
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
}

/** The records that went by beacon, after their blobs were read. */
async function beaconRecords(): Promise<PerformanceRecord[]> {
  await letRequestsSettle();
  return beaconPayloads.flatMap((payload) => {
    const [url, type, ...text] = payload.split(' ');
    expect(url).toBe(RECORDS);
    expect(type).toBe('text/plain');
    return JSON.parse(text.join(' ')) as PerformanceRecord[];
  });
}

async function beaconEvents(): Promise<string[]> {
  return (await beaconRecords()).map((record) => `${record.data.name}=${record.data.value}`);
}

function hidePage(event: 'visibilitychange' | 'pagehide' = 'visibilitychange'): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  if (event === 'pagehide') window.dispatchEvent(new Event('pagehide'));
  else document.dispatchEvent(new Event('visibilitychange'));
}

function showPage(): void {
  Reflect.deleteProperty(document, 'visibilityState');
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * A browser that is idle at once (happy-dom has no requestIdleCallback), so the pack loads while
 * start() lets the requests settle, on a real macrotask that the fake timers leave alone.
 */
function idleAtOnce(): void {
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    setImmediate(() => callback({ didTimeout: false, timeRemaining: () => 50 })),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setImmediate>) =>
    clearImmediate(handle),
  );
}

/** Boots the runtime with the pack's code defined, as dist/packs/performance.js would define it. */
async function start(extra: InitialiserDefinition[] = []): Promise<SiteRuntimeApi> {
  const api = createRuntime({
    version: 'test',
    initialisers: [pageContextInitialiser, ...extra, createPerformanceInitialiser(vitals.source)],
  });
  api.definePack(PERFORMANCE_PACK, performancePack);
  api.definePack(ERROR_REPORTER_PACK, errorReporterPack);
  runtime = api;
  api.init();
  await letRequestsSettle();
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  writePageContext();
  vitals = fakeWebVitals();
  stubBeacon();
  idleAtOnce();
});

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
});

const ID_COOKIES = ['SS_ANALYTICS_ID', 'SS_MID'];
/** Stops what collectDirectly started, after each test. */
let direct = new AbortController();

function setIdCookies(analyticsId: string, marketingId: string): void {
  document.cookie = `SS_ANALYTICS_ID=${analyticsId}; path=/`;
  document.cookie = `SS_MID=${marketingId}; path=/`;
}

/**
 * Starts the pack's collection on `raw` (as the core does once the pack arrived); returns the
 * records of each flush, as the status event gives them, whether sent or not.
 */
function collectDirectly(raw: object, trackingAllowed = () => true): PerformanceRecord[] {
  const flushed: PerformanceRecord[] = [];
  document.addEventListener(
    PERFORMANCE_STATUS_EVENT,
    (event) => {
      const change = (event as CustomEvent<CollectorChange>).detail;
      if (change.kind === 'flush') flushed.push(...change.records);
    },
    { signal: direct.signal },
  );
  startPerformanceCollection({
    context: normaliseContext({ ...raw }, 'json'),
    signal: direct.signal,
    log: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    source: vitals.source,
    trackingAllowed,
  });
  return flushed;
}

afterEach(() => {
  direct.abort();
  direct = new AbortController();
  for (const name of ID_COOKIES) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('performance collector: records', () => {
  it('asks the settings once and listens to the five web-vitals, changes of LCP/CLS/INP included', async () => {
    await start();
    expect(requests()).toMatchObject([{ method: 'GET', path: SETTINGS }]);
    expect(vitals.options).toEqual({
      TTFB: undefined,
      FCP: undefined,
      LCP: { reportAllChanges: true },
      CLS: { reportAllChanges: true },
      INP: { reportAllChanges: true },
    });
  });

  it('flushes FCP and TTFB 30 s after load, as records with the pageLoadId and context', async () => {
    // An override answers before the fake API's recorder: the default answer has a random id.
    answerSettings(() => HttpResponse.json({ pageLoadId: PAGE_LOAD_ID, environment: 'qa' }));
    await start();
    vitals.report('TTFB', 120);
    vitals.report('FCP', 850);
    vitals.report('LCP', 1200);
    await advance(FLUSH_AFTER_LOAD_MS - 1);
    expect(await beaconRecords()).toEqual([]);
    await advance(1);

    const records = await beaconRecords();
    expect(records.map((record) => record.event)).toEqual([
      'time_to_first_byte',
      'first_contentful_paint',
    ]);
    expect(records[1]).toEqual({
      app: 'site-runtime',
      event: 'first_contentful_paint',
      data: {
        name: 'FCP',
        id: 'v5-FCP-1',
        value: 850,
        delta: 850,
        rating: 'good',
        navigationType: 'navigate',
      },
      pageLoadId: PAGE_LOAD_ID,
      timestamp: NOW.getTime(),
      context: {
        accountId: null,
        memberId: null,
        websiteId: PAGE_CONTEXT.website.id,
        templateId: PAGE_CONTEXT.templateId,
        collectionId: PAGE_CONTEXT.collection.id,
        itemId: null,
        pageType: PAGE_CONTEXT.pageType,
        language: 'en-GB',
        timeZone: 'Europe/London',
        visitorLanguage: navigator.language,
        visitorTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        path: window.location.pathname,
        environment: 'qa',
        viewport: { width: window.innerWidth, height: window.innerHeight },
        screen: { width: window.screen.width, height: window.screen.height },
        devicePixelRatio: window.devicePixelRatio,
        hardwareConcurrency: navigator.hardwareConcurrency || null,
        deviceMemory: null,
        connection: null,
      },
      // No analytics or marketing id cookie on this page.
      analyticsId: null,
      marketingId: null,
      // A visitor: no member.
      memberId: null,
    });
    // Nothing went by request: the beacon took it.
    expect(requests({ path: RECORDS })).toEqual([]);
  });

  it('sends LCP, CLS and INP with their last values when the page is hidden, each metric once', async () => {
    await start();
    vitals.report('FCP', 800);
    vitals.report('LCP', 900);
    vitals.report('LCP', 1500);
    vitals.report('CLS', 0.02);
    vitals.report('INP', 40);
    vitals.report('CLS', 0.05);
    hidePage();
    expect(await beaconEvents()).toEqual(['FCP=800', 'LCP=1500', 'CLS=0.05', 'INP=40']);

    // pagehide right after, a later hide and the 30 s flush find nothing left to send.
    hidePage('pagehide');
    showPage();
    vitals.report('INP', 300);
    hidePage();
    await advance(FLUSH_AFTER_LOAD_MS);
    expect(await beaconEvents()).toEqual(['FCP=800', 'LCP=1500', 'CLS=0.05', 'INP=40']);
  });

  it('sends nothing under the restrictive policy until the visitor accepts (read at send time)', async () => {
    // In place of the context beforeEach wrote.
    document.getElementById('site-context')?.remove();
    writePageContext({
      ...PAGE_CONTEXT,
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    const api = await start();
    vitals.report('FCP', 800);
    hidePage();
    expect(await beaconEvents()).toEqual([]);
    api.destroy();

    // Consent given after the collector started still counts: it is read when sending.
    const again = await start();
    again.store.setState({ consent: { accepted: true, bannerOpen: false } });
    vitals.report('LCP', 900);
    hidePage();
    expect(await beaconEvents()).toEqual(['LCP=900']);
  });

  it('flushes on pagehide alone too', async () => {
    await start();
    vitals.report('LCP', 700);
    window.dispatchEvent(new Event('pagehide'));
    expect(await beaconEvents()).toEqual(['LCP=700']);
  });

  it('stops waiting for metrics 60 s after load; later values are not taken', async () => {
    await start();
    vitals.report('CLS', 0.1);
    await advance(METRIC_WAIT_MS);
    vitals.report('CLS', 0.4);
    vitals.report('INP', 500, 'v5-INP-late');
    hidePage();
    expect(await beaconEvents()).toEqual(['CLS=0.1']);
  });

  it('keeps what it collected until the pageLoadId comes, then sends a flush it owed', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerSettings(() => new Promise<Response>((resolve) => (answer = resolve)));
    await start();
    vitals.report('FCP', 640);
    hidePage();
    expect(await beaconEvents()).toEqual([]);

    answer(HttpResponse.json({ pageLoadId: 'late-id' }));
    await letRequestsSettle();
    const records = await beaconRecords();
    expect(records.map((record) => [record.data.name, record.pageLoadId])).toEqual([
      ['FCP', 'late-id'],
    ]);
    // An environment outside dev/qa/staging/prod (here none) is left null.
    expect(records[0]?.context.environment).toBeNull();
  });

  it('tells the page what it does through site-runtime:performance', async () => {
    const changes: CollectorChange[] = [];
    const listener = (event: Event) => changes.push((event as CustomEvent<CollectorChange>).detail);
    document.addEventListener(PERFORMANCE_STATUS_EVENT, listener);
    try {
      await start();
      vitals.report('LCP', 1000);
      hidePage();
      expect(changes.map((change) => change.kind)).toEqual([
        'settings',
        'metric',
        'wait-ended',
        'flush',
      ]);
    } finally {
      document.removeEventListener(PERFORMANCE_STATUS_EVENT, listener);
    }
  });

  it('records carry the analytics and marketing id cookies, and the signed-in member id', async () => {
    const analyticsId = '0b6f4e2c-9a1d-4c3e-8f5a-2d7b6c1e0f93';
    setIdCookies(analyticsId, 'mid-4711');
    const flushed = collectDirectly({ ...PAGE_CONTEXT, authenticatedAccount: { id: 'member-9' } });
    await letRequestsSettle();
    vitals.report('FCP', 800);
    hidePage();
    const [record] = await beaconRecords();
    expect(record).toMatchObject({
      analyticsId,
      marketingId: 'mid-4711',
      memberId: 'member-9',
      context: { accountId: 'member-9', memberId: 'member-9' },
    });
    expect(flushed).toEqual([record]);
  });

  it('an id cookie holding something else than an id is sent as null', async () => {
    setIdCookies('null', encodeURIComponent('<b>x</b>'));
    collectDirectly(PAGE_CONTEXT);
    await letRequestsSettle();
    vitals.report('FCP', 800);
    hidePage();
    const [record] = await beaconRecords();
    expect(record).toMatchObject({ analyticsId: null, marketingId: null });
  });

  it('while tracking is not allowed, a flush reads no id cookie and sends nothing', async () => {
    setIdCookies('0b6f4e2c-9a1d-4c3e-8f5a-2d7b6c1e0f93', 'mid-4711');
    const flushed = collectDirectly(PAGE_CONTEXT, () => false);
    await letRequestsSettle();
    vitals.report('FCP', 800);
    hidePage();
    await letRequestsSettle();
    expect(flushed).toMatchObject([{ event: 'first_contentful_paint', analyticsId: null }]);
    expect(flushed[0]?.marketingId).toBeNull();
    expect(await beaconRecords()).toEqual([]);
  });

  it('adds no unload or beforeunload listener (the page stays eligible for the bfcache)', async () => {
    const onWindow = vi.spyOn(window, 'addEventListener');
    const onDocument = vi.spyOn(document, 'addEventListener');
    await start();
    const types = [...onWindow.mock.calls, ...onDocument.mock.calls].map(([type]) => type);
    expect(types).toEqual(expect.arrayContaining(['pagehide', 'visibilitychange']));
    expect(types).not.toContain('unload');
    expect(types).not.toContain('beforeunload');
  });
});

describe('performance collector: settings failures stop it', () => {
  const reported = collectEvents<ReportErrorDetail>('site-runtime:report-error');

  async function expectStopped(message: string, custom: Record<string, unknown>) {
    expect(reported).toHaveLength(1);
    const [detail] = reported;
    expect(detail?.error).toBeInstanceOf(Error);
    expect((detail?.error as Error).message).toBe(message);
    expect(detail?.custom).toEqual({ feature: 'performance', ...custom });
    // Nothing is collected or sent afterwards, on hide or at 30 s.
    vitals.report('FCP', 500);
    hidePage();
    await advance(FLUSH_AFTER_LOAD_MS);
    expect(await beaconRecords()).toEqual([]);
    expect(requests({ path: RECORDS })).toEqual([]);
  }

  it.each([500, 404, 429])(
    'a %i answer: "XHR finished with an unexpected status"',
    async (status) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      setFault({ path: SETTINGS, fault: status });
      await start();
      await expectStopped('XHR finished with an unexpected status', { status });
    },
  );

  it('a 2xx answer other than 200 is unexpected too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerSettings(() => new HttpResponse(null, { status: 204 }));
    await start();
    await expectStopped('XHR finished with an unexpected status', { status: 204 });
  });

  it('no answer in 30 s: "Metric settings request timeout"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault({ path: SETTINGS, fault: 'slow' });
    await start();
    await advance(29_999);
    expect(reported).toEqual([]);
    await advance(1);
    await expectStopped('Metric settings request timeout', {});
  });

  it.each([
    ['an answer without pageLoadId', () => HttpResponse.json({ environment: 'qa' })],
    ['an empty pageLoadId', () => HttpResponse.json({ pageLoadId: '' })],
    ['an answer that is not JSON', () => HttpResponse.text('<html>maintenance</html>')],
  ])('%s: "unable to resolve pageLoadId"', async (_label, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerSettings(answer);
    await start();
    await expectStopped('unable to resolve pageLoadId', {});
  });

  it('no answer at all (status 0): "unable to resolve pageLoadId", not an unexpected status', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault({ path: SETTINGS, fault: 'network' });
    await start();
    await expectStopped('unable to resolve pageLoadId', { reason: 'Unable to connect…' });
  });

  it('reaches RecordJavascriptErrors through the error reporter', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault({ path: SETTINGS, fault: 503 });
    await start([errorReporterInitialiser]);
    await advance(1000);
    expect(sentReports()).toMatchObject([
      {
        data: {
          message: 'XHR finished with an unexpected status',
          custom: { feature: 'performance', status: 503, source: 'report' },
        },
      },
    ]);
  });
});

describe('performance collector: its pack', () => {
  /** requestIdleCallback that holds its callbacks; `runIdle` runs those still pending. */
  function holdIdleCallbacks(): { runIdle: () => void } {
    const held = new Map<number, IdleRequestCallback>();
    let nextHandle = 1;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      held.set(nextHandle, callback);
      return nextHandle++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => held.delete(handle));
    return {
      runIdle() {
        const pending = [...held.values()];
        held.clear();
        for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
      },
    };
  }

  it('starts only after the load event, once the browser is idle', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const { runIdle } = holdIdleCallbacks();
    try {
      await start();
      runIdle();
      await letRequestsSettle();
      expect(requests()).toEqual([]);

      Reflect.deleteProperty(document, 'readyState');
      window.dispatchEvent(new Event('load'));
      await letRequestsSettle();
      expect(requests()).toEqual([]);

      runIdle();
      await letRequestsSettle();
      expect(requests()).toMatchObject([{ method: 'GET', path: SETTINGS }]);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('a destroy before the browser was idle cancels it: nothing is loaded or asked', async () => {
    const { runIdle } = holdIdleCallbacks();
    const api = await start();
    api.destroy();
    runtime = null;
    runIdle();
    await letRequestsSettle();
    expect(requests()).toEqual([]);
  });

  it('when the pack cannot load: a warning, no settings request, nothing sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // No pack defined: the script "loads" (happy-dom runs none) but defines nothing.
    const api = createRuntime({
      version: 'test',
      initialisers: [pageContextInitialiser, createPerformanceInitialiser(vitals.source)],
    });
    runtime = api;
    api.init();
    await letRequestsSettle();
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] initialiser performance: No performance collection on this page',
      new Error('Pack "performance" loaded but did not register itself'),
    );
    hidePage();
    await advance(FLUSH_AFTER_LOAD_MS);
    expect(requests()).toEqual([]);
    expect(await beaconRecords()).toEqual([]);
  });
});

describe('performance collector: destroy', () => {
  it('leaves no timer or listener, and a destroyed collector sends nothing', async () => {
    const api = await start();
    vitals.report('FCP', 900);
    api.destroy();
    runtime = null;
    expect(vi.getTimerCount()).toBe(0);
    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    await advance(METRIC_WAIT_MS);
    expect(await beaconRecords()).toEqual([]);
  });

  it('a destroy during the settings request reports nothing', async () => {
    setFault({ path: SETTINGS, fault: 'slow' });
    const reported: unknown[] = [];
    const listener = (event: Event) => reported.push(event);
    document.addEventListener('site-runtime:report-error', listener);
    try {
      const api = await start();
      api.destroy();
      runtime = null;
      await letRequestsSettle();
      expect(reported).toEqual([]);
    } finally {
      document.removeEventListener('site-runtime:report-error', listener);
    }
  });

  it('after 50 init/destroy cycles one collector runs, and each metric is still sent once', async () => {
    const api = await start();
    vitals.report('FCP', 700);
    for (let cycle = 0; cycle < 50; cycle += 1) {
      api.destroy();
      api.init();
    }
    await letRequestsSettle(40);
    // A metric that came before the re-inits is replayed to the new collector.
    vitals.report('LCP', 1300);
    hidePage();
    hidePage('pagehide');
    expect(await beaconEvents()).toEqual(['FCP=700', 'LCP=1300']);
  });
});

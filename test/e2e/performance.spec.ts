import type { Page } from '@playwright/test';
import type { JavascriptErrorEvent } from '../../src/api';
import type { PerformanceRecord } from '../../initialisers/performance/record';
import type { InboxClient } from './support/inbox-client';
import { expect, test } from './support/fixtures';
import { recordPackRequests } from './support/pack-requests';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

const SETTINGS = '/api/1/performance/settings';
const RECORDS = '/api/1/performance/records';
const RECORD_ERRORS = '/api/events/RecordJavascriptErrors';

declare global {
  interface Window {
    /** Event types added with addEventListener on window and document (init script below). */
    __listenerTypes?: string[];
    /** The keepalive flag of each fetch to the records endpoint (init script below). */
    __recordFetches?: boolean[];
  }
}

/** Records every addEventListener type on window and document, before any page script runs. */
function recordListenerTypes(): void {
  const types: string[] = [];
  window.__listenerTypes = types;
  const original = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    ...args: Parameters<EventTarget['addEventListener']>
  ) {
    if (this === window || this === document) types.push(args[0]);
    return original.apply(this, args);
  };
}

/** A browser whose beacon refuses everything, and a record of the fetches that stand in. */
function refuseBeacons(): void {
  const fetches: boolean[] = [];
  window.__recordFetches = fetches;
  navigator.sendBeacon = () => false;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/api/1/performance/records') {
      fetches.push(request.keepalive);
    }
    return originalFetch(request);
  };
}

/** Adds an image that keeps the page's load event waiting until `release` is called. */
async function holdLoadEvent(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/held-image.gif', async (route) => {
    await released;
    await route.fulfill({
      contentType: 'image/gif',
      body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    });
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const image = document.createElement('img');
      image.src = '/held-image.gif';
      image.alt = '';
      document.body.append(image);
    });
  });
  return { release: () => release() };
}

/** A click handler that keeps the main thread busy: the interaction takes over 150 ms. */
async function makeClicksSlow(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((button) => {
    button.addEventListener('click', () => {
      const end = performance.now() + 150;
      while (performance.now() < end) {
        // Busy: the next paint waits.
      }
    });
  });
}

/**
 * Resolves once the browser has timed a slow interaction (an event timing entry with an
 * interactionId, created after the next frame): web-vitals can only report INP from then on.
 */
async function interactionTimed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const entries = list.getEntries() as PerformanceEventTiming[];
          if (!entries.some((entry) => entry.interactionId > 0)) return;
          observer.disconnect();
          // The page's other observers (web-vitals) get the entry in this same task.
          setTimeout(resolve, 0);
        });
        observer.observe({ type: 'event', buffered: true, durationThreshold: 104 });
      }),
  );
}

/** What the browser does when the visitor switches tabs, then the pagehide of leaving. */
async function hidePage(page: Page, withPagehide = false): Promise<void> {
  await page.evaluate((pagehide) => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    if (pagehide) window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
  }, withPagehide);
}

async function records(inbox: InboxClient): Promise<PerformanceRecord[]> {
  return (await inbox.requestsTo(RECORDS)).flatMap(
    (request) => JSON.parse(String(request.body)) as PerformanceRecord[],
  );
}

async function metricNames(inbox: InboxClient): Promise<string[]> {
  return (await records(inbox)).map((record) => record.data.name).sort();
}

/** The pageLoadId the demo page shows once the settings answered. */
async function shownPageLoadId(page: Page): Promise<string> {
  const state = page.locator('#perf-state');
  await expect(state).toContainText('pageLoadId: ');
  const text = (await state.textContent()) ?? '';
  return /pageLoadId: (\w+)/.exec(text)?.[1] ?? '';
}

async function waitForMetrics(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    await expect(page.locator(`#perf-metric-rows tr[data-metric="${name}"]`)).toBeVisible();
  }
}

test.describe('performance collector', () => {
  test('sends the records when the page is hidden, with the pageLoadId of the settings, once', async ({
    page,
    inbox,
  }) => {
    await page.goto('/performance.html');
    const pageLoadId = await shownPageLoadId(page);
    expect(pageLoadId).toMatch(/^\w{24}$/);
    expect(await inbox.requestsTo(SETTINGS)).toMatchObject([{ method: 'GET' }]);
    await waitForMetrics(page, 'TTFB', 'FCP', 'LCP');
    // A real click: web-vitals takes the LCP as final after the first input.
    await page.getByRole('button', { name: 'Make an interaction' }).click();
    await hidePage(page);

    // INP too when the click was slow enough to count as an interaction; each metric once.
    await expect
      .poll(async () => (await metricNames(inbox)).filter((name) => name !== 'INP'))
      .toEqual(['CLS', 'FCP', 'LCP', 'TTFB']);
    const sent = await records(inbox);
    const names = sent.map((record) => record.data.name);
    expect(new Set(names).size).toBe(names.length);
    for (const record of sent) {
      expect(record).toMatchObject({
        app: 'site-runtime',
        pageLoadId,
        timestamp: expect.any(Number),
        context: {
          websiteId: '64f0c2a1b3d4e5f60718293a',
          templateId: 'demo-template',
          collectionId: 'demo-performance',
          pageType: 2,
          language: 'en-GB',
          timeZone: 'Europe/London',
          path: '/performance.html',
          environment: 'qa',
        },
      });
      expect(record.data.value).toBeGreaterThanOrEqual(0);
    }
    expect(sent.map((record) => record.event)).toEqual(
      expect.arrayContaining([
        'cumulative_layout_shift',
        'first_contentful_paint',
        'largest_contentful_paint',
        'time_to_first_byte',
      ]),
    );
    // By beacon: text/plain, so no preflight.
    const requests = await inbox.requestsTo(RECORDS);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.headers['content-type']).toMatch(/^text\/plain/);
    }

    // The pagehide after it and a second hide find nothing new to send.
    await hidePage(page, true);
    await page.getByRole('button', { name: 'Flush now (simulate page hide)' }).click();
    await expect(page.locator('#perf-flushes li')).toHaveCount(1);
    expect(await inbox.requestsTo(RECORDS)).toHaveLength(requests.length);
  });

  test('each record carries the analytics and marketing ids of their cookies, and the member id', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    const analyticsId = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    await context.addCookies([
      { name: 'SS_ANALYTICS_ID', value: analyticsId, url: baseURL ?? '' },
      { name: 'SS_MID', value: 'demo-marketing-7', url: baseURL ?? '' },
    ]);
    await page.goto('/performance.html');
    await shownPageLoadId(page);
    await waitForMetrics(page, 'TTFB', 'FCP');
    await hidePage(page);
    await expect.poll(async () => (await records(inbox)).length).toBeGreaterThan(0);
    for (const record of await records(inbox)) {
      expect(record).toMatchObject({
        analyticsId,
        marketingId: 'demo-marketing-7',
        // A visitor: no signed-in member.
        memberId: null,
        context: { memberId: null },
      });
    }
  });

  test('flushes the final metrics (FCP, TTFB) 30 s after load, not LCP or CLS', async ({
    page,
    inbox,
  }) => {
    await page.clock.install();
    await page.goto('/performance.html');
    const pageLoadId = await shownPageLoadId(page);
    await waitForMetrics(page, 'FCP', 'LCP');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Well before 30 s after load (the page took a moment to load before the clock paused).
    await page.clock.runFor(25_000);
    expect(await inbox.requestsTo(RECORDS)).toEqual([]);

    await page.clock.runFor(5000);
    // web-vitals skips TTFB when performance.now() (faked by the clock) is behind the real
    // navigation timing, so TTFB is expected only if the page collected it.
    const collected = await page
      .locator('#perf-metric-rows tr[data-metric]')
      .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.metric ?? ''));
    const final = collected.filter((name) => name === 'FCP' || name === 'TTFB').sort();
    expect(final).toContain('FCP');
    await expect.poll(() => metricNames(inbox)).toEqual(final);
    expect((await records(inbox)).every((record) => record.pageLoadId === pageLoadId)).toBe(true);
    await expect(page.locator('#perf-flushes')).toContainText(
      `30 s after load: ${final.length} record(s)`,
    );
  });

  test('a failed settings request stops collection: nothing is sent, the failure is reported', async ({
    page,
    inbox,
    faults,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/Failed to load resource.*500/);
    await faults.set({ path: SETTINGS, fault: 500 });
    await page.clock.install();
    await page.goto('/performance.html');
    await expect(page.locator('#perf-state')).toHaveText(
      'Collection stopped: XHR finished with an unexpected status. Nothing will be sent.',
    );
    // pagehide sends the error report at once (a keepalive request).
    await hidePage(page, true);
    await expect
      .poll(async () =>
        (await inbox.requestsTo(RECORD_ERRORS)).flatMap(
          (request) => request.body as JavascriptErrorEvent[],
        ),
      )
      .toMatchObject([
        {
          data: {
            message: 'XHR finished with an unexpected status',
            custom: { feature: 'performance', status: 500, source: 'report' },
          },
        },
      ]);
    // Only once it arrived: 30 s on the clock would also time that request out on a slow machine.
    await page.clock.runFor(30_000);
    expect(await inbox.requestsTo(RECORDS)).toEqual([]);
    await expect(page.locator('#perf-flushes li')).toHaveCount(0);
  });

  test('a settings request without an answer in 30 s stops collection', async ({
    page,
    inbox,
    faults,
  }) => {
    await faults.set({ path: SETTINGS, fault: 'slow' });
    await page.clock.install();
    await page.goto('/performance.html');
    await waitForMetrics(page, 'FCP');
    await page.clock.runFor(30_000);
    await expect(page.locator('#perf-state')).toHaveText(
      'Collection stopped: Metric settings request timeout. Nothing will be sent.',
    );
    await hidePage(page);
    await page.clock.runFor(1000);
    await expect.poll(() => inbox.requestsTo(RECORD_ERRORS)).toHaveLength(1);
    expect(await inbox.requestsTo(RECORDS)).toEqual([]);
  });

  test('when the beacon refuses, the records go by a plain-text keepalive fetch', async ({
    page,
    inbox,
  }) => {
    await page.addInitScript(refuseBeacons);
    await page.goto('/performance.html');
    const pageLoadId = await shownPageLoadId(page);
    await waitForMetrics(page, 'TTFB', 'FCP');
    await hidePage(page);

    await expect.poll(() => inbox.requestsTo(RECORDS)).toHaveLength(1);
    const [request] = await inbox.requestsTo(RECORDS);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect((await records(inbox)).every((record) => record.pageLoadId === pageLoadId)).toBe(true);
    expect(await page.evaluate(() => window.__recordFetches)).toEqual([true]);
  });

  test('adds no unload listener, so the page stays eligible for the back/forward cache', async ({
    page,
    inbox,
  }) => {
    await page.addInitScript(recordListenerTypes);
    await page.goto('/performance.html');
    await shownPageLoadId(page);
    await waitForMetrics(page, 'FCP');
    await hidePage(page, true);
    await expect.poll(() => inbox.requestsTo(RECORDS)).not.toHaveLength(0);

    const types = (await page.evaluate(() => window.__listenerTypes)) ?? [];
    expect(types).toEqual(expect.arrayContaining(['visibilitychange', 'pagehide']));
    expect(types).not.toContain('unload');
    expect(types).not.toContain('beforeunload');
    expect(await page.evaluate(() => window.onunload === null)).toBe(true);
  });

  test('its pack comes only after the load event, and still sees a slow click made before (INP)', async ({
    page,
    inbox,
  }) => {
    const packs = recordPackRequests(page);
    const load = await holdLoadEvent(page);
    await page.goto('/performance.html', { waitUntil: 'domcontentloaded' });
    await waitForRuntimeReady(page);
    await waitForInitialisers(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(packs).not.toContain('performance');
    expect(await inbox.requestsTo(SETTINGS)).toEqual([]);

    // An interaction while the pack is not there yet: web-vitals reads it from the buffered
    // event timing entries once it arrives.
    await makeClicksSlow(page, '#perf-interact');
    await page.getByRole('button', { name: 'Make an interaction' }).click();
    expect(packs).not.toContain('performance');

    load.release();
    const pageLoadId = await shownPageLoadId(page);
    expect(packs.filter((name) => name === 'performance')).toEqual(['performance']);
    await waitForMetrics(page, 'FCP', 'LCP');
    await interactionTimed(page);
    await hidePage(page);
    await expect.poll(async () => metricNames(inbox)).toContain('INP');
    const [inp] = (await records(inbox)).filter((record) => record.data.name === 'INP');
    expect(inp).toMatchObject({ event: 'interaction_to_next_paint', pageLoadId });
    expect(inp?.data.value).toBeGreaterThanOrEqual(150);
  });

  test('a slow click once the pack is there is reported as INP too', async ({ page, inbox }) => {
    await page.goto('/performance.html');
    await shownPageLoadId(page);
    await makeClicksSlow(page, '#perf-interact');
    await page.getByRole('button', { name: 'Make an interaction' }).click();
    await interactionTimed(page);
    await hidePage(page);
    await expect.poll(async () => metricNames(inbox)).toContain('INP');
    const [inp] = (await records(inbox)).filter((record) => record.data.name === 'INP');
    expect(inp?.data.value).toBeGreaterThanOrEqual(150);
  });
});

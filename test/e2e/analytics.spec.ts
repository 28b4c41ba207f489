import type { BrowserContext, Cookie, Page } from '@playwright/test';
import type { InboxClient, RecordedRequest } from './support/inbox-client';
import { expect, forgetConsent, storeConsent, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

const PAGE = '/analytics.html';
const HIT = '/api/census/RecordHit';
const RENDER = '/api/census/button-render';
const CLICK = '/api/census/button-click';
const EVENT = '/api/events/RecordEvent';
const TRACE = '/api/events/Trace';
const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';
const DAY_S = 86_400;
/** An id, then four positive integers (spec runtime.md section 5). */
const RECORD = /^[0-9a-f-]{36}(\|[1-9]\d*){4}$/;

/** A returning visitor who accepted cookies: the restrictive policy lets tracking run at once. */
async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await storeConsent(context, baseURL ?? '', true);
}

/** Opens a demo page and waits until its panel shows where tracking settled, before any click. */
async function open(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await waitForRuntimeReady(page);
  const consented = (await page.context().cookies()).some(
    (candidate) => candidate.name === '__Host-ss_cookieAllowed' && candidate.value === 'true',
  );
  await expect(page.locator('#tracking-state')).toContainText(
    consented ? 'Tracking running' : 'Tracking not running',
  );
}

async function cookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((candidate) => candidate.name === name);
}

async function sentTo(inbox: InboxClient, path: string, count: number): Promise<RecordedRequest[]> {
  await expect.poll(async () => (await inbox.requestsTo(path)).length).toBe(count);
  return inbox.requestsTo(path);
}

function analyticsCalls(requests: RecordedRequest[]): string[] {
  return requests
    .map((request) => request.path)
    .filter((path) => path.startsWith('/api/census/') || path.startsWith('/api/events/'));
}

function form(request: RecordedRequest | undefined): Record<string, string> {
  return (request?.body ?? {}) as Record<string, string>;
}

declare global {
  interface Window {
    __cookieWrites?: string[];
  }
}

/** Init script: records every string the page assigns to document.cookie. */
function recordCookieWrites(): void {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.get || !descriptor.set) return;
  const { get, set } = descriptor;
  const writes: string[] = [];
  window.__cookieWrites = writes;
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() {
      return get.call(this) as string;
    },
    set(value: string) {
      writes.push(value);
      set.call(this, value);
    },
  });
}

/** The expiry (epoch ms) of the last write of cookie `name`. */
function writtenExpiry(writes: string[], name: string): number | null {
  const write = writes.findLast((candidate) => candidate.startsWith(`${name}=`));
  const expires = write
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith('expires='));
  return expires ? Date.parse(expires.slice('expires='.length)) : null;
}

/** What a hidden tab does: visibilitychange to hidden, then pagehide. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  });
}

test.describe('analytics', () => {
  test('restrictive policy, no consent: no visitor cookie and no call; accepting starts tracking', async ({
    page,
    context,
    inbox,
  }) => {
    // A first-time visitor: no consent cookie, so the banner asks.
    await forgetConsent(context);
    await open(page, PAGE);
    await expect(page.locator('#tracking-state')).toContainText('Consent: no choice yet');
    expect(await page.evaluate(() => window.SiteRuntime?.analytics.isTracking())).toBe(false);
    await page.getByRole('link', { name: 'Book a table' }).click();
    expect(analyticsCalls(await inbox.requests())).toEqual([]);
    expect(await cookie(context, 'ss_cvr')).toBeUndefined();
    expect(await cookie(context, 'ss_cvt')).toBeUndefined();

    await page.getByRole('button', { name: 'Accept all' }).click();
    const [hit] = await sentTo(inbox, HIT, 1);
    await sentTo(inbox, RENDER, 2);
    const record = await cookie(context, 'ss_cvr');
    expect(record?.value).toMatch(RECORD);
    expect(form(hit).ss_cvr).toBe(record?.value);
    await expect(page.locator('#tracking-state')).toContainText('Tracking running');
  });

  test('the page view: RecordHit with event 1, the hit fields and ss_cvr; cookies for 2 years and 30 minutes', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    // A whole second, so the expiries (written in seconds) compare exactly.
    const now = Math.floor(Date.now() / 1000) * 1000;
    await page.clock.setFixedTime(now);
    await page.addInitScript(recordCookieWrites);
    await acceptCookies(context, baseURL);
    await open(page);

    const [hit] = await sentTo(inbox, HIT, 1);
    expect(hit).toMatchObject({ method: 'POST', headers: { 'content-type': FORM } });
    const record = await cookie(context, 'ss_cvr');
    const visit = await cookie(context, 'ss_cvt');
    expect(record).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
    expect(record?.value.split('|').slice(1)).toEqual([`${now}`, `${now}`, `${now}`, '1']);
    expect(visit).toMatchObject({ value: `${now}`, path: '/', sameSite: 'Lax' });
    // What the runtime asked for: 2 years and 30 minutes.
    const writes = await page.evaluate(() => window.__cookieWrites ?? []);
    expect(writtenExpiry(writes, 'ss_cvr')).toBe(now + 730 * DAY_S * 1000);
    expect(writtenExpiry(writes, 'ss_cvt')).toBe(now + 30 * 60_000);
    // What Chromium kept: it caps every cookie at 400 days (on its real clock), so the record
    // lives 400 days here; the visit cookie keeps its 30 minutes on the page's clock.
    expect(record?.expires).toBeGreaterThan(Date.now() / 1000 + 399 * DAY_S);
    expect(visit?.expires).toBe(now / 1000 + 30 * 60);

    const body = form(hit);
    expect(body.event).toBe('1');
    expect(body.ss_cvr).toBe(record?.value);
    const viewport = page.viewportSize();
    expect(JSON.parse(body.data ?? '')).toEqual({
      websiteId: '64f0c2a1b3d4e5f60718293a',
      templateId: 'demo-template',
      website_locale: 'en-GB',
      pageTitle: 'Analytics and visitor cookies',
      pageId: 'demo-analytics',
      contentSource: 'c',
      pagePath: PAGE,
      pagePermissionTypeValue: 1,
      userAgent: await page.evaluate(() => navigator.userAgent),
      clientDate: now,
      viewportWidth: viewport?.width,
      viewportHeight: viewport?.height,
      screenWidth: await page.evaluate(() => screen.width),
      screenHeight: await page.evaluate(() => screen.height),
    });
    await expect(page.locator('#visitor-cookies')).toContainText(record?.value ?? '');
  });

  test('a later visit, after the visit cookie expired, counts one more visit', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    const first = Math.floor(Date.now() / 1000) * 1000;
    await page.clock.setFixedTime(first);
    await acceptCookies(context, baseURL);
    await open(page);
    await sentTo(inbox, HIT, 1);
    const [id] = ((await cookie(context, 'ss_cvr'))?.value ?? '').split('|');

    // Within the visit: same record.
    await page.reload();
    await waitForRuntimeReady(page);
    const [, again] = await sentTo(inbox, HIT, 2);
    expect(form(again).ss_cvr).toBe(`${id}|${first}|${first}|${first}|1`);

    // 31 minutes later the visit cookie is gone (the browser dropped it at its expiry).
    const later = first + 31 * 60_000;
    await context.clearCookies({ name: 'ss_cvt' });
    await page.clock.setFixedTime(later);
    await page.reload();
    await waitForRuntimeReady(page);
    const hits = await sentTo(inbox, HIT, 3);
    expect(form(hits[2]).ss_cvr).toBe(`${id}|${first}|${first}|${later}|2`);
    expect((await cookie(context, 'ss_cvr'))?.value).toBe(`${id}|${first}|${first}|${later}|2`);
    expect((await cookie(context, 'ss_cvt'))?.value).toBe(`${later}`);
  });

  test('invalid visitor cookies are recreated', async ({ page, context, inbox, baseURL }) => {
    await acceptCookies(context, baseURL);
    await context.addCookies([
      { name: 'ss_cvr', value: 'broken|x', url: baseURL ?? '' },
      { name: 'ss_cvt', value: '0042', url: baseURL ?? '' },
    ]);
    await open(page);
    const [hit] = await sentTo(inbox, HIT, 1);
    const record = await cookie(context, 'ss_cvr');
    expect(record?.value).toMatch(RECORD);
    expect(record?.value.endsWith('|1')).toBe(true);
    expect((await cookie(context, 'ss_cvt'))?.value).toMatch(/^[1-9]\d*$/);
    expect(form(hit).ss_cvr).toBe(record?.value);
  });

  test('no page view at /search; the cookies and the button census still run', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await open(page, '/search');
    await expect(page.locator('#tracking-state')).toContainText('This is /search');
    await sentTo(inbox, RENDER, 2);
    // A later call proves the page had its turn to send everything it sends at boot.
    await page.getByRole('button', { name: 'Record an event' }).click();
    await sentTo(inbox, EVENT, 1);
    expect(await inbox.requestsTo(HIT)).toEqual([]);
    expect((await cookie(context, 'ss_cvr'))?.value).toMatch(RECORD);
  });

  test('button census: each button once when it renders, and each click', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await open(page);
    const renders = await sentTo(inbox, RENDER, 2);
    const visitorCookie = (await cookie(context, 'ss_cvr'))?.value;
    // Two requests in flight at once reach the server in either order.
    const byId = renders.map(form).sort((a, b) => (a.id ?? '').localeCompare(b.id ?? ''));
    expect(byId).toEqual([
      expect.objectContaining({
        id: 'block-analytics-button-1',
        buttonText: 'Book a table',
        clickthroughUrl: '#buttons-title',
        alignment: 'left',
        size: 'medium',
        newWindow: 'false',
        context: 'button-block',
        visitorCookie,
        pagePath: PAGE,
        websiteId: '64f0c2a1b3d4e5f60718293a',
      }),
      expect.objectContaining({
        id: 'block-analytics-button-2',
        clickthroughUrl: '/inbox.html',
        size: 'small',
        newWindow: 'true',
      }),
    ]);

    await page.getByRole('link', { name: 'Book a table' }).click();
    const [click] = await sentTo(inbox, CLICK, 1);
    expect(click).toMatchObject({ headers: { 'content-type': FORM } });
    expect(form(click)).toMatchObject({
      id: 'block-analytics-button-1',
      buttonText: 'Book a table',
      visitorCookie,
      pageId: 'demo-analytics',
    });

    await page.getByRole('button', { name: 'Add a platform button' }).click();
    const [, , added] = await sentTo(inbox, RENDER, 3);
    expect(form(added)).toMatchObject({
      id: 'block-analytics-added-1',
      buttonText: 'Added button 1',
    });
    await page.getByRole('link', { name: 'Added button 1' }).click();
    await sentTo(inbox, CLICK, 2);
    expect(await inbox.requestsTo(RENDER)).toHaveLength(3);
  });

  test('Trace: queued entries go out once when the page is hidden', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await open(page);
    const queue = page.getByRole('button', { name: 'Queue a Trace entry' });
    await queue.click();
    await queue.click();
    await expect(page.locator('#events-output')).toContainText('2 Trace entries queued');
    expect(await inbox.requestsTo(TRACE)).toEqual([]);

    await hidePage(page);
    const [trace] = await sentTo(inbox, TRACE, 1);
    expect(trace).toMatchObject({ method: 'POST', headers: { 'content-type': FORM } });
    const pageUrl = page.url();
    expect(JSON.parse(form(trace).data ?? '')).toEqual([
      { pageUrl, type: 'demo-trace', data: { count: 1 } },
      { pageUrl, type: 'demo-trace', data: { count: 2 } },
    ]);

    // A later call has arrived: no second Trace went out for the same hide.
    await page.getByRole('button', { name: 'Record an event' }).click();
    await sentTo(inbox, EVENT, 1);
    expect(await inbox.requestsTo(TRACE)).toHaveLength(1);
  });

  test('Trace: flushed on the 30-second tick, without a hide', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await page.clock.install();
    await page.goto(PAGE);
    await page.clock.runFor(200);
    await page.waitForFunction(() => window.__srProbe?.ready === true);
    // The flush timer starts with tracking, in the task that reads clientDate for the page view.
    const [hit] = await sentTo(inbox, HIT, 1);
    const startedAt = (JSON.parse(form(hit).data ?? '{}') as { clientDate: number }).clientDate;
    await page.getByRole('button', { name: 'Queue a Trace entry' }).click();
    await page.clock.pauseAt(startedAt + 29_000);
    expect(await inbox.requestsTo(TRACE)).toEqual([]);
    // Paused after the tick, so the call's own time-out cannot fire before it is answered.
    await page.clock.runFor(1_000);
    const [trace] = await sentTo(inbox, TRACE, 1);
    expect(JSON.parse(form(trace).data ?? '')).toEqual([
      { pageUrl: page.url(), type: 'demo-trace', data: { count: 1 } },
    ]);
  });

  test('RecordEvent: form-encoded with the crumb, the event, extra fields and data', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await context.addCookies([{ name: 'crumb', value: 'e2e-crumb', url: baseURL ?? '' }]);
    await open(page);
    await page.getByRole('button', { name: 'Record an event' }).click();
    await expect(page.locator('#events-output')).toHaveText(
      'Event recorded: the platform accepted it.',
    );
    const [event] = await sentTo(inbox, EVENT, 1);
    expect(event).toMatchObject({ headers: { 'content-type': FORM } });
    expect(form(event)).toEqual({
      crumb: 'e2e-crumb',
      event: 'demo_event',
      source: 'analytics-demo',
      data: JSON.stringify({ page: PAGE }),
    });
  });

  test('marketing landing: GET /api/census/track with the parameters from the URL', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await open(page, `${PAGE}?source=newsletter&campaign=spring&mkwid=demo`);
    const [track] = await sentTo(inbox, '/api/census/track', 1);
    expect(track?.method).toBe('GET');
    expect(track?.query).toMatchObject({
      landing: `${baseURL}${PAGE}?source=newsletter&campaign=spring&mkwid=demo`,
      rk: expect.stringMatching(/^\d+$/),
      lang: await page.evaluate(() => navigator.language),
      screen: await page.evaluate(() => `${screen.width}x${screen.height}`),
      source: 'newsletter',
      campaign: 'spring',
      mkwid: 'demo',
    });
  });

  test('a network error of another call is recorded once as system_network_error', async ({
    page,
    context,
    inbox,
    faults,
    pageErrors,
    baseURL,
  }) => {
    pageErrors.allowConsoleErrors(/Failed to load resource/);
    await acceptCookies(context, baseURL);
    await faults.set({ path: '/api/site-header-footer', fault: 'network' });
    await open(page);
    await page.evaluate(async () => {
      for (let i = 0; i < 3; i += 1) {
        await window.SiteRuntime?.request('/api/site-header-footer').catch(() => undefined);
      }
    });
    const [event] = await sentTo(inbox, EVENT, 1);
    expect(form(event)).toMatchObject({
      event: 'system_network_error',
      data: JSON.stringify({ url: `${baseURL}/api/site-header-footer` }),
    });
    await page.getByRole('button', { name: 'Record an event' }).click();
    await sentTo(inbox, EVENT, 2);
  });

  for (const fault of [500, 'network', 'slow'] as const) {
    test(`analytics failures (${fault}) are swallowed: no page error, nothing shown, no retry`, async ({
      page,
      context,
      inbox,
      faults,
      pageErrors,
      baseURL,
    }) => {
      pageErrors.allowConsoleErrors(/Failed to load resource/);
      await acceptCookies(context, baseURL);
      await faults.set({ path: '/api/census/*', fault }, { path: '/api/events/*', fault });
      await open(page);
      await page.getByRole('link', { name: 'Book a table' }).click();
      await page.getByRole('button', { name: 'Record an event' }).click();
      // A slow answer is given up after the 2500 ms analytics time-out.
      await expect(page.locator('#events-output')).toContainText('Event not recorded', {
        timeout: 10_000,
      });
      await sentTo(inbox, CLICK, 1);
      expect(await inbox.requestsTo(HIT)).toHaveLength(1);
      expect(await inbox.requestsTo(RENDER)).toHaveLength(2);
      expect(await inbox.requestsTo(EVENT)).toHaveLength(1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  }
});

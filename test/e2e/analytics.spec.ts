import type { BrowserContext, Cookie, Page } from '@playwright/test';
import type { InboxClient, RecordedRequest } from './support/inbox-client';
import { axeViolations, formatViolations } from './support/axe';
import { expect, forgetConsent, storeConsent, test } from './support/fixtures';
import { waitForInitialisers, waitForRuntimeReady } from './support/runtime-ready';

const PAGE = '/analytics.html';
const HIT = '/api/census/RecordHit';
const RENDER = '/api/census/button-render';
const CLICK = '/api/census/button-click';
const EVENT = '/api/events/RecordEvent';
const TRACE = '/api/events/Trace';
/** The client tracker's endpoint; the demo points `_sqspEventsUrl` at the fake API's copy. */
const CLIENT_EVENTS = '/api/v1/events';
const WEBSITE_ID = '64f0c2a1b3d4e5f60718293a';
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

/**
 * Opens PAGE with cookies accepted on an installed clock; resolves with the page view's
 * clientDate: tracking's timers start in the task that reads it.
 */
async function openTrackingOnHeldClock(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  inbox: InboxClient,
): Promise<number> {
  await acceptCookies(context, baseURL);
  await page.clock.install();
  await page.goto(PAGE);
  await page.clock.runFor(200);
  await page.waitForFunction(() => window.__srProbe?.ready === true);
  const [view] = await sentTo(inbox, HIT, 1);
  return (JSON.parse(form(view).data ?? '{}') as { clientDate: number }).clientDate;
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
    expect(await page.evaluate(() => window.SiteRuntime?.analytics?.isTracking())).toBe(false);
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
    // The flush timer starts with tracking.
    const startedAt = await openTrackingOnHeldClock(page, context, baseURL, inbox);
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
        await window.SiteRuntime?.request?.('/api/site-header-footer').catch(() => undefined);
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

  test('owner ids: SS_ANALYTICS_ID for 390 days (and stored), SS_SESSION_ID for the session; a client event carries them', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    // The marketing id is the platform's to write: the runtime only reads it.
    await context.addCookies([{ name: 'SS_MID', value: 'demo-marketing-7', url: baseURL ?? '' }]);
    const before = Date.now();
    await open(page);
    await expect(page.locator('#tracking-ids')).toContainText('SS_SESSION_ID = ');
    const analyticsId = await cookie(context, 'SS_ANALYTICS_ID');
    const sessionId = await cookie(context, 'SS_SESSION_ID');
    expect(analyticsId?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionId?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionId?.value).not.toBe(analyticsId?.value);
    // 390 days from the page view (cookie expiries are whole seconds).
    const expires = (analyticsId?.expires ?? 0) * 1000;
    expect(expires).toBeGreaterThanOrEqual(before + 390 * DAY_S * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 390 * DAY_S * 1000);
    // A session cookie: no expiry, gone when the browser session ends.
    expect(sessionId?.expires).toBe(-1);
    const stored = await page.evaluate(() => [
      localStorage.getItem('SS_ANALYTICS_ID'),
      localStorage.getItem('SS_ANALYTICS_EXPIRATION'),
    ]);
    expect(stored[0]).toBe(analyticsId?.value);
    expect(Math.abs(Date.parse(stored[1] ?? '') - expires)).toBeLessThanOrEqual(1000);

    await page.getByRole('button', { name: 'Send a client event' }).click();
    await expect(page.locator('#owner-output')).toHaveText('Client event sent to /api/v1/events.');
    const [event] = await sentTo(inbox, CLIENT_EVENTS, 1);
    // By beacon: a form-encoded body, so no preflight.
    expect(event?.method).toBe('POST');
    expect(event?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const body = form(event);
    expect(Object.keys(body).sort()).toEqual([
      'analyticsId',
      'commonData',
      'customData',
      'customSchemaName',
    ]);
    expect(body.analyticsId).toBe(analyticsId?.value);
    expect(body.customSchemaName).toBe('demo_client_event');
    expect(JSON.parse(body.customData ?? '')).toEqual({ demo_clicks: 1 });
    expect(JSON.parse(body.commonData ?? '')).toMatchObject({
      actor: 'visitor',
      action: 'click',
      event_owner_team: 'demo',
      event_source: 'web',
      object_type: 'button',
      product_area: 'analytics-demo',
      page_host: new URL(baseURL ?? '').hostname,
      page_path: PAGE,
      user_session_id: sessionId?.value,
      user_marketing_id: 'demo-marketing-7',
      context_website_id: WEBSITE_ID,
      context_template_website_id: 'demo-template',
      browser_window_width: await page.evaluate(() => window.innerWidth),
    });
  });

  test('rejecting cookies removes the analytics and session ids; no client event goes out', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await open(page);
    await expect(page.locator('#tracking-ids')).toContainText('SS_SESSION_ID = ');
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(page.locator('#tracking-state')).toContainText('Tracking not running');
    await expect.poll(() => cookie(context, 'SS_ANALYTICS_ID')).toBeUndefined();
    expect(await cookie(context, 'SS_SESSION_ID')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('SS_ANALYTICS_ID'))).toBeNull();
    await page.getByRole('button', { name: 'Send a client event' }).click();
    await expect(page.locator('#owner-output')).toContainText('Client event not sent');
    expect(await inbox.requestsTo(CLIENT_EVENTS)).toEqual([]);
  });

  test('a widget event: RecordEvent whose data carries the page, site and member fields', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await context.addCookies([{ name: 'crumb', value: 'e2e-crumb', url: baseURL ?? '' }]);
    await open(page, `${PAGE}#reviews`);
    // By keyboard: a native button, reached and pressed without the mouse.
    await page.getByRole('button', { name: 'Send a widget event' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#owner-output')).toHaveText(
      'Widget event recorded: the platform accepted it.',
    );
    const [event] = await sentTo(inbox, EVENT, 1);
    expect(event).toMatchObject({ headers: { 'content-type': FORM } });
    expect(form(event)).toMatchObject({ crumb: 'e2e-crumb', event: 'demo_widget_event' });
    expect(JSON.parse(form(event).data ?? '')).toEqual({
      widget: 'demo',
      pageHash: '#reviews',
      pagePath: PAGE,
      websiteId: WEBSITE_ID,
      templateId: 'demo-template',
      variantId: null,
      memberAccountId: null,
      member_locale: null,
      website_locale: 'en-GB',
    });
  });

  test('site search: at /search?q=… a RecordHit with event 2 and the query, no page view', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await open(page, '/search?q=red++shoes%20');
    const [hit] = await sentTo(inbox, HIT, 1);
    expect(form(hit)).toMatchObject({
      event: '2',
      ss_cvr: (await cookie(context, 'ss_cvr'))?.value,
    });
    expect(JSON.parse(form(hit).data ?? '{}')).toMatchObject({
      q: 'red shoes',
      pagePath: '/search',
    });
  });

  test('audio: the sample played to the end sends a RecordHit with event 20 and the span', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await open(page);
    await sentTo(inbox, HIT, 1);
    await page.getByRole('button', { name: 'Play the audio sample' }).click();
    await expect(page.locator('#owner-output')).toContainText('Audio sample played to the end', {
      timeout: 10_000,
    });
    const [, hit] = await sentTo(inbox, HIT, 2);
    expect(form(hit).event).toBe('20');
    expect(JSON.parse(form(hit).data ?? '{}')).toMatchObject({
      type: 'playing',
      from: 0,
      to: 1,
      duration: 1,
      track: `${baseURL}/audio-sample.wav`,
      ordering: 1,
      pagePath: PAGE,
    });
  });

  test('heartbeat: a RecordHit with event 10 after 30 s when the visitor did something, none when idle', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    // The heartbeat's timer starts with tracking.
    const startedAt = await openTrackingOnHeldClock(page, context, baseURL, inbox);
    // A key that does not scroll: a scroll would go on after it and count as reading later.
    await page.keyboard.press('Shift');
    await page.clock.pauseAt(startedAt + 29_000);
    expect(await inbox.requestsTo(HIT)).toHaveLength(1);
    await page.clock.runFor(1_000);
    const [view, beat] = await sentTo(inbox, HIT, 2);
    expect(form(beat).event).toBe('10');
    expect(form(beat).ss_cvr).toBe(form(view).ss_cvr);

    // Thirty seconds without a key, a click or a scroll: no beat.
    await page.clock.runFor(30_000);
    await page.getByRole('button', { name: 'Record an event' }).click();
    await sentTo(inbox, EVENT, 1);
    expect(await inbox.requestsTo(HIT)).toHaveLength(2);
  });

  test('a signed-in owner: nothing is tracked, and the mouse position is followed', async ({
    page,
    context,
    inbox,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await page.goto(`${PAGE}?account=owner`);
    await waitForRuntimeReady(page);
    await waitForInitialisers(page);
    await expect(page.locator('#tracking-state')).toContainText('Tracking not running');
    await page.mouse.move(120, 80);
    await expect(page.locator('#mouse-position')).toContainText('Mouse position: 120, 80');
    await page.mouse.move(300, 200);
    await expect(page.locator('#mouse-position')).toContainText('Mouse position: 300, 200');
    expect(formatViolations(await axeViolations(page))).toBe('');
    await page.getByRole('button', { name: 'Record an event' }).click();
    await expect(page.locator('#events-output')).toContainText('Event not recorded');
    expect(analyticsCalls(await inbox.requests())).toEqual([]);
    expect(await cookie(context, 'SS_ANALYTICS_ID')).toBeUndefined();
  });

  test('a visitor: the mouse position is not followed', async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    await open(page);
    await page.mouse.move(120, 80);
    await page.mouse.move(140, 90);
    await expect(page.locator('#mouse-position')).toContainText('not followed');
    expect(await page.evaluate(() => window.SiteRuntime?.analytics?.mousePosition())).toBeNull();
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

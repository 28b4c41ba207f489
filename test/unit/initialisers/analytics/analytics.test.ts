import { afterEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import { updateSlice } from '../../../../src/store/store';
import { NETWORK_ERROR_EVENT, dispatchRequestEvent } from '../../../../src/request';
import type { CensusFields } from '../../../../src/api/census';
import {
  analyticsApi,
  MAX_NETWORK_ERROR_EVENTS,
  TRACE_FLUSH_INTERVAL_MS,
  type AnalyticsApi,
} from '../../../../initialisers/analytics';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import { normaliseContext } from '../../../../src/context/read-context';
import { createAnalyticsInitialiser } from '../../../../initialisers/analytics';
import { loadPackDirectly } from '../../support/pack-exports';
import { startInitialiser } from '../../support/start-initialiser';
import {
  addButton,
  bootAnalytics,
  destroyBootedAnalytics,
  lastCookieWrite,
  recordCookieWrites,
  RESTRICTIVE,
  settle,
  SITE_CONTEXT,
  waitForRequests,
} from './harness';

serveFakeApi();
afterEach(destroyBootedAnalytics);

const HIT = '/api/census/RecordHit';
const RENDER = '/api/census/button-render';
const CLICK = '/api/census/button-click';
const EVENT = '/api/events/RecordEvent';
const TRACE = '/api/events/Trace';
const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';
const DAY_MS = 86_400_000;
const RECORD = /^[0-9a-f-]{36}\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*$/;
const START = new Date('2030-03-01T10:00:00Z').getTime();

const BUTTON = {
  id: 'b1',
  buttonText: 'Go',
  clickthroughUrl: '/go',
  alignment: 'left',
  size: 'small',
  newWindow: true,
  context: 'image-block',
};

/** The keepalive flag each request to `path` was made with (what the browser is asked). */
function recordKeepalive(path: string): boolean[] {
  const flags: boolean[] = [];
  const Native = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends Native {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        // A request copied for its signal carries no init of its own.
        if (init && 'keepalive' in init && new URL(this.url).pathname === path) {
          flags.push(init.keepalive === true);
        }
      }
    },
  );
  return flags;
}

function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((candidate) => candidate.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  delete window.__SR_DISABLE_ANALYTICS;
});

describe('analytics: visitor cookies and the page view', () => {
  const writes = recordCookieWrites();

  it('first visit: writes ss_cvr for 2 years and ss_cvt for 30 minutes, and sends the page view', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    document.title = 'Journal – Demo';
    await bootAnalytics();

    const record = lastCookieWrite(writes, 'ss_cvr');
    const visit = lastCookieWrite(writes, 'ss_cvt');
    expect(record?.value).toMatch(RECORD);
    expect(record?.value.split('|').slice(1)).toEqual([
      String(START),
      String(START),
      String(START),
      '1',
    ]);
    expect(record?.expires).toBe(Math.floor((START + 730 * DAY_MS) / 1000) * 1000);
    expect(record?.raw).toMatch(/path=\/; SameSite=Lax/i);
    expect(visit).toMatchObject({ value: String(START) });
    expect(visit?.expires).toBe(Math.floor((START + 30 * 60_000) / 1000) * 1000);

    const [hit] = await waitForRequests(HIT);
    expect(hit).toMatchObject({ method: 'POST', headers: { 'content-type': FORM } });
    const body = hit?.body as Record<string, string>;
    expect(body.event).toBe('1');
    expect(body.ss_cvr).toBe(record?.value);
    expect(JSON.parse(body.data ?? '')).toEqual({
      websiteId: 'site-1',
      templateId: 'template-1',
      website_locale: 'en-GB',
      pageTitle: 'Journal',
      pageId: 'collection-1',
      contentSource: 'c',
      pagePath: '/',
      pagePermissionTypeValue: 1,
      userAgent: navigator.userAgent,
      clientDate: START,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
    });
  });

  it('an item page says contentSource i and carries the item id and title', async () => {
    await bootAnalytics({ item: { id: 'item-9', title: 'Spring menu' }, pageType: 50 });
    const [hit] = await waitForRequests(HIT);
    const data = JSON.parse((hit?.body as Record<string, string>).data ?? '');
    expect(data).toMatchObject({ contentSource: 'i', pageId: 'item-9', pageTitle: 'Spring menu' });
  });

  it('a later page view in the same visit keeps the record and renews the visit cookie', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    (await bootAnalytics()).destroy();
    const first = readCookie('ss_cvr');
    writes.length = 0;

    vi.setSystemTime(START + 10 * 60_000);
    await bootAnalytics();
    expect(lastCookieWrite(writes, 'ss_cvr')).toBeUndefined();
    expect(lastCookieWrite(writes, 'ss_cvt')?.expires).toBe(
      Math.floor((START + 40 * 60_000) / 1000) * 1000,
    );
    const hits = await waitForRequests(HIT, 2);
    expect(hits.map((hit) => (hit.body as Record<string, string>).ss_cvr)).toEqual([first, first]);
  });

  it('after the visit cookie expired: visit count + 1 and a new visit timestamp', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    (await bootAnalytics()).destroy();
    const [id] = (readCookie('ss_cvr') ?? '').split('|');

    const later = START + 31 * 60_000;
    vi.setSystemTime(later);
    expect(readCookie('ss_cvt')).toBeUndefined();
    await bootAnalytics();
    expect(readCookie('ss_cvr')).toBe(`${id}|${START}|${START}|${later}|2`);
    expect(readCookie('ss_cvt')).toBe(String(later));
    const hits = await waitForRequests(HIT, 2);
    expect((hits[1]?.body as Record<string, string>).ss_cvr).toBe(
      `${id}|${START}|${START}|${later}|2`,
    );
  });

  it('recreates invalid cookie values, with a warning naming the problem', async () => {
    document.cookie = 'ss_cvr=not-a-record; path=/';
    document.cookie = 'ss_cvt=0123; path=/';
    const { log } = await bootAnalytics();
    await waitForRequests(HIT);
    expect(readCookie('ss_cvr')).toMatch(RECORD);
    expect(readCookie('ss_cvr')?.endsWith('|1')).toBe(true);
    expect(readCookie('ss_cvt')).toMatch(/^[1-9]\d*$/);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/Invalid visitor cookie recreated: .*"not-a-record"/),
    );
  });
});

describe('analytics: cookies refused', () => {
  it('tracks without a visitor record: the page view and census calls carry an empty one', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const { api, log } = await bootAnalytics();
    const [hit] = await waitForRequests(HIT);
    expect((hit?.body as Record<string, string>).ss_cvr).toBe('');
    await api.trackFormRender('form-1');
    expect(requests({ path: '/api/census/form-render' })[0]?.body).toEqual({
      formId: 'form-1',
      visitorCookie: '',
    });
    expect(log.warn).toHaveBeenCalledWith('Visitor cookies unavailable');
  });
});

describe('analytics: skip rules', () => {
  const writes = recordCookieWrites();

  it.each([
    ['a logged-in account that is not viewer-only', { authenticatedAccount: { id: 'owner' } }],
    [
      'an account with an editor role',
      { authenticatedAccount: { id: 'a' }, websiteRoles: { a: [10, 4] } },
    ],
    ['a not-found page (100)', { pageType: 100 }],
    ['a lock screen (103)', { pageType: 103 }],
    ['a member-area-denied page (106)', { pageType: 106 }],
  ])('%s: no cookie, no request, no button census', async (_label, raw) => {
    addButton();
    const { log } = await bootAnalytics(raw);
    document.querySelector('a')?.click();
    await settle();
    expect(requests()).toEqual([]);
    expect(writes).toEqual([]);
    expect(log.debug).toHaveBeenCalledWith(expect.stringMatching(/^Analytics skipped: /));
  });

  it('the global disable flag window.__SR_DISABLE_ANALYTICS = true', async () => {
    window.__SR_DISABLE_ANALYTICS = true;
    const { api } = await bootAnalytics();
    await api.trackFormRender('form-1');
    await settle();
    expect(requests()).toEqual([]);
    expect(writes).toEqual([]);
  });

  it('a viewer-only account is counted as a visitor', async () => {
    await bootAnalytics({ authenticatedAccount: { id: 'v' }, websiteRoles: { v: 10 } });
    await waitForRequests(HIT);
    expect(readCookie('ss_cvr')).toMatch(RECORD);
  });

  it.each(['/search', '/search/'])(
    'no page view on %s, but cookies and the census still run',
    async (path) => {
      history.replaceState(null, '', path);
      addButton();
      await bootAnalytics();
      await waitForRequests(RENDER);
      await settle();
      expect(requests({ path: HIT })).toEqual([]);
      expect(readCookie('ss_cvr')).toMatch(RECORD);
    },
  );

  it('no page view on a search page type (102) either', async () => {
    await bootAnalytics({ pageType: 102 });
    await settle();
    expect(requests({ path: HIT })).toEqual([]);
  });
});

describe('analytics: consent under the restrictive policy', () => {
  const writes = recordCookieWrites();

  it('without consent: no cookie written and nothing sent, even through the public API', async () => {
    addButton();
    const { api, ctx } = await bootAnalytics(RESTRICTIVE);
    document.querySelector('a')?.click();
    api.trace('boot', {});
    expect(await api.recordEvent({ event: 'demo', data: {} })).toBe(false);
    expect(await api.recordEventJson('demo', {})).toBe(false);
    await api.trackFormRender('form-1');
    await api.trackButtonRender(BUTTON);
    await api.trackButtonClick(BUTTON);
    await api.trackOverlay({ action: 'open' });
    await api.trackQuickView('item-1');
    await settle();
    expect(requests()).toEqual([]);
    expect(writes).toEqual([]);
    expect(api.isTracking()).toBe(false);
    expect(api.visitorCookie()).toBeNull();

    // Nothing asked for before consent goes out once it is given.
    updateSlice(ctx.store, 'consent', { accepted: true });
    await waitForRequests(HIT);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(requests({ path: TRACE })).toEqual([]);
  });

  it('traces queued before consent is withdrawn are never sent', async () => {
    const { ctx, api } = await bootAnalytics(RESTRICTIVE);
    updateSlice(ctx.store, 'consent', { accepted: true });
    api.trace('before', 1);
    updateSlice(ctx.store, 'consent', { accepted: false });
    updateSlice(ctx.store, 'consent', { accepted: true });
    api.trace('after', 2);
    window.dispatchEvent(new Event('pagehide'));
    const [trace] = await waitForRequests(TRACE);
    expect(JSON.parse((trace?.body as { data: string }).data)).toEqual([
      { pageUrl: 'http://localhost:3000/', type: 'after', data: 2 },
    ]);
  });

  it('starts when consent arrives later: cookies, one page view, buttons already on the page', async () => {
    addButton();
    const { ctx, api } = await bootAnalytics(RESTRICTIVE);
    updateSlice(ctx.store, 'consent', { bannerOpen: true });
    await settle();
    expect(requests()).toEqual([]);

    updateSlice(ctx.store, 'consent', { accepted: true });
    await waitForRequests(HIT);
    await waitForRequests(RENDER);
    expect(api.isTracking()).toBe(true);
    expect(api.visitorCookie()).toBe(readCookie('ss_cvr'));
    expect(readCookie('ss_cvr')).toMatch(RECORD);

    // Another consent update does not send a second page view, nor stop tracking.
    updateSlice(ctx.store, 'consent', { bannerOpen: false });
    await settle();
    expect(requests({ path: HIT })).toHaveLength(1);
    expect(api.isTracking()).toBe(true);
  });

  it('declining keeps everything off; withdrawing consent stops the census', async () => {
    const button = addButton();
    const { ctx } = await bootAnalytics(RESTRICTIVE);
    updateSlice(ctx.store, 'consent', { accepted: false });
    await settle();
    expect(requests()).toEqual([]);

    updateSlice(ctx.store, 'consent', { accepted: true });
    await waitForRequests(RENDER);
    updateSlice(ctx.store, 'consent', { accepted: false });
    button.click();
    await settle();
    expect(requests({ path: CLICK })).toEqual([]);

    // Accepting again resumes without reporting the same button twice or a second page view.
    updateSlice(ctx.store, 'consent', { accepted: true });
    button.click();
    await waitForRequests(CLICK);
    expect(requests({ path: RENDER })).toHaveLength(1);
    expect(requests({ path: HIT })).toHaveLength(1);
  });

  it('sends the page view and button renders in a later task, and not at all if consent was withdrawn before it', async () => {
    addButton();
    const { ctx } = await bootAnalytics(RESTRICTIVE);
    updateSlice(ctx.store, 'consent', { accepted: true });
    // The cookies are written when tracking starts; the request waits for a task of its own.
    expect(readCookie('ss_cvr')).toMatch(RECORD);
    updateSlice(ctx.store, 'consent', { accepted: false });
    await settle();
    expect(requests({ path: HIT })).toEqual([]);
    expect(requests({ path: RENDER })).toEqual([]);
  });
});

describe('analytics: button census', () => {
  it('reports each platform button once when it renders, including buttons added later', async () => {
    addButton({ id: 'block-a', text: 'Book a table' });
    await bootAnalytics();
    const [render] = await waitForRequests(RENDER);
    const cookie = readCookie('ss_cvr');
    expect(render).toMatchObject({ method: 'POST', headers: { 'content-type': FORM } });
    expect(render?.body).toEqual({
      websiteId: 'site-1',
      templateId: 'template-1',
      website_locale: 'en-GB',
      pageTitle: 'Journal',
      pageId: 'collection-1',
      contentSource: 'c',
      pagePath: '/',
      pagePermissionTypeValue: '1',
      id: 'block-a',
      buttonText: 'Book a table',
      clickthroughUrl: '#contact',
      alignment: 'center',
      size: 'large',
      newWindow: 'false',
      context: 'button-block',
      visitorCookie: cookie,
    });

    const later = addButton({ id: 'block-b', text: 'Menu', target: '_blank', href: '/menu' });
    // Moving a button is not a new render.
    document.body.append(later.closest('.sqs-block') as Element);
    const renders = await waitForRequests(RENDER, 2);
    expect(renders[1]?.body).toMatchObject({
      id: 'block-b',
      newWindow: 'true',
      clickthroughUrl: '/menu',
    });
    await settle();
    expect(requests({ path: RENDER })).toHaveLength(2);
  });

  it('reports a click on a button or on text inside it, even if bubbling is stopped', async () => {
    const button = addButton({ id: 'block-a' });
    button.innerHTML = '<span>Book</span>';
    button.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
    });
    await bootAnalytics();
    (button.querySelector('span') as HTMLElement).click();
    const [click] = await waitForRequests(CLICK);
    expect(click?.body).toMatchObject({ id: 'block-a', buttonText: 'Book', pagePath: '/' });
    expect(click?.body).toHaveProperty('visitorCookie', readCookie('ss_cvr'));
  });

  it('ignores clicks elsewhere', async () => {
    const other = document.createElement('button');
    other.textContent = 'Not a platform button';
    document.body.append(other);
    await bootAnalytics();
    other.click();
    await settle();
    expect(requests({ path: CLICK })).toEqual([]);
  });
});

describe('analytics: the public API', () => {
  it('sends form-render, overlay and RecordQuickView with the visitor cookie', async () => {
    const { api } = await bootAnalytics();
    const cookie = readCookie('ss_cvr');
    await api.trackFormRender('form-7');
    await api.trackOverlay({ action: 'open', style: 2 });
    await api.trackQuickView('item 42');
    expect(requests({ path: '/api/census/form-render' })[0]?.body).toEqual({
      formId: 'form-7',
      visitorCookie: cookie,
    });
    expect(requests({ path: '/api/census/overlay' })[0]?.body).toEqual({
      action: 'open',
      style: '2',
      visitorCookie: cookie,
    });
    expect(requests({ path: '/api/census/RecordQuickView/item%2042' })).toHaveLength(1);
  });

  it('tracks a button given as fields or as an element; a click outlives the page it leaves', async () => {
    const keepalive = recordKeepalive(CLICK);
    const { api } = await bootAnalytics();
    const visitorCookie = readCookie('ss_cvr');
    await api.trackButtonClick(BUTTON);
    expect(requests({ path: CLICK })[0]?.body).toMatchObject({
      id: 'b1',
      context: 'image-block',
      visitorCookie,
    });
    expect(keepalive).toEqual([true]);
    await api.trackButtonRender(BUTTON);
    await api.trackButtonRender(addButton({ id: 'block-x', text: 'Menu' }));
    expect(requests({ path: RENDER }).map((request) => request.body)).toEqual([
      expect.objectContaining({ id: 'b1', buttonText: 'Go', visitorCookie }),
      expect.objectContaining({ id: 'block-x', buttonText: 'Menu', visitorCookie }),
    ]);
  });

  it('sends overlay fields of every kind it accepts: strings, numbers, booleans', async () => {
    const { api } = await bootAnalytics();
    await api.trackOverlay({ action: 'open', style: 2, autoOpen: true });
    expect(requests({ path: '/api/census/overlay' })[0]?.body).toMatchObject({
      action: 'open',
      style: '2',
      autoOpen: 'true',
    });
  });

  const badCalls: Array<[string, (api: AnalyticsApi) => unknown]> = [
    ['trackFormRender', (api) => api.trackFormRender('')],
    ['trackQuickView', (api) => api.trackQuickView(' ')],
    ['trackOverlay', (api) => api.trackOverlay({ nested: {} } as unknown as CensusFields)],
    [
      'trackOverlay',
      (api) => api.trackOverlay({ action: 'open', nested: {} } as unknown as CensusFields),
    ],
    ['trackButtonRender', (api) => api.trackButtonRender({ id: 1 } as unknown as Element)],
    ['trackButtonRender', (api) => api.trackButtonRender({ ...BUTTON, id: 7 } as never)],
    ['trackButtonRender', (api) => api.trackButtonRender(null as never)],
    ['trackButtonClick', (api) => api.trackButtonClick({ ...BUTTON, newWindow: 'yes' } as never)],
    [
      'recordEvent',
      (api) => api.recordEvent({ event: 'demo', data: null, fields: { nested: {} } as never }),
    ],
    ['trace', (api) => api.trace('')],
    ['recordEvent', (api) => api.recordEvent({ event: '', data: null })],
    ['recordEventJson', (api) => api.recordEventJson(42 as unknown as string, {})],
  ];

  it.each(badCalls)('%s with bad input logs an error and sends nothing', async (name, call) => {
    const { api, log } = await bootAnalytics();
    await waitForRequests(HIT);
    await call(api);
    await settle();
    expect(log.error.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining(name),
    ]);
    expect(requests().map((request) => request.path)).toEqual([HIT]);
  });

  it('a RecordEvent call with bad input resolves false', async () => {
    const { api } = await bootAnalytics();
    await expect(api.recordEvent({ event: ' ', data: null })).resolves.toBe(false);
    await expect(
      api.recordEvent({ event: 'demo', data: null, fields: { nested: {} } as never }),
    ).resolves.toBe(false);
    await expect(api.recordEventJson('', {})).resolves.toBe(false);
  });

  it('a second running init keeps the API when the first is destroyed', async () => {
    const first = await bootAnalytics();
    await bootAnalytics();
    first.destroy();
    expect(analyticsApi.isTracking()).toBe(true);
    await analyticsApi.trackFormRender('form-2');
    expect(requests({ path: '/api/census/form-render' })).toHaveLength(1);
  });

  it('does nothing and resolves when analytics are not running', async () => {
    const api = analyticsApi;
    await expect(api.trackFormRender('form-1')).resolves.toBeUndefined();
    await expect(api.trackButtonRender(BUTTON)).resolves.toBeUndefined();
    await expect(api.trackButtonClick(BUTTON)).resolves.toBeUndefined();
    await expect(api.trackOverlay({ action: 'open' })).resolves.toBeUndefined();
    await expect(api.trackQuickView('item-1')).resolves.toBeUndefined();
    await expect(api.recordEvent({ event: 'demo', data: {} })).resolves.toBe(false);
    await expect(api.recordEventJson('demo', {})).resolves.toBe(false);
    expect(api.isTracking()).toBe(false);
    expect(api.visitorCookie()).toBeNull();
    analyticsApi.trace('demo', {});
    await settle();
    expect(requests()).toEqual([]);
  });
});

describe('analytics: RecordEvent', () => {
  it('form-encoded with the crumb, the event name, extra fields and data as JSON', async () => {
    document.cookie = 'crumb=crumb-1; path=/';
    const { api } = await bootAnalytics();
    const accepted = await api.recordEvent({
      event: 'newsletter_subscribe',
      data: { formId: 'f1' },
      fields: { source: 'footer' },
    });
    expect(accepted).toBe(true);
    expect(requests({ path: EVENT })[0]).toMatchObject({
      headers: { 'content-type': FORM },
      body: {
        crumb: 'crumb-1',
        event: 'newsletter_subscribe',
        source: 'footer',
        data: '{"formId":"f1"}',
      },
    });
  });

  it('as JSON: eventName and payload', async () => {
    const { api } = await bootAnalytics();
    expect(await api.recordEventJson('video_play', { id: 'v1' })).toBe(true);
    expect(requests({ path: EVENT })[0]).toMatchObject({
      headers: { 'content-type': 'application/json' },
      body: { eventName: 'video_play', payload: { id: 'v1' } },
    });
  });

  it('a failure resolves false, is logged quietly with the spec text and is not retried', async () => {
    setFault({ path: EVENT, fault: 500 });
    const { api, log } = await bootAnalytics();
    expect(await api.recordEvent({ event: 'demo', data: {} })).toBe(false);
    expect(log.debug).toHaveBeenCalledWith('Error tracking event: HTTP Status 500');
    expect(log.error).not.toHaveBeenCalled();
    await settle();
    expect(requests({ path: EVENT })).toHaveLength(1);
  });
});

describe('analytics: system_network_error', () => {
  it('records the requested URL of a network error, each URL once, at most the cap', async () => {
    await bootAnalytics();
    const urls = Array.from(
      { length: MAX_NETWORK_ERROR_EVENTS + 3 },
      (_, i) => `http://localhost:3000/api/x/${i}`,
    );
    dispatchRequestEvent(NETWORK_ERROR_EVENT, { url: urls[0] as string });
    dispatchRequestEvent(NETWORK_ERROR_EVENT, { url: urls[0] as string });
    for (const url of urls.slice(1)) dispatchRequestEvent(NETWORK_ERROR_EVENT, { url });
    const events = await waitForRequests(EVENT, MAX_NETWORK_ERROR_EVENTS);
    await settle();
    expect(requests({ path: EVENT })).toHaveLength(MAX_NETWORK_ERROR_EVENTS);
    expect(events[0]?.body).toMatchObject({
      event: 'system_network_error',
      data: JSON.stringify({ url: urls[0] }),
    });
  });

  it('records nothing for an event without a URL', async () => {
    await bootAnalytics();
    await waitForRequests(HIT);
    dispatchRequestEvent(NETWORK_ERROR_EVENT, { url: '' });
    document.dispatchEvent(new CustomEvent(NETWORK_ERROR_EVENT, { detail: {} }));
    document.dispatchEvent(new CustomEvent(NETWORK_ERROR_EVENT, { detail: null }));
    await settle();
    expect(requests({ path: EVENT })).toEqual([]);
  });

  it('a failing RecordEvent does not cause another event', async () => {
    setFault({ path: EVENT, fault: 'network' });
    await bootAnalytics();
    dispatchRequestEvent(NETWORK_ERROR_EVENT, { url: 'http://localhost:3000/api/y' });
    await waitForRequests(EVENT);
    await settle();
    expect(requests({ path: EVENT })).toHaveLength(1);
  });
});

describe('analytics: Trace', () => {
  function hide(): void {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
  }

  it('flushes every 30 seconds, as one request with the JSON list in field data', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The fragment is the visitor's own (in-page state, tokens): it never goes out.
    history.replaceState(null, '', '/#access_token=secret');
    const { api } = await bootAnalytics();
    api.trace('gallery', { slide: 2 });
    api.trace('video', { playing: true });
    await vi.advanceTimersByTimeAsync(TRACE_FLUSH_INTERVAL_MS - 1);
    expect(requests({ path: TRACE })).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const [trace] = await waitForRequests(TRACE);
    expect(trace?.headers['content-type']).toBe(FORM);
    expect(JSON.parse((trace?.body as { data: string }).data)).toEqual([
      { pageUrl: 'http://localhost:3000/', type: 'gallery', data: { slide: 2 } },
      { pageUrl: 'http://localhost:3000/', type: 'video', data: { playing: true } },
    ]);
  });

  it('an empty queue sends nothing, and the timer keeps going', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api } = await bootAnalytics();
    await vi.advanceTimersByTimeAsync(TRACE_FLUSH_INTERVAL_MS);
    api.trace('late', 1);
    await vi.advanceTimersByTimeAsync(TRACE_FLUSH_INTERVAL_MS);
    vi.useRealTimers();
    const traces = await waitForRequests(TRACE);
    await settle();
    expect(traces).toHaveLength(1);
    expect(JSON.parse((traces[0]?.body as { data: string }).data)).toMatchObject([
      { type: 'late' },
    ]);
  });

  it('flushes once when the page is hidden (visibilitychange then pagehide), not twice', async () => {
    const { api } = await bootAnalytics();
    api.trace('scroll', { depth: 80 });
    hide();
    const traces = await waitForRequests(TRACE);
    await settle();
    expect(traces).toHaveLength(1);
    // The next hide sends only what was queued since.
    api.trace('scroll', { depth: 100 });
    hide();
    await waitForRequests(TRACE, 2);
    expect(JSON.parse((requests({ path: TRACE })[1]?.body as { data: string }).data)).toEqual([
      { pageUrl: 'http://localhost:3000/', type: 'scroll', data: { depth: 100 } },
    ]);
  });

  it('drops data that is not JSON, with an error', async () => {
    const { api, log } = await bootAnalytics();
    await waitForRequests(HIT);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    api.trace('bad', circular);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('trace("bad") dropped'),
      expect.any(TypeError),
    );
  });

  it('destroy sends what is queued, then leaves no timer and no listener', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    addButton();
    const { api, destroy } = await bootAnalytics();
    api.trace('before-destroy', null);
    destroy();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    // What was under way before destroy lands: the page view, the button's render, the trace.
    await Promise.all([HIT, RENDER, TRACE].map((path) => waitForRequests(path)));
    const sent = requests().length;
    expect(sent).toBe(3);
    api.trace('after-destroy', null);
    hide();
    document.querySelector('a')?.click();
    await settle();
    expect(requests()).toHaveLength(sent);
  });
});

describe('analytics: marketing landing', () => {
  it('sends GET /api/census/track with the landing fields and the marketing parameters', async () => {
    history.replaceState(null, '', '/?source=newsletter&campaign=spring&mkwid=k1&other=x#token=1');
    await bootAnalytics();
    const [track] = await waitForRequests('/api/census/track');
    expect(track?.method).toBe('GET');
    expect(track?.query).toEqual({
      landing: 'http://localhost:3000/?source=newsletter&campaign=spring&mkwid=k1&other=x',
      refer: '',
      rk: expect.stringMatching(/^\d+$/),
      lang: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      source: 'newsletter',
      campaign: 'spring',
      mkwid: 'k1',
    });
  });

  it('sends nothing without a marketing parameter', async () => {
    await bootAnalytics();
    await waitForRequests(HIT);
    await settle();
    expect(requests({ path: '/api/census/track' })).toEqual([]);
  });
});

describe('analytics: failures are swallowed', () => {
  it.each([500, 503, 'network', 'non-json'] as const)(
    'a %s on every census call: no throw, no console error, each call sent once',
    async (fault) => {
      setFault({ path: '/api/census/*', fault });
      const errors = vi.spyOn(console, 'error');
      addButton();
      const { log } = await bootAnalytics();
      document.querySelector('a')?.click();
      await waitForRequests(CLICK);
      await settle();
      expect(requests({ path: HIT })).toHaveLength(1);
      expect(requests({ path: RENDER })).toHaveLength(1);
      expect(requests({ path: CLICK })).toHaveLength(1);
      expect(log.error).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    },
  );
});

describe('analytics: the tracker is a pack of its own', () => {
  /** Starts the initialiser with a loadPack that answers when the test says. */
  function bootWithPackOnItsWay() {
    let arrive: (outcome: 'loaded' | Error) => void = () => undefined;
    const loadPack = <Exports>(name: string): Promise<Exports> =>
      new Promise<Exports>((resolve, reject) => {
        arrive = (outcome) =>
          outcome === 'loaded' ? resolve(loadPackDirectly<Exports>(name)) : reject(outcome);
      });
    const context = normaliseContext(SITE_CONTEXT, 'json');
    const started = startInitialiser(createAnalyticsInitialiser(), { context, loadPack });
    return { ...started, arrive: (outcome: 'loaded' | Error) => arrive(outcome) };
  }

  it('sends nothing before its pack has come; then the page view, and what was asked meanwhile', async () => {
    const { arrive, ready } = bootWithPackOnItsWay();
    const rendered = analyticsApi.trackFormRender('form-7');
    await settle();
    expect(requests()).toEqual([]);
    expect(readCookie('ss_cvr')).toBeUndefined();

    arrive('loaded');
    await ready;
    await rendered;
    const [hit] = await waitForRequests(HIT);
    expect(requests({ path: '/api/census/form-render' })[0]?.body).toEqual({
      formId: 'form-7',
      visitorCookie: readCookie('ss_cvr'),
    });
    expect((hit?.body as Record<string, string>).ss_cvr).toBe(readCookie('ss_cvr'));
  });

  it('a pack that cannot be fetched: a warning, nothing sent, and held calls resolve', async () => {
    const { arrive, ready, log } = bootWithPackOnItsWay();
    const accepted = analyticsApi.recordEvent({ event: 'x', data: {} });
    arrive(new Error('Pack "analytics" failed to load after a retry'));
    await ready;
    await expect(accepted).resolves.toBe(false);
    await settle();
    expect(requests()).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(
      'No analytics on this page: its pack could not be loaded',
      expect.any(Error),
    );
    expect(analyticsApi.isTracking()).toBe(false);
  });

  it('destroyed while its pack is on its way: held calls resolve at once, and no tracker starts', async () => {
    const { arrive, ready, stop } = bootWithPackOnItsWay();
    const accepted = analyticsApi.recordEventJson('x', {});
    stop();
    await expect(accepted).resolves.toBe(false);
    arrive('loaded');
    await ready;
    await settle();
    expect(requests()).toEqual([]);
    expect(readCookie('ss_cvr')).toBeUndefined();
    expect(analyticsApi.isTracking()).toBe(false);
  });
});

describe('analytics: lifecycle', () => {
  it('50 init/destroy cycles leave no listener, observer or timer behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let cycle = 0; cycle < 50; cycle += 1) (await bootAnalytics()).destroy();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    await waitForRequests(HIT, 50);
    const sent = requests().length;
    addButton();
    document.querySelector('a')?.click();
    dispatchRequestEvent(NETWORK_ERROR_EVENT, { url: 'http://localhost:3000/api/z' });
    await settle();
    expect(requests()).toHaveLength(sent);
  });
});

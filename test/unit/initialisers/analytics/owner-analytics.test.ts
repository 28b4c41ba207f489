import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault, type RecordedRequest } from '../../../../fixtures/api';
import { HEARTBEAT_INTERVAL_MS } from '../../../../initialisers/analytics/heartbeat';
import { updateSlice } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import {
  bootAnalytics,
  destroyBootedAnalytics,
  lastCookieWrite,
  recordCookieWrites,
  RESTRICTIVE,
  settle,
  waitForRequests,
} from './harness';

// Owner analytics beyond the page view (issue 34): the analytics, session and marketing ids, the
// site search, heartbeat, audio and video hits, the client tracker, widget events and the mouse
// position of signed-in accounts, each under the consent rules.

serveFakeApi();
afterEach(destroyBootedAnalytics);

const HIT = '/api/census/RecordHit';
const EVENT = '/api/events/RecordEvent';
const CLIENT_EVENTS = '/api/v1/events';
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((candidate) => candidate.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

function form(request: RecordedRequest | undefined): Record<string, string> {
  return (request?.body ?? {}) as Record<string, string>;
}

function hitData(request: RecordedRequest | undefined): Record<string, unknown> {
  return JSON.parse(form(request).data ?? '{}') as Record<string, unknown>;
}

/** settle() without timers: for tests whose setTimeout is faked. */
async function letSendsLand(): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  for (const name of ['SS_ANALYTICS_ID', 'SS_SESSION_ID', 'SS_MID', 'ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=${EXPIRED}`;
  }
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the analytics and session ids', () => {
  const writes = recordCookieWrites();

  it('tracking writes SS_ANALYTICS_ID for 390 days with its stored copy, and the session cookie SS_SESSION_ID', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2031-02-03T04:05:06Z').getTime();
    vi.setSystemTime(now);
    await bootAnalytics();
    const analytics = lastCookieWrite(writes, 'SS_ANALYTICS_ID');
    expect(analytics?.value).toMatch(UUID);
    expect(analytics?.expires).toBe(now + 390 * DAY_MS);
    expect(analytics?.raw).toMatch(/path=\/; sameSite=Lax/i);
    expect(localStorage.getItem('SS_ANALYTICS_ID')).toBe(analytics?.value);
    expect(localStorage.getItem('SS_ANALYTICS_EXPIRATION')).toBe(
      new Date(now + 390 * DAY_MS).toUTCString(),
    );
    const session = lastCookieWrite(writes, 'SS_SESSION_ID');
    expect(session?.value).toMatch(UUID);
    // A session cookie: no expiry, gone with the browser session.
    expect(session?.expires).toBeNull();
    expect(session?.value).not.toBe(analytics?.value);
  });

  it('keeps the ids it finds: the cookie, else the stored copy; the session cookie is not rewritten', async () => {
    document.cookie = `SS_SESSION_ID=${KNOWN_ID}; path=/`;
    localStorage.setItem('SS_ANALYTICS_ID', KNOWN_ID);
    localStorage.setItem('SS_ANALYTICS_EXPIRATION', new Date(Date.now() + DAY_MS).toUTCString());
    writes.length = 0;
    await bootAnalytics();
    expect(readCookie('SS_ANALYTICS_ID')).toBe(KNOWN_ID);
    expect(lastCookieWrite(writes, 'SS_SESSION_ID')).toBeUndefined();
    expect(readCookie('SS_SESSION_ID')).toBe(KNOWN_ID);
  });

  it('an invalid id is replaced, with a warning', async () => {
    document.cookie = 'SS_ANALYTICS_ID=a%3Cb; path=/';
    const { log } = await bootAnalytics();
    expect(readCookie('SS_ANALYTICS_ID')).toMatch(UUID);
    expect(log.warn).toHaveBeenCalledWith(
      'Invalid analytics id replaced: the analytics id "a<b" is not a valid id',
    );
  });

  it('restrictive policy without consent: none written, and ids left from before are removed', async () => {
    document.cookie = `SS_ANALYTICS_ID=${KNOWN_ID}; path=/`;
    document.cookie = `SS_SESSION_ID=${KNOWN_ID}; path=/`;
    localStorage.setItem('SS_ANALYTICS_ID', KNOWN_ID);
    localStorage.setItem('SS_ANALYTICS_EXPIRATION', new Date(Date.now() + DAY_MS).toUTCString());
    writes.length = 0;
    const { ctx } = await bootAnalytics(RESTRICTIVE);
    expect(readCookie('SS_ANALYTICS_ID')).toBeUndefined();
    expect(readCookie('SS_SESSION_ID')).toBeUndefined();
    expect(localStorage.getItem('SS_ANALYTICS_ID')).toBeNull();
    expect(localStorage.getItem('SS_ANALYTICS_EXPIRATION')).toBeNull();
    // Only removals were written.
    expect(writes.every((write) => write.includes(`expires=${EXPIRED}`))).toBe(true);

    updateSlice(ctx.store, 'consent', { accepted: true });
    expect(readCookie('SS_ANALYTICS_ID')).toMatch(UUID);
    expect(readCookie('SS_SESSION_ID')).toMatch(UUID);

    // Withdrawn: removed again.
    updateSlice(ctx.store, 'consent', { accepted: false });
    expect(readCookie('SS_ANALYTICS_ID')).toBeUndefined();
    expect(readCookie('SS_SESSION_ID')).toBeUndefined();
    expect(localStorage.getItem('SS_ANALYTICS_ID')).toBeNull();
  });

  it('a visitor with no ids and no consent gets no cookie write at all', async () => {
    await bootAnalytics(RESTRICTIVE);
    await settle();
    expect(writes).toEqual([]);
  });
});

describe('site search, heartbeat, audio and video hits', () => {
  it('the search page with a query sends a site search (2), not a page view', async () => {
    history.replaceState(null, '', '/search?q=red%20shoes');
    await bootAnalytics({ pageType: 102 });
    const [hit] = await waitForRequests(HIT);
    expect(form(hit)).toMatchObject({ event: '2', ss_cvr: readCookie('ss_cvr') });
    expect(hitData(hit)).toMatchObject({
      q: 'red shoes',
      websiteId: 'site-1',
      pagePath: '/search',
      clientDate: expect.any(Number),
    });
    await settle();
    expect(requests({ path: HIT })).toHaveLength(1);
  });

  it('a heartbeat (10) 30 s after the visitor did something, none without', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await bootAnalytics();
    await waitForRequests(HIT);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    await letSendsLand();
    expect(requests({ path: HIT })).toHaveLength(1);

    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    const [, beat] = await waitForRequests(HIT, 2);
    expect(form(beat).event).toBe('10');
    expect(hitData(beat)).toMatchObject({ websiteId: 'site-1', pageId: 'collection-1' });
  });

  it('audio (20) and video (21): what was played, as whole seconds with the track', async () => {
    await bootAnalytics();
    await waitForRequests(HIT);
    for (const tag of ['audio', 'video'] as const) {
      const element = document.createElement(tag);
      let time = 0;
      Object.defineProperty(element, 'currentTime', { get: () => time });
      Object.defineProperty(element, 'duration', { value: 61.5 });
      Object.defineProperty(element, 'currentSrc', { value: `https://cdn.example.com/a.${tag}` });
      document.body.append(element);
      element.dispatchEvent(new Event('play'));
      time = 14.7;
      element.dispatchEvent(new Event('pause'));
    }
    const [, audio, video] = await waitForRequests(HIT, 3);
    expect(form(audio).event).toBe('20');
    expect(hitData(audio)).toMatchObject({
      type: 'playing',
      from: 0,
      to: 14,
      track: 'https://cdn.example.com/a.audio',
      duration: 61,
      ordering: 1,
      websiteId: 'site-1',
    });
    expect(form(video).event).toBe('21');
    expect(hitData(video)).toMatchObject({ type: 'playing', ordering: 2 });
  });

  it('without consent none of them is sent', async () => {
    history.replaceState(null, '', '/search?q=tea');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await bootAnalytics({ ...RESTRICTIVE, pageType: 102 });
    const audio = document.createElement('audio');
    document.body.append(audio);
    audio.dispatchEvent(new Event('play'));
    document.dispatchEvent(new Event('pointerdown'));
    Object.defineProperty(audio, 'currentTime', { value: 30 });
    audio.dispatchEvent(new Event('pause'));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    await letSendsLand();
    expect(requests()).toEqual([]);
  });
});

describe('the client tracker', () => {
  it('goes by beacon to the staging endpoint off the platform’s domain, as a form', async () => {
    const bodies: Array<{ url: string; type: string; text: string }> = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        void data.text().then((text) => bodies.push({ url, type: data.type, text }));
        return true;
      },
    });
    document.cookie = 'SS_MID=mid-77; path=/';
    const { api } = await bootAnalytics();
    const sent = await api.trackClientEvent(
      { actor: 'visitor', action: 'open', object_type: 'gallery', slide: 3 },
      { customSchemaName: 'gallery_v1' },
    );
    expect(sent).toBe(true);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const [beacon] = bodies;
    expect(beacon?.url).toBe('https://events.stage.sqsp.net/api/v1/events');
    expect(beacon?.type).toBe('application/x-www-form-urlencoded');
    const body = Object.fromEntries(new URLSearchParams(beacon?.text));
    expect(body.analyticsId).toBe(readCookie('SS_ANALYTICS_ID'));
    expect(body.customSchemaName).toBe('gallery_v1');
    expect(JSON.parse(body.customData ?? '')).toEqual({ slide: 3 });
    expect(JSON.parse(body.commonData ?? '')).toMatchObject({
      actor: 'visitor',
      action: 'open',
      object_type: 'gallery',
      user_marketing_id: 'mid-77',
      user_session_id: readCookie('SS_SESSION_ID'),
      context_website_id: 'site-1',
      context_template_website_id: 'template-1',
    });
  });

  it('a refused beacon goes as JSON; a failed answer resolves false and is only logged', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const { api, log } = await bootAnalytics();
    expect(await api.trackClientEvent({ actor: 'visitor' })).toBe(true);
    const [json] = requests({ path: CLIENT_EVENTS });
    expect(json).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(json?.body).toMatchObject({ analyticsId: readCookie('SS_ANALYTICS_ID') });

    setFault({ path: CLIENT_EVENTS, fault: 500 });
    expect(await api.trackClientEvent({ actor: 'visitor' })).toBe(false);
    expect(log.debug).toHaveBeenCalledWith('Error tracking event: HTTP Status 500');
  });

  it('a mistyped common field is dropped with a warning; no fields at all: "no payload"', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const { api, log } = await bootAnalytics();
    expect(await api.trackClientEvent({ actor: 7 })).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(
      'trackClientEvent: common field actor was not set or was the incorrect type',
    );
    expect(await api.trackClientEvent(null as never)).toBe(false);
    expect(log.error).toHaveBeenCalledWith('trackClientEvent: no payload');
    expect(requests({ path: CLIENT_EVENTS })).toHaveLength(1);
  });

  it('sends nothing without consent', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const { api } = await bootAnalytics(RESTRICTIVE);
    expect(await api.trackClientEvent({ actor: 'visitor' })).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    expect(requests()).toEqual([]);
  });
});

describe('widget events', () => {
  it('RecordEvent with the crumb, the name, the fields and the widget payload as data', async () => {
    document.cookie = 'crumb=crumb-1; path=/';
    history.replaceState(null, '', '/gallery/#slide-4');
    const { api } = await bootAnalytics();
    const accepted = await api.trackWidgetEvent(
      'gallery_slide_viewed',
      { slide: 4, variantId: 'v2' },
      { source: 'gallery' },
    );
    expect(accepted).toBe(true);
    const [event] = requests({ path: EVENT });
    expect(form(event)).toEqual({
      crumb: 'crumb-1',
      event: 'gallery_slide_viewed',
      source: 'gallery',
      data: JSON.stringify({
        slide: 4,
        pageHash: '#slide-4',
        pagePath: '/gallery',
        websiteId: 'site-1',
        templateId: 'template-1',
        variantId: 'v2',
        memberAccountId: null,
        member_locale: null,
        website_locale: 'en-GB',
      }),
    });
    document.cookie = `crumb=; path=/; expires=${EXPIRED}`;
  });

  it('bad arguments are logged and send nothing; a payload JSON cannot hold resolves false', async () => {
    const { api, log } = await bootAnalytics();
    expect(await api.trackWidgetEvent('', {})).toBe(false);
    expect(await api.trackWidgetEvent('x', 'payload' as never)).toBe(false);
    expect(await api.trackWidgetEvent('x', {}, { nested: {} } as never)).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await api.trackWidgetEvent('x', cyclic)).toBe(false);
    expect(log.error).toHaveBeenCalledTimes(3);
    expect(requests({ path: EVENT })).toEqual([]);
  });
});

describe('mouse position of signed-in accounts', () => {
  function move(x: number, y: number): void {
    document.dispatchEvent(
      new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType: 'mouse' }),
    );
  }

  it('a signed-in owner (analytics skipped for them) has their mouse followed, nothing sent', async () => {
    const { api } = await bootAnalytics({ authenticatedAccount: { id: 'owner-1' } });
    move(40, 50);
    expect(api.mousePosition()).toMatchObject({ x: 40, y: 50 });
    await settle();
    expect(requests()).toEqual([]);
    expect(api.isTracking()).toBe(false);
  });

  it('a visitor’s mouse is not followed', async () => {
    const { api } = await bootAnalytics();
    move(40, 50);
    expect(api.mousePosition()).toBeNull();
  });

  it('destroy() stops following', async () => {
    const { api, destroy } = await bootAnalytics({ authenticatedAccount: { id: 'owner-1' } });
    move(1, 2);
    destroy();
    expect(api.mousePosition()).toBeNull();
  });
});

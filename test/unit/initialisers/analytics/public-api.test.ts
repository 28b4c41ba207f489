import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  abandonTracker,
  analyticsApi,
  attachMousePosition,
  attachTracker,
  detachTracker,
  expectTracker,
  type AnalyticsTrackerApi,
} from '../../../../initialisers/analytics/public-api';

// SiteRuntime.analytics with no tracker running (analytics skipped, before boot, after destroy):
// a page script's `.then()` on any call must still work, and nothing is sent.

function fakeTracker(): AnalyticsTrackerApi {
  return {
    trackButtonRender: vi.fn(() => Promise.resolve()),
    trackButtonClick: vi.fn(() => Promise.resolve()),
    trackFormRender: vi.fn(() => Promise.resolve()),
    trackOverlay: vi.fn(() => Promise.resolve()),
    trackQuickView: vi.fn(() => Promise.resolve()),
    recordEvent: vi.fn(() => Promise.resolve(true)),
    recordEventJson: vi.fn(() => Promise.resolve(true)),
    trackClientEvent: vi.fn(() => Promise.resolve(true)),
    trackWidgetEvent: vi.fn(() => Promise.resolve(true)),
    trace: vi.fn(),
    visitorCookie: vi.fn(() => 'cookie'),
    isTracking: vi.fn(() => true),
  };
}

const attached: AnalyticsTrackerApi[] = [];

afterEach(() => {
  for (const tracker of attached.splice(0)) detachTracker(tracker);
});

describe('SiteRuntime.analytics without a tracker', () => {
  it('resolves every track call, records nothing, and says it is not tracking', async () => {
    const button = document.createElement('a');
    const calls = [
      analyticsApi.trackButtonRender(button),
      analyticsApi.trackButtonClick(button),
      analyticsApi.trackFormRender('form-1'),
      analyticsApi.trackOverlay({ id: 'o' }),
      analyticsApi.trackQuickView('item-1'),
      analyticsApi.recordEvent({ event: 'x', data: {} }),
      analyticsApi.recordEventJson('x', {}),
      analyticsApi.trackClientEvent({ actor: 'visitor' }),
      analyticsApi.trackWidgetEvent('widget_opened', { id: 'w' }),
    ];
    // Promises: `SiteRuntime.analytics.trackQuickView(id).then(…)` works before boot too.
    for (const call of calls) expect(call).toBeInstanceOf(Promise);
    await expect(Promise.all(calls)).resolves.toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      false,
      false,
      false,
      false,
    ]);
    expect(analyticsApi.trace('t')).toBeUndefined();
    expect(analyticsApi.visitorCookie()).toBeNull();
    expect(analyticsApi.isTracking()).toBe(false);
    expect(analyticsApi.mousePosition()).toBeNull();
  });

  it('forwards to the attached tracker until that one (not another) is detached', () => {
    const running = fakeTracker();
    attachTracker(running);
    attached.push(running);
    detachTracker(fakeTracker());
    expect(analyticsApi.isTracking()).toBe(true);
    detachTracker(running);
    expect(analyticsApi.isTracking()).toBe(false);
    expect(analyticsApi.visitorCookie()).toBeNull();
  });
});

describe('SiteRuntime.analytics.mousePosition', () => {
  it('reads the attached source until that one (not a later one) is detached', () => {
    const position = { x: 1, y: 2, pageX: 1, pageY: 802 };
    const detach = attachMousePosition(() => position);
    expect(analyticsApi.mousePosition()).toEqual(position);
    const next = attachMousePosition(() => null);
    detach();
    expect(analyticsApi.mousePosition()).toBeNull();
    next();
    expect(analyticsApi.mousePosition()).toBeNull();
  });
});

describe('SiteRuntime.analytics while the tracker is on its way', () => {
  it('holds the calls made meanwhile and hands them, in order, to the tracker that comes', async () => {
    const handle = expectTracker();
    const rendered = analyticsApi.trackFormRender('form-1');
    analyticsApi.trace('opened', { id: 1 });
    const accepted = analyticsApi.recordEvent({ event: 'x', data: {} });
    const client = analyticsApi.trackClientEvent({ actor: 'visitor' }, { customSchemaName: 's' });
    const widget = analyticsApi.trackWidgetEvent('opened', { id: 'w' }, { source: 'demo' });
    // Nothing is tracked yet: what is asked now says so.
    expect(analyticsApi.isTracking()).toBe(false);

    const running = fakeTracker();
    attachTracker(running, handle);
    attached.push(running);
    await expect(rendered).resolves.toBeUndefined();
    await expect(accepted).resolves.toBe(true);
    expect(running.trackFormRender).toHaveBeenCalledWith('form-1');
    expect(running.trace).toHaveBeenCalledWith('opened', { id: 1 });
    expect(running.recordEvent).toHaveBeenCalledWith({ event: 'x', data: {} });
    await expect(client).resolves.toBe(true);
    await expect(widget).resolves.toBe(true);
    expect(running.trackClientEvent).toHaveBeenCalledWith(
      { actor: 'visitor' },
      { customSchemaName: 's' },
    );
    expect(running.trackWidgetEvent).toHaveBeenCalledWith(
      'opened',
      { id: 'w' },
      { source: 'demo' },
    );
    expect(analyticsApi.isTracking()).toBe(true);
  });

  it('resolves the held calls with nothing sent when the tracker will not come', async () => {
    const handle = expectTracker();
    const accepted = analyticsApi.recordEventJson('x', {});
    const shown = analyticsApi.trackQuickView('item-1');
    abandonTracker(handle);
    await expect(accepted).resolves.toBe(false);
    await expect(shown).resolves.toBeUndefined();
    // And calls from then on do not wait for it.
    await expect(analyticsApi.recordEvent({ event: 'y', data: {} })).resolves.toBe(false);
  });

  it('an init that was given up (destroy()) does not end the wait of the next one', async () => {
    const first = expectTracker();
    const second = expectTracker();
    const rendered = analyticsApi.trackFormRender('form-2');
    abandonTracker(first);
    const running = fakeTracker();
    attachTracker(running, second);
    attached.push(running);
    await rendered;
    expect(running.trackFormRender).toHaveBeenCalledWith('form-2');
  });
});

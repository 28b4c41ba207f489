import {
  recordButtonClick,
  recordButtonRender,
  recordFormRender,
  recordHit,
  recordMarketingLanding,
  recordOverlay,
  recordQuickView,
  type ButtonTracking,
  type CensusFields,
} from '../../src/api/census';
import {
  recordEvent as sendRecordEvent,
  recordEventJson as sendRecordEventJson,
  recordTrace,
  type TrackedEvent,
} from '../../src/api/events';
import { sendClientEvent } from '../../src/api/client-tracker';
import { pageUrlWithoutFragment } from '../../src/lib/page-url';
import { AnalyticsEventType } from '../../src/enums/analytics';
import { isRecord } from '../../src/lib/coerce';
import { readCookie } from '../../src/lib/cookies';
import { MARKETING_ID_COOKIE, parseMarketingId } from '../../src/lib/marketing-id';
import { isTrackingAllowed } from '../../src/store/consent';
import { yieldToBrowser } from '../../src/runtime/scheduler';
import type { InitialiserContext } from '../../src/runtime/types';
import { ensureAnalyticsIds, forgetAnalyticsIds, type AnalyticsIds } from './analytics-ids';
import { readButtonTracking, watchButtons } from './button-census';
import { buildClientEvent } from './client-event';
import { watchHeartbeat } from './heartbeat';
import { readMarketingLanding } from './marketing-landing';
import { watchMedia } from './media-census';
import { NETWORK_ERROR_EVENT_NAME, NetworkErrorRecorder } from './network-errors';
import { readHitFields, readPageFields } from './page-fields';
import type { AnalyticsTrackerApi, ClientEventOptions } from './public-api';
import { isPageViewExcluded } from './skip-rules';
import { readSiteSearch } from './site-search';
import { TraceQueue } from './trace-queue';
import { ensureVisitorCookies } from './visitor-session';
import { widgetTrackingPayload } from './widget-tracking';

// One page's analytics, from init to destroy. It runs only while tracking is allowed (spec
// runtime.md section 6 and DESIGN.md "Consent first"): without the restrictive cookie policy at
// once; with it, once the visitor accepts (the store's consent slice), and it stops if they
// withdraw. Running means: visitor cookies, the analytics id and the session id written, one page
// view per page load (on the search page a site search instead), the marketing landing call, the
// button census, heartbeats, audio and video hits, the Trace queue and system_network_error
// events; the client tracker and widget events on request. While tracking is not allowed under
// the restrictive policy, the analytics and session ids are removed (the cookie banner removes
// the spec's own list of tracking cookies).

const BUTTON_STRING_FIELDS = [
  'id',
  'buttonText',
  'clickthroughUrl',
  'alignment',
  'size',
  'context',
];

function isButtonTracking(value: unknown): value is ButtonTracking {
  return (
    isRecord(value) &&
    BUTTON_STRING_FIELDS.every((field) => typeof value[field] === 'string') &&
    typeof value.newWindow === 'boolean'
  );
}

function isCensusFields(value: unknown): value is CensusFields {
  return (
    isRecord(value) &&
    Object.values(value).every((field) => ['string', 'number', 'boolean'].includes(typeof field))
  );
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export interface TrackerEnvironment {
  window: Window;
  /** Epoch milliseconds. */
  now: () => number;
  random: () => number;
}

const browserEnvironment = (): TrackerEnvironment => ({
  window,
  now: () => Date.now(),
  random: Math.random,
});

export class AnalyticsTracker implements AnalyticsTrackerApi {
  private activation: AbortController | null = null;
  private visitorCookieValue: string | null = null;
  private ids: AnalyticsIds | null = null;
  private pageLoadTracked = false;
  private stopped = false;
  private unsubscribe: (() => void) | null = null;
  /** Buttons already reported as rendered: one render each per page load. */
  private readonly renderedButtons = new WeakSet<Element>();
  private readonly traces: TraceQueue;
  private readonly networkErrors: NetworkErrorRecorder;
  private readonly env: TrackerEnvironment;

  constructor(
    private readonly ctx: InitialiserContext,
    env: Partial<TrackerEnvironment> = {},
  ) {
    this.env = { ...browserEnvironment(), ...env };
    this.traces = new TraceQueue((entries, options) => recordTrace(entries, options), ctx.log);
    this.networkErrors = new NetworkErrorRecorder((url) => {
      void this.recordEvent({ event: NETWORK_ERROR_EVENT_NAME, data: { url } });
    });
  }

  /** Starts now if tracking is allowed, else when the consent slice allows it. */
  start(): void {
    const { store } = this.ctx;
    const sync = (): void => this.setAllowed(isTrackingAllowed(store.getState()));
    this.unsubscribe = store.subscribe((state, previous) => {
      if (state.consent === previous.consent && state.context === previous.context) return;
      // This runs inside whoever changed the consent (the banner's click): never throw into it.
      try {
        sync();
      } catch (error) {
        this.ctx.log.error('Could not start or stop analytics after a consent change', error);
      }
    });
    sync();
  }

  /** destroy(): sends what the Trace queue holds, then removes every listener and timer. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.activation) this.traces.flush(false);
    this.deactivate();
  }

  private setAllowed(allowed: boolean): void {
    if (this.stopped) return;
    if (allowed) {
      if (!this.activation) this.activate();
      return;
    }
    if (this.activation) {
      this.ctx.log.debug('Tracking no longer allowed: analytics stopped');
      this.deactivate();
    }
    // Not allowed means the restrictive policy without consent: no id may stay behind.
    const forgotten = forgetAnalyticsIds(this.env.window);
    if (forgotten.length > 0) this.ctx.log.debug(`No consent: removed ${forgotten.join(', ')}`);
  }

  private activate(): void {
    const { log } = this.ctx;
    const { window: win } = this.env;
    const activation = new AbortController();
    this.activation = activation;
    const session = ensureVisitorCookies(log, this.env.now());
    this.visitorCookieValue = session?.visitorCookie ?? null;
    this.ids = ensureAnalyticsIds(log, this.env.now(), win);

    if (!this.pageLoadTracked) {
      this.pageLoadTracked = true;
      this.sendPageView();
      const landing = readMarketingLanding(win, this.env.random);
      if (landing) void recordMarketingLanding(landing);
    }

    const { signal } = activation;
    watchHeartbeat({
      doc: win.document,
      signal,
      onBeat: () => this.sendHit(AnalyticsEventType.byName.HEARTBEAT),
    });
    watchMedia({
      doc: win.document,
      win,
      signal,
      onSpan: (kind, span, leaving) => {
        const { AUDIO, VIDEO } = AnalyticsEventType.byName;
        this.sendHit(kind === 'video' ? VIDEO : AUDIO, { ...span }, leaving);
      },
    });

    watchButtons({
      doc: win.document,
      signal: activation.signal,
      onRender: (button) => {
        if (this.renderedButtons.has(button)) return;
        this.renderedButtons.add(button);
        this.queueButtonRender(button);
      },
      onClick: (button) => void this.trackButtonClick(button),
    });
    this.traces.start(win.document, win, activation.signal);
    this.networkErrors.listen(win.document, activation.signal);
  }

  private deactivate(): void {
    this.activation?.abort();
    this.activation = null;
    this.traces.clear();
    this.visitorCookieValue = null;
    this.ids = null;
  }

  /** The page view; on the search page, a site search when the address has a query. */
  private sendPageView(): void {
    const { context, log } = this.ctx;
    const { location } = this.env.window;
    if (!isPageViewExcluded(location.pathname, context.pageType)) {
      this.sendHit(AnalyticsEventType.byName.PAGE_VIEW);
      return;
    }
    const query = readSiteSearch(location, context.pageType);
    if (query === null) log.debug('Page view not tracked on the search page');
    else this.sendHit(AnalyticsEventType.byName.SITE_SEARCH, { q: query });
  }

  /**
   * One RecordHit of `event`: the hit fields (runtime.md section 3) and `extra` as its data, read
   * now. Sent from a task of its own: the HTTP client's first request costs as much again as
   * starting the tracker (measured at 4x CPU on the 7.0 blog post, where both in one idle
   * callback made a 52-68 ms task); consent is read again then, it may have been withdrawn. A hit
   * sent as the page is hidden (`leaving`) goes at once, with keepalive.
   */
  private sendHit(event: number, extra: Record<string, unknown> = {}, leaving = false): void {
    const { context } = this.ctx;
    const hit = {
      event,
      data: { ...readHitFields(context, this.env.window, this.env.now()), ...extra },
      visitorCookie: this.visitorCookieValue ?? '',
    };
    if (leaving) {
      void recordHit(hit, { keepalive: true });
      return;
    }
    void yieldToBrowser().then(() => {
      if (isTrackingAllowed(this.ctx.store.getState())) void recordHit(hit);
    });
  }

  /**
   * Sends a button's render census from a task of its own, as the page view: a request costs
   * 10-20 ms at 4x CPU, and a page with several buttons sent them all from the idle callback that
   * started the tracker (a 40-77 ms task on the 2025 evergreen home). Its fields are read now, so
   * a render seen before destroy() still lands; consent is read again when it is sent.
   */
  private queueButtonRender(button: Element): void {
    // Called only while tracking runs (the watch stops with the activation).
    const fields = readButtonTracking(button);
    const cookie = this.visitorCookieValue ?? '';
    const page = this.pageFields();
    void yieldToBrowser().then(() => {
      if (isTrackingAllowed(this.ctx.store.getState()))
        void recordButtonRender(fields, cookie, page);
    });
  }

  /** The visitor cookie for a census call, or null (with a debug line) when not tracking. */
  private censusCookie(what: string): string | null {
    if (!this.activation) {
      this.ctx.log.debug(`${what} not sent: tracking is not running`);
      return null;
    }
    return this.visitorCookieValue ?? '';
  }

  private buttonFields(button: Element | ButtonTracking, what: string): ButtonTracking | null {
    if (button instanceof Element) return readButtonTracking(button);
    if (isButtonTracking(button)) return button;
    this.ctx.log.error(`${what}: expected a button element or its tracking fields`, button);
    return null;
  }

  private pageFields(): CensusFields {
    const { window: win } = this.env;
    return { ...readPageFields(this.ctx.context, win.document, win.location) };
  }

  trackButtonRender(button: Element | ButtonTracking): Promise<void> {
    const fields = this.buttonFields(button, 'trackButtonRender');
    const cookie = fields && this.censusCookie('button-render');
    if (!fields || cookie === null) return Promise.resolve();
    return recordButtonRender(fields, cookie, this.pageFields());
  }

  trackButtonClick(button: Element | ButtonTracking): Promise<void> {
    const fields = this.buttonFields(button, 'trackButtonClick');
    const cookie = fields && this.censusCookie('button-click');
    if (!fields || cookie === null) return Promise.resolve();
    // keepalive: a click on a link leaves the page while the call is in flight.
    return recordButtonClick(fields, cookie, this.pageFields(), { keepalive: true });
  }

  trackFormRender(formId: string): Promise<void> {
    if (!isNonEmptyString(formId)) {
      this.ctx.log.error('trackFormRender: formId must be a non-empty string', formId);
      return Promise.resolve();
    }
    const cookie = this.censusCookie('form-render');
    return cookie === null ? Promise.resolve() : recordFormRender(formId, cookie);
  }

  trackOverlay(fields: CensusFields): Promise<void> {
    if (!isCensusFields(fields)) {
      this.ctx.log.error('trackOverlay: fields must map names to strings, numbers or booleans');
      return Promise.resolve();
    }
    const cookie = this.censusCookie('overlay');
    return cookie === null ? Promise.resolve() : recordOverlay(fields, cookie);
  }

  trackQuickView(itemId: string): Promise<void> {
    if (!isNonEmptyString(itemId)) {
      this.ctx.log.error('trackQuickView: itemId must be a non-empty string', itemId);
      return Promise.resolve();
    }
    return this.censusCookie('RecordQuickView') === null
      ? Promise.resolve()
      : recordQuickView(itemId);
  }

  recordEvent(event: TrackedEvent): Promise<boolean> {
    if (!isRecord(event) || !isNonEmptyString(event.event)) {
      this.ctx.log.error('recordEvent: expected {event: non-empty string, data, fields?}');
      return Promise.resolve(false);
    }
    if (event.fields !== undefined && !isCensusFields(event.fields)) {
      this.ctx.log.error('recordEvent: fields must map names to strings, numbers or booleans');
      return Promise.resolve(false);
    }
    if (this.censusCookie(`RecordEvent ${event.event}`) === null) return Promise.resolve(false);
    return this.settle(() => sendRecordEvent(event));
  }

  recordEventJson(eventName: string, payload: unknown): Promise<boolean> {
    if (!isNonEmptyString(eventName)) {
      this.ctx.log.error('recordEventJson: eventName must be a non-empty string', eventName);
      return Promise.resolve(false);
    }
    if (this.censusCookie(`RecordEvent ${eventName}`) === null) return Promise.resolve(false);
    return this.settle(() => sendRecordEventJson(eventName, payload));
  }

  trackClientEvent(
    fields: Record<string, unknown>,
    options: ClientEventOptions = {},
  ): Promise<boolean> {
    const { log, context } = this.ctx;
    const customSchemaName = isRecord(options) ? (options.customSchemaName ?? null) : null;
    if (customSchemaName !== null && typeof customSchemaName !== 'string') {
      log.error('trackClientEvent: customSchemaName must be a string or null', customSchemaName);
      return Promise.resolve(false);
    }
    if (this.censusCookie('Client event') === null) return Promise.resolve(false);
    const { window: win } = this.env;
    const built = buildClientEvent({
      fields,
      customSchemaName,
      analyticsId: this.ids?.analyticsId ?? null,
      marketingId: parseMarketingId(readCookie(MARKETING_ID_COOKIE)),
      sessionId: this.ids?.sessionId ?? null,
      context,
      win,
      now: this.env.now(),
    });
    if (!built.ok) {
      log.error(`trackClientEvent: ${built.error}`);
      return Promise.resolve(false);
    }
    const { payload, warnings, missing } = built.value;
    for (const warning of warnings) log.warn(`trackClientEvent: ${warning}`);
    if (missing.length > 0)
      log.debug(`trackClientEvent: required common fields not set: ${missing.join(', ')}`);
    return this.settle(() => sendClientEvent(payload, win));
  }

  trackWidgetEvent(
    eventName: string,
    payload: Record<string, unknown> = {},
    fields?: CensusFields,
  ): Promise<boolean> {
    const { log, context } = this.ctx;
    if (!isNonEmptyString(eventName)) {
      log.error('trackWidgetEvent: eventName must be a non-empty string', eventName);
      return Promise.resolve(false);
    }
    if (!isRecord(payload)) {
      log.error('trackWidgetEvent: payload must be an object of fields');
      return Promise.resolve(false);
    }
    if (fields !== undefined && !isCensusFields(fields)) {
      log.error('trackWidgetEvent: fields must map names to strings, numbers or booleans');
      return Promise.resolve(false);
    }
    if (this.censusCookie(`Widget event ${eventName}`) === null) return Promise.resolve(false);
    const data = widgetTrackingPayload(context, this.env.window.location, payload);
    return this.settle(() => sendRecordEvent({ event: eventName, data, fields }));
  }

  /**
   * True when the call succeeded. A failure ("Error tracking event: HTTP Status …"), or data JSON
   * cannot encode, is logged and resolves false: analytics never throw into their caller.
   */
  private async settle(call: () => Promise<unknown>): Promise<boolean> {
    try {
      await call();
      return true;
    } catch (error) {
      this.ctx.log.debug(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  trace(type: string, data: unknown = null): void {
    if (!isNonEmptyString(type)) {
      this.ctx.log.error('trace: type must be a non-empty string', type);
      return;
    }
    if (this.censusCookie(`trace("${type}")`) === null) return;
    this.traces.add({ pageUrl: pageUrlWithoutFragment(this.env.window.location), type, data });
  }

  visitorCookie(): string | null {
    return this.activation ? this.visitorCookieValue : null;
  }

  isTracking(): boolean {
    return this.activation !== null;
  }
}

import type { ButtonTracking, CensusFields } from '../../src/api/census';
import type { TrackedEvent } from '../../src/api/events';
import type { MousePosition } from './mouse-position';

// `SiteRuntime.analytics`: what blocks, packs and site scripts call to track. It exists before
// boot and after destroy(), and forwards to the running tracker; with none (analytics skipped,
// not booted) or while tracking is not allowed, every call does nothing and resolves. A call made
// while the tracker's pack is on its way waits for it. No call ever rejects or throws on a failed
// send.

/** How a client tracker event is sent (widgets.md section 7). */
export interface ClientEventOptions {
  /** The event's schema, sent as customSchemaName; default null. */
  customSchemaName?: string | null;
}

/** What the running tracker answers (the pack's AnalyticsTracker). */
export interface AnalyticsTrackerApi {
  /** button-render for a platform button element, or for its tracking fields. */
  trackButtonRender(button: Element | ButtonTracking): Promise<void>;
  /** button-click, sent so that it survives the navigation the click starts. */
  trackButtonClick(button: Element | ButtonTracking): Promise<void>;
  trackFormRender(formId: string): Promise<void>;
  trackOverlay(fields: CensusFields): Promise<void>;
  trackQuickView(itemId: string): Promise<void>;
  /** RecordEvent, form-encoded with the crumb. Resolves true when the platform accepted it. */
  recordEvent(event: TrackedEvent): Promise<boolean>;
  /** RecordEvent with a JSON body of eventName and payload. Resolves true when accepted. */
  recordEventJson(eventName: string, payload: unknown): Promise<boolean>;
  /**
   * The client tracker (widgets.md sections 3 and 7): `fields` named in its common-field table go
   * to commonData (a mistyped one is dropped with a warning), the others to customData; sent by
   * beacon to the events endpoint, or as JSON when the beacon is refused. Resolves true when the
   * beacon was queued or the endpoint answered 200 or 202.
   */
  trackClientEvent(fields: Record<string, unknown>, options?: ClientEventOptions): Promise<boolean>;
  /**
   * A widget event (widgets.md section 3): RecordEvent with the crumb, the event name, `fields`,
   * and `payload` with the page's pagePath, pageHash, websiteId, templateId, variantId,
   * memberAccountId, member_locale and website_locale as its data. Resolves true when accepted.
   */
  trackWidgetEvent(
    eventName: string,
    payload?: Record<string, unknown>,
    fields?: CensusFields,
  ): Promise<boolean>;
  /** Queues a Trace entry; sent within 30 s or when the page is hidden. */
  trace(type: string, data?: unknown): void;
  /** The visitor record cookie (ss_cvr) as census calls send it; null while not tracking. */
  visitorCookie(): string | null;
  /** Whether tracking runs now (not skipped, and allowed by the cookie policy). */
  isTracking(): boolean;
}

export interface AnalyticsApi extends AnalyticsTrackerApi {
  /**
   * For a signed-in account only (widgets.md section 6): where the mouse was last seen over the
   * page, or null (a visitor, no move yet, or the analytics pack not there yet).
   */
  mousePosition(): MousePosition | null;
}

const inactive: AnalyticsTrackerApi = {
  trackButtonRender: () => Promise.resolve(),
  trackButtonClick: () => Promise.resolve(),
  trackFormRender: () => Promise.resolve(),
  trackOverlay: () => Promise.resolve(),
  trackQuickView: () => Promise.resolve(),
  recordEvent: () => Promise.resolve(false),
  recordEventJson: () => Promise.resolve(false),
  trackClientEvent: () => Promise.resolve(false),
  trackWidgetEvent: () => Promise.resolve(false),
  trace: () => undefined,
  visitorCookie: () => null,
  isTracking: () => false,
};

let current: AnalyticsTrackerApi | null = null;
/** Reads the mouse position while a signed-in account's page follows it. */
let readMouse: (() => MousePosition | null) | null = null;

/**
 * The tracker the running init is fetching (its pack is on its way): calls made meanwhile wait for
 * it and then go to it, or, if it never comes (its pack failed, destroy()), to `inactive`.
 */
interface ExpectedTracker {
  waiting: ((tracker: AnalyticsTrackerApi) => void)[];
}

let expected: ExpectedTracker | null = null;

/** From now on, calls wait for the tracker the running init is fetching. Returns its handle. */
export function expectTracker(): ExpectedTracker {
  expected = { waiting: [] };
  return expected;
}

/** Ends the wait of `handle` (if it is still the expected one): its calls go to `tracker`. */
function endWait(handle: ExpectedTracker, tracker: AnalyticsTrackerApi): void {
  if (expected === handle) expected = null;
  const calls = handle.waiting.splice(0);
  for (const call of calls) call(tracker);
}

/**
 * Makes `tracker` the one the public API forwards to (the running init), and hands it the calls
 * that waited for it (under `handle`, if given).
 */
export function attachTracker(tracker: AnalyticsTrackerApi, handle?: ExpectedTracker): void {
  current = tracker;
  if (handle) endWait(handle, tracker);
}

/** The tracker of `handle` will not come: the calls that waited for it do nothing. */
export function abandonTracker(handle: ExpectedTracker): void {
  endWait(handle, inactive);
}

/** Forgets `tracker` if it is still the attached one (destroy()). */
export function detachTracker(tracker: AnalyticsTrackerApi): void {
  if (current === tracker) current = null;
}

/** Makes `read` the mouse position's source; the returned function forgets it (destroy()). */
export function attachMousePosition(read: () => MousePosition | null): () => void {
  readMouse = read;
  return () => {
    if (readMouse === read) readMouse = null;
  };
}

const target = (): AnalyticsTrackerApi => current ?? inactive;

/** Hands the tracker to `send` now, or once the expected one has come (or will not). */
function whenReady(send: (tracker: AnalyticsTrackerApi) => void): void {
  const waitFor = current ? null : expected;
  if (waitFor) waitFor.waiting.push(send);
  else send(target());
}

/** whenReady for the calls that answer with a promise. */
const later = <R>(call: (tracker: AnalyticsTrackerApi) => Promise<R>): Promise<R> =>
  new Promise<R>((resolve) => whenReady((tracker) => resolve(call(tracker))));

export const analyticsApi: AnalyticsApi = Object.freeze({
  trackButtonRender: (button: Element | ButtonTracking) =>
    later((tracker) => tracker.trackButtonRender(button)),
  trackButtonClick: (button: Element | ButtonTracking) =>
    later((tracker) => tracker.trackButtonClick(button)),
  trackFormRender: (formId: string) => later((tracker) => tracker.trackFormRender(formId)),
  trackOverlay: (fields: CensusFields) => later((tracker) => tracker.trackOverlay(fields)),
  trackQuickView: (itemId: string) => later((tracker) => tracker.trackQuickView(itemId)),
  recordEvent: (event: TrackedEvent) => later((tracker) => tracker.recordEvent(event)),
  recordEventJson: (eventName: string, payload: unknown) =>
    later((tracker) => tracker.recordEventJson(eventName, payload)),
  trackClientEvent: (fields: Record<string, unknown>, options?: ClientEventOptions) =>
    later((tracker) => tracker.trackClientEvent(fields, options)),
  trackWidgetEvent: (eventName: string, payload?: Record<string, unknown>, fields?: CensusFields) =>
    later((tracker) => tracker.trackWidgetEvent(eventName, payload, fields)),
  trace: (type: string, data?: unknown) => whenReady((tracker) => tracker.trace(type, data)),
  // What is true now: while the tracker is on its way, nothing is tracked yet.
  visitorCookie: () => target().visitorCookie(),
  isTracking: () => target().isTracking(),
  mousePosition: () => readMouse?.() ?? null,
});

import type { ButtonTracking, CensusFields } from '../../src/api/census';
import type { TrackedEvent } from '../../src/api/events';

// `SiteRuntime.analytics`: what blocks, packs and site scripts call to track. It exists before
// boot and after destroy(), and forwards to the running tracker; with none (analytics skipped,
// not booted) or while tracking is not allowed, every call does nothing and resolves. A call made
// while the tracker's pack is on its way waits for it. No call ever rejects or throws on a failed
// send.

export interface AnalyticsApi {
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
  /** Queues a Trace entry; sent within 30 s or when the page is hidden. */
  trace(type: string, data?: unknown): void;
  /** The visitor record cookie (ss_cvr) as census calls send it; null while not tracking. */
  visitorCookie(): string | null;
  /** Whether tracking runs now (not skipped, and allowed by the cookie policy). */
  isTracking(): boolean;
}

const inactive: AnalyticsApi = {
  trackButtonRender: () => Promise.resolve(),
  trackButtonClick: () => Promise.resolve(),
  trackFormRender: () => Promise.resolve(),
  trackOverlay: () => Promise.resolve(),
  trackQuickView: () => Promise.resolve(),
  recordEvent: () => Promise.resolve(false),
  recordEventJson: () => Promise.resolve(false),
  trace: () => undefined,
  visitorCookie: () => null,
  isTracking: () => false,
};

let current: AnalyticsApi | null = null;

/**
 * The tracker the running init is fetching (its pack is on its way): calls made meanwhile wait for
 * it and then go to it, or, if it never comes (its pack failed, destroy()), to `inactive`.
 */
interface ExpectedTracker {
  waiting: ((tracker: AnalyticsApi) => void)[];
}

let expected: ExpectedTracker | null = null;

/** From now on, calls wait for the tracker the running init is fetching. Returns its handle. */
export function expectTracker(): ExpectedTracker {
  expected = { waiting: [] };
  return expected;
}

/** Ends the wait of `handle` (if it is still the expected one): its calls go to `tracker`. */
function endWait(handle: ExpectedTracker, tracker: AnalyticsApi): void {
  if (expected === handle) expected = null;
  const calls = handle.waiting.splice(0);
  for (const call of calls) call(tracker);
}

/**
 * Makes `tracker` the one the public API forwards to (the running init), and hands it the calls
 * that waited for it (under `handle`, if given).
 */
export function attachTracker(tracker: AnalyticsApi, handle?: ExpectedTracker): void {
  current = tracker;
  if (handle) endWait(handle, tracker);
}

/** The tracker of `handle` will not come: the calls that waited for it do nothing. */
export function abandonTracker(handle: ExpectedTracker): void {
  endWait(handle, inactive);
}

/** Forgets `tracker` if it is still the attached one (destroy()). */
export function detachTracker(tracker: AnalyticsApi): void {
  if (current === tracker) current = null;
}

const target = (): AnalyticsApi => current ?? inactive;

/** Hands the tracker to `send` now, or once the expected one has come (or will not). */
function whenReady(send: (tracker: AnalyticsApi) => void): void {
  const waitFor = current ? null : expected;
  if (waitFor) waitFor.waiting.push(send);
  else send(target());
}

/** whenReady for the calls that answer with a promise. */
const later = <R>(call: (tracker: AnalyticsApi) => Promise<R>): Promise<R> =>
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
  trace: (type: string, data?: unknown) => whenReady((tracker) => tracker.trace(type, data)),
  // What is true now: while the tracker is on its way, nothing is tracked yet.
  visitorCookie: () => target().visitorCookie(),
  isTracking: () => target().isTracking(),
});

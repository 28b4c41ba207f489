import type { ButtonTracking, CensusFields } from '../../src/api/census';
import type { TrackedEvent } from '../../src/api/events';

// `SiteRuntime.analytics`: what blocks, packs and site scripts call to track. It exists before
// boot and after destroy(), and forwards to the running tracker; with none (analytics skipped,
// not booted) or while tracking is not allowed, every call does nothing and resolves. No call
// ever rejects or throws on a failed send.

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

/** Makes `tracker` the one the public API forwards to (the running init). */
export function attachTracker(tracker: AnalyticsApi): void {
  current = tracker;
}

/** Forgets `tracker` if it is still the attached one (destroy()). */
export function detachTracker(tracker: AnalyticsApi): void {
  if (current === tracker) current = null;
}

const target = (): AnalyticsApi => current ?? inactive;

export const analyticsApi: AnalyticsApi = Object.freeze({
  trackButtonRender: (button: Element | ButtonTracking) => target().trackButtonRender(button),
  trackButtonClick: (button: Element | ButtonTracking) => target().trackButtonClick(button),
  trackFormRender: (formId: string) => target().trackFormRender(formId),
  trackOverlay: (fields: CensusFields) => target().trackOverlay(fields),
  trackQuickView: (itemId: string) => target().trackQuickView(itemId),
  recordEvent: (event: TrackedEvent) => target().recordEvent(event),
  recordEventJson: (eventName: string, payload: unknown) =>
    target().recordEventJson(eventName, payload),
  trace: (type: string, data?: unknown) => target().trace(type, data),
  visitorCookie: () => target().visitorCookie(),
  isTracking: () => target().isTracking(),
});

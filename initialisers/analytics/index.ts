// Analytics (spec runtime.md sections 2 to 9): visitor cookies (ss_cvr, ss_cvt), the page-view
// hit (RecordHit, event type page view 1), the marketing landing call, the automatic button
// census, the Trace queue and system_network_error events, plus `SiteRuntime.analytics` for the
// other census calls and RecordEvent.
//
// Skipped altogether for a logged-in account that is not viewer-only, on not-found (100), lock
// screen (103) and member-area-denied (106) pages, and when `window.__SR_DISABLE_ANALYTICS` is
// true. Waits for consent under the restrictive cookie policy: nothing is written or sent before.
// No page view on /search. Every failure is swallowed: nothing is retried and nothing is shown.
import type { InitialiserDefinition } from '../../src/runtime/types';
import { attachTracker, detachTracker } from './public-api';
import { analyticsSkipReason } from './skip-rules';
import { AnalyticsTracker, type TrackerEnvironment } from './tracker';

export { analyticsApi, type AnalyticsApi } from './public-api';
export { BUTTON_SELECTOR, readButtonTracking } from './button-census';
export { MAX_NETWORK_ERROR_EVENTS, NETWORK_ERROR_EVENT_NAME } from './network-errors';
export { TRACE_FLUSH_INTERVAL_MS } from './trace-queue';

export function createAnalyticsInitialiser(
  env: Partial<TrackerEnvironment> = {},
): InitialiserDefinition {
  return {
    name: 'analytics',
    // Nothing it does must happen before the visitor sees the page.
    urgency: 'idle',
    init(ctx) {
      const skip = analyticsSkipReason(ctx.context, env.window ?? window);
      if (skip) {
        ctx.log.debug(`Analytics skipped: ${skip}`);
        return;
      }
      const tracker = new AnalyticsTracker(ctx, env);
      attachTracker(tracker);
      tracker.start();
      return () => {
        detachTracker(tracker);
        tracker.stop();
      };
    },
  };
}

export const analyticsInitialiser = createAnalyticsInitialiser();

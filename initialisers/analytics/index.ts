// Analytics (spec runtime.md sections 2 to 9): visitor cookies (ss_cvr, ss_cvt), the page-view
// hit (RecordHit, event type page view 1), the marketing landing call, the automatic button
// census, the Trace queue and system_network_error events, plus `SiteRuntime.analytics` for the
// other census calls and RecordEvent.
//
// Skipped altogether for a logged-in account that is not viewer-only, on not-found (100), lock
// screen (103) and member-area-denied (106) pages, and when `window.__SR_DISABLE_ANALYTICS` is
// true. Waits for consent under the restrictive cookie policy: nothing is written or sent before.
// No page view on /search. Every failure is swallowed: nothing is retried and nothing is shown.
//
// Only that decision and the public API live in the core: the tracker is the `analytics` pack
// (./tracker.ts), fetched in the idle period after boot. On a page whose stylesheets are still
// loading, every byte of the core's own download delays the first paint (about 5 ms per KiB on
// slow 4G); the tracker was 4 KiB of it, and nothing it does is needed before the visitor sees the
// page.
import type { InitialiserDefinition } from '../../src/runtime/types';
import { ANALYTICS_PACK } from './constants';
import type { AnalyticsPack } from './pack-exports';
import { abandonTracker, attachTracker, detachTracker, expectTracker } from './public-api';
import { analyticsSkipReason } from './skip-rules';
import type { TrackerEnvironment } from './tracker';

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
      const handle = expectTracker();
      // Calls that wait for a tracker destroy() stopped do nothing, at once.
      ctx.signal.addEventListener('abort', () => abandonTracker(handle), { once: true });
      return ctx.loadPack<AnalyticsPack>(ANALYTICS_PACK).then(
        (pack) => {
          if (ctx.signal.aborted) return undefined;
          const tracker = pack.createTracker(ctx, env);
          tracker.start();
          attachTracker(tracker, handle);
          return () => {
            detachTracker(tracker);
            tracker.stop();
          };
        },
        (error: unknown) => {
          abandonTracker(handle);
          ctx.log.warn('No analytics on this page: its pack could not be loaded', error);
          return undefined;
        },
      );
    },
  };
}

export const analyticsInitialiser = createAnalyticsInitialiser();

// Analytics (spec runtime.md sections 2 to 9, widgets.md sections 3, 6, 7 and 9): visitor cookies
// (ss_cvr, ss_cvt), the analytics and session ids, the RecordHit events (page view 1, site search
// 2, heartbeat 10, audio 20, video 21), the marketing landing call, the automatic button census,
// the Trace queue and system_network_error events, plus `SiteRuntime.analytics` for the other
// census calls, RecordEvent, widget events and the client tracker.
//
// Skipped altogether for a logged-in account that is not viewer-only, on not-found (100), lock
// screen (103) and member-area-denied (106) pages, and when `window.__SR_DISABLE_ANALYTICS` is
// true. Waits for consent under the restrictive cookie policy: nothing is written or sent before.
// No page view on /search (a site search instead, when it has a query). Every failure is
// swallowed: nothing is retried and nothing is shown.
//
// A signed-in account (widgets.md section 6) also gets its mouse position followed
// (./mouse-position.ts), whether analytics run for it or not.
//
// Only those decisions and the public API are in the `features` pack (initialisers/index.ts),
// which the core fetches at boot; the tracker is the `analytics` pack (./tracker.ts), fetched in
// the idle period after boot: nothing it does is needed before the visitor sees the page.
import { isLoggedInAccount } from '../../src/lib/account-roles';
import type { Cleanup, InitialiserDefinition } from '../../src/runtime/types';
import { ANALYTICS_PACK } from './constants';
import type { AnalyticsPack } from './pack-exports';
import {
  abandonTracker,
  attachMousePosition,
  attachTracker,
  detachTracker,
  expectTracker,
} from './public-api';
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
      const win = env.window ?? window;
      const skip = analyticsSkipReason(ctx.context, win);
      const followMouse = isLoggedInAccount(ctx.context);
      if (skip) {
        ctx.log.debug(`Analytics skipped: ${skip}`);
        if (!followMouse) return;
      }
      const handle = skip ? null : expectTracker();
      // Calls that wait for a tracker destroy() stopped do nothing, at once.
      if (handle)
        ctx.signal.addEventListener('abort', () => abandonTracker(handle), { once: true });
      return ctx.loadPack<AnalyticsPack>(ANALYTICS_PACK).then(
        (pack) => {
          if (ctx.signal.aborted) return undefined;
          const cleanups: Cleanup[] = [];
          if (followMouse) {
            cleanups.push(attachMousePosition(pack.watchMousePosition(win.document, ctx.signal)));
          }
          if (handle) {
            const tracker = pack.createTracker(ctx, env);
            tracker.start();
            attachTracker(tracker, handle);
            cleanups.push(() => {
              detachTracker(tracker);
              tracker.stop();
            });
          }
          return () => cleanups.forEach((cleanup) => cleanup());
        },
        (error: unknown) => {
          if (handle) abandonTracker(handle);
          ctx.log.warn('No analytics on this page: its pack could not be loaded', error);
          return undefined;
        },
      );
    },
  };
}

export const analyticsInitialiser = createAnalyticsInitialiser();

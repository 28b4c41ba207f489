// Performance collector (spec widgets.md sections 3, 4, 7 and 8; notes/anchors.md "Telemetry"):
// web-vitals (LCP, FCP, CLS, INP, TTFB) sent as performance records to
// POST /api/1/performance/records by beacon, with the pageLoadId from
// GET /api/1/performance/settings. A settings failure is reported to the error reporter through
// the `site-runtime:report-error` event and stops collection.
//
// web-vitals and the collector live in the `performance` pack, fetched once the page has loaded
// and the browser is idle: nothing of it competes with the page's own loading. Its observers are
// buffered, so LCP, FCP, CLS and TTFB of the load are still seen, and interactions from then on
// give INP. Under the restrictive policy, records are sent only once the visitor accepted.
import type { InitialiserDefinition } from '../../src/runtime/types';
import { isTrackingAllowed } from '../../src/store/consent';
import { PERFORMANCE_PACK } from './constants';
import { afterLoadWhenIdle } from '../../src/runtime/page-load';
import type { PerformancePack } from './pack-exports';
import type { WebVitalsSource } from './web-vitals-source';

export { PERFORMANCE_STATUS_EVENT } from './constants';
export type { CollectorChange } from './collector';

/**
 * The initialiser. `source` replaces the pack's web-vitals source (tests give a fake one); the
 * collector still comes from the pack.
 */
export function createPerformanceInitialiser(source?: WebVitalsSource): InitialiserDefinition {
  return {
    name: 'performance',
    // Nothing it does must happen before the visitor sees the page.
    urgency: 'idle',
    init({ context, store, signal, log, loadPack }) {
      afterLoadWhenIdle(signal, () => {
        loadPack<PerformancePack>(PERFORMANCE_PACK).then(
          (pack) => {
            if (signal.aborted) return;
            pack.startPerformanceCollection({
              context,
              signal,
              log,
              source,
              trackingAllowed: () => isTrackingAllowed(store.getState()),
            });
          },
          (error: unknown) => {
            if (!signal.aborted) log.warn('No performance collection on this page', error);
          },
        );
      });
    },
  };
}

export const performanceInitialiser = createPerformanceInitialiser();

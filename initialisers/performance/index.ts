// Performance collector (spec widgets.md sections 3, 4, 7 and 8; notes/anchors.md "Telemetry"):
// web-vitals (LCP, FCP, CLS, INP, TTFB) sent as performance records to
// POST /api/1/performance/records by beacon, with the pageLoadId from
// GET /api/1/performance/settings. A settings failure is reported to the error reporter through
// the `site-runtime:report-error` event and stops collection.
import { readPerformanceSettings, sendPerformanceRecords } from '../../src/api';
import { reportError } from '../../src/runtime/report-error';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { startPerformanceCollector, type CollectorChange } from './collector';
import { PERFORMANCE_STATUS_EVENT } from './constants';
import { webVitalsSource, type WebVitalsSource } from './web-vitals-source';

export { PERFORMANCE_STATUS_EVENT } from './constants';
export type { CollectorChange } from './collector';

/** The initialiser, with the web-vitals source to listen to (tests give a fake one). */
export function createPerformanceInitialiser(
  source: WebVitalsSource = webVitalsSource,
): InitialiserDefinition {
  return {
    name: 'performance',
    init({ context, signal, log }) {
      startPerformanceCollector({
        context,
        signal,
        log,
        source,
        readSettings: readPerformanceSettings,
        send: sendPerformanceRecords,
        reportError,
        onChange: (change: CollectorChange) =>
          document.dispatchEvent(new CustomEvent(PERFORMANCE_STATUS_EVENT, { detail: change })),
      });
    },
  };
}

export const performanceInitialiser = createPerformanceInitialiser();

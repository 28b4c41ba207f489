// The collector wired to the platform API (settings and records calls), the error reporter and
// the page's status event: what the core starts once the `performance` pack has loaded.
import { readPerformanceSettings, sendPerformanceRecords } from '../../src/api/performance';
import type { PageContext } from '../../src/context/types';
import { readTrackingIds } from '../../src/lib/tracking-ids';
import { reportError } from '../../src/runtime/report-error';
import type { Logger } from '../../src/runtime/types';
import { startPerformanceCollector, type CollectorChange } from './collector';
import { PERFORMANCE_STATUS_EVENT } from './constants';
import { NO_VISITOR_IDS, type RecordVisitorIds } from './record';
import { webVitalsSource, type WebVitalsSource } from './web-vitals-source';
import * as dom from '../../src/lib/dom';

export interface CollectionOptions {
  context: PageContext;
  /** Aborted on destroy: the collector stops and leaves nothing behind. */
  signal: AbortSignal;
  log: Logger;
  /** The page's web-vitals source unless given (tests give a fake one). */
  source?: WebVitalsSource;
  /** Whether the visitor's consent allows sending, asked at each send (it may change). */
  trackingAllowed: () => boolean;
}

/** The analytics and marketing ids of the cookies, read only while tracking is allowed. */
function visitorIds(trackingAllowed: () => boolean): RecordVisitorIds {
  if (!trackingAllowed()) return NO_VISITOR_IDS;
  const { analyticsId, marketingId } = readTrackingIds();
  return { analyticsId, marketingId };
}

export function startPerformanceCollection(options: CollectionOptions): void {
  startPerformanceCollector({
    context: options.context,
    signal: options.signal,
    log: options.log,
    source: options.source ?? webVitalsSource,
    readSettings: readPerformanceSettings,
    visitorIds: () => visitorIds(options.trackingAllowed),
    send: async (records) => {
      if (!options.trackingAllowed()) {
        options.log.debug(`No consent: ${records.length} performance record(s) not sent`);
        return;
      }
      await sendPerformanceRecords(records);
    },
    reportError,
    onChange: (change: CollectorChange) =>
      dom.emit(document, new CustomEvent(PERFORMANCE_STATUS_EVENT, { detail: change })),
  });
}

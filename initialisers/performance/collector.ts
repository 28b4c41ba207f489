import type { PerformanceSettings } from '../../src/api';
import type { PageContext } from '../../src/context/types';
import { abortableTimeout } from '../../src/lib/timers';
import type { Logger } from '../../src/runtime/types';
import { FLUSH_AFTER_LOAD_MS, METRIC_WAIT_MS, NO_PAGE_LOAD_ID_MESSAGE } from './constants';
import { afterPageLoad } from '../../src/runtime/page-load';
import {
  buildPerformanceRecord,
  NO_VISITOR_IDS,
  readRecordContext,
  type CollectedMetric,
  type PerformanceRecord,
  type RecordVisitorIds,
} from './record';
import { describeSettingsFailure } from './settings-failure';
import type { MetricName, MetricReport, WebVitalsSource } from './web-vitals-source';
import * as dom from '../../src/lib/dom';

export type CollectorChange =
  | { kind: 'settings'; pageLoadId: string }
  | { kind: 'metric'; metric: MetricReport }
  | { kind: 'wait-ended'; reason: 'hidden' | 'time' }
  | { kind: 'flush'; reason: FlushReason; records: PerformanceRecord[] }
  | { kind: 'stopped'; message: string };

export type FlushReason = 'load' | 'hidden';

export interface CollectorOptions {
  context: PageContext;
  /** Aborted on destroy: removes every listener and timer, cancels the settings request. */
  signal: AbortSignal;
  log: Logger;
  source: WebVitalsSource;
  readSettings: (options: { signal: AbortSignal }) => Promise<PerformanceSettings>;
  send: (records: PerformanceRecord[]) => Promise<void>;
  /** The visitor's ids for the records of a flush; read at each flush (consent may change). */
  visitorIds?: () => RecordVisitorIds;
  reportError: (error: Error, custom: Record<string, unknown>) => void;
  onChange?: (change: CollectorChange) => void;
}

/** Metrics whose first report is their final value; the others are final when the wait ends. */
const FINAL_ON_REPORT: ReadonlySet<MetricName> = new Set(['FCP', 'TTFB']);

/**
 * The performance collector of one init() (spec widgets.md section 4): it asks the settings for a
 * pageLoadId, collects web-vitals until 60 s after load or until the page is hidden, and flushes
 * the records that are final 30 s after load and whenever the page is hidden (visibilitychange
 * to hidden, and pagehide; never unload, which would keep the page out of the back/forward cache).
 * Each metric is sent once. A settings failure is reported and stops collection for good.
 */
export function startPerformanceCollector(options: CollectorOptions): void {
  const { context, signal, log, source, onChange } = options;
  const metrics = new Map<string, CollectedMetric>();
  let settings: PerformanceSettings | null = null;
  let pageLoadId: string | null = null;
  let waiting = true;
  let stopped = false;
  /** A flush came before the pageLoadId: it happens when the pageLoadId arrives. */
  let flushPending: FlushReason | null = null;

  const notify = (change: CollectorChange): void => {
    if (!onChange) return;
    try {
      onChange(change);
    } catch (error) {
      log.warn('A performance status listener threw', error);
    }
  };

  const onMetric = (metric: MetricReport): void => {
    if (stopped || !waiting) return;
    metrics.set(metric.id, { report: metric, timestamp: Date.now() });
    notify({ kind: 'metric', metric });
  };
  const unsubscribe = source.subscribe(onMetric);
  signal.addEventListener('abort', unsubscribe, { once: true });

  const stop = (message: string, custom: Record<string, unknown>): void => {
    if (stopped) return;
    stopped = true;
    unsubscribe();
    metrics.clear();
    log.warn(`Performance collection stopped: ${message}`);
    options.reportError(new Error(message), { feature: 'performance', ...custom });
    notify({ kind: 'stopped', message });
  };

  const flush = (reason: FlushReason): void => {
    if (stopped || signal.aborted) return;
    if (!settings || !pageLoadId) {
      flushPending = reason;
      return;
    }
    const due = [...metrics.values()].filter(
      ({ report }) => (!waiting || FINAL_ON_REPORT.has(report.name)) && source.claim(report.id),
    );
    for (const { report } of due) metrics.delete(report.id);
    if (due.length === 0) return;
    const recordContext = readRecordContext(context, settings);
    const id = pageLoadId;
    const ids = options.visitorIds?.() ?? NO_VISITOR_IDS;
    const records = due.map((metric) => buildPerformanceRecord(metric, id, recordContext, ids));
    options.send(records).catch((error: unknown) => {
      log.debug('Could not send performance records', error);
    });
    notify({ kind: 'flush', reason, records });
  };

  const endWait = (reason: 'hidden' | 'time'): void => {
    if (!waiting || stopped) return;
    waiting = false;
    unsubscribe();
    notify({ kind: 'wait-ended', reason });
  };

  const onHidden = (): void => {
    // web-vitals reports LCP, CLS and INP from its own capturing listeners on window, which run
    // before these: their final values are in by now.
    endWait('hidden');
    flush('hidden');
  };

  dom.on(
    document,
    'visibilitychange',
    () => {
      if (dom.visibilityState() === 'hidden') onHidden();
    },
    { signal },
  );
  window.addEventListener('pagehide', onHidden, { signal });

  afterPageLoad(signal, (msSinceLoad) => {
    abortableTimeout(() => flush('load'), Math.max(0, FLUSH_AFTER_LOAD_MS - msSinceLoad), signal);
    abortableTimeout(() => endWait('time'), Math.max(0, METRIC_WAIT_MS - msSinceLoad), signal);
  });

  options.readSettings({ signal }).then(
    (answer) => {
      if (signal.aborted || stopped) return;
      if (!answer.pageLoadId) {
        stop(NO_PAGE_LOAD_ID_MESSAGE, {});
        return;
      }
      settings = answer;
      pageLoadId = answer.pageLoadId;
      notify({ kind: 'settings', pageLoadId });
      if (flushPending) flush(flushPending);
    },
    (error: unknown) => {
      if (signal.aborted || stopped) return;
      const failure = describeSettingsFailure(error);
      if (failure) stop(failure.message, failure.custom);
    },
  );
}

import * as webVitals from 'web-vitals';
import type { Metric } from 'web-vitals';

// web-vitals registers its observers and listeners for the life of the page and offers no way
// to remove them, so it is subscribed to once per page and each collector (one per init())
// listens to this source instead. It remembers the latest value of every metric so a collector
// started after destroy()/init() still sees the metrics that came before it.

export type MetricName = Metric['name'];

/** A copy of a web-vitals report: with reportAllChanges, web-vitals updates one object in place. */
export interface MetricReport {
  name: MetricName;
  id: string;
  value: number;
  delta: number;
  rating: Metric['rating'];
  navigationType: Metric['navigationType'];
}

export type WebVitalsApi = Pick<typeof webVitals, 'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'>;

export interface WebVitalsSource {
  /** Calls `listener` with every metric reported so far, then with each new report. */
  subscribe(listener: (report: MetricReport) => void): () => void;
  /** True the first time for a metric id: each metric is sent once per page, whatever inits. */
  claim(id: string): boolean;
}

export function createWebVitalsSource(api: WebVitalsApi): WebVitalsSource {
  const listeners = new Set<(report: MetricReport) => void>();
  const latest = new Map<string, MetricReport>();
  const claimed = new Set<string>();
  let started = false;

  const receive = (metric: Metric): void => {
    const { name, id, value, delta, rating, navigationType } = metric;
    const report: MetricReport = { name, id, value, delta, rating, navigationType };
    latest.set(id, report);
    for (const listener of listeners) listener(report);
  };

  const start = (): void => {
    if (started) return;
    started = true;
    // FCP and TTFB are final when first reported. LCP, CLS and INP change while the page lives:
    // every change is taken, and the collector keeps the value it has when its wait ends.
    api.onTTFB(receive);
    api.onFCP(receive);
    api.onLCP(receive, { reportAllChanges: true });
    api.onCLS(receive, { reportAllChanges: true });
    api.onINP(receive, { reportAllChanges: true });
  };

  return {
    subscribe(listener) {
      start();
      for (const report of latest.values()) listener(report);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    claim(id) {
      if (claimed.has(id)) return false;
      claimed.add(id);
      return true;
    },
  };
}

/** The page's one source, subscribed to web-vitals on first use. */
export const webVitalsSource = createWebVitalsSource(webVitals);

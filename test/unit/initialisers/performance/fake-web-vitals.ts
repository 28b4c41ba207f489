import type { Metric } from 'web-vitals';
import {
  createWebVitalsSource,
  type MetricName,
  type WebVitalsApi,
  type WebVitalsSource,
} from '../../../../initialisers/performance/web-vitals-source';

type Callback = (metric: Metric) => void;

export interface FakeWebVitals {
  api: WebVitalsApi;
  source: WebVitalsSource;
  /** The options each on* function was called with, by metric name. */
  options: Partial<Record<MetricName, unknown>>;
  /** Reports a metric as web-vitals would (one object per id, updated in place). */
  report(name: MetricName, value: number, id?: string): void;
}

/** A stand-in for web-vitals that tests drive by hand, and a source listening to it. */
export function fakeWebVitals(): FakeWebVitals {
  const callbacks: Partial<Record<MetricName, Callback>> = {};
  const options: Partial<Record<MetricName, unknown>> = {};
  const metrics = new Map<string, Metric>();
  const register =
    (name: MetricName) =>
    (callback: Callback, given?: unknown): void => {
      callbacks[name] = callback;
      options[name] = given;
    };
  const api = {
    onTTFB: register('TTFB'),
    onFCP: register('FCP'),
    onLCP: register('LCP'),
    onCLS: register('CLS'),
    onINP: register('INP'),
  } as unknown as WebVitalsApi;

  return {
    api,
    source: createWebVitalsSource(api),
    options,
    report(name, value, id = `v5-${name}-1`) {
      const callback = callbacks[name];
      if (!callback) throw new Error(`web-vitals on${name} was never called`);
      const previous = metrics.get(id);
      const metric: Metric = previous ?? {
        name,
        id,
        value: 0,
        delta: 0,
        rating: 'good',
        entries: [],
        navigationType: 'navigate',
      };
      metric.delta = value - metric.value;
      metric.value = value;
      metrics.set(id, metric);
      callback(metric);
    },
  };
}

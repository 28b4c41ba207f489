// What the `analytics` pack hands the core through definePack: the tracker and everything it
// sends. The decision to track (skip rules, consent) and SiteRuntime.analytics stay in the core.
import type { InitialiserContext } from '../../src/runtime/types';
import { AnalyticsTracker, type TrackerEnvironment } from './tracker';

export const analyticsPack = {
  createTracker: (ctx: InitialiserContext, env: Partial<TrackerEnvironment> = {}) =>
    new AnalyticsTracker(ctx, env),
};

export type AnalyticsPack = typeof analyticsPack;

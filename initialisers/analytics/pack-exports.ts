// What the `analytics` pack hands the analytics initialiser through definePack: the tracker and
// everything it sends, and the mouse-position follower of signed-in accounts. The decision to
// track (skip rules, consent) and SiteRuntime.analytics stay in the `features` pack.
import type { InitialiserContext } from '../../src/runtime/types';
import { watchMousePosition } from './mouse-position';
import { AnalyticsTracker, type TrackerEnvironment } from './tracker';

export const analyticsPack = {
  createTracker: (ctx: InitialiserContext, env: Partial<TrackerEnvironment> = {}) =>
    new AnalyticsTracker(ctx, env),
  watchMousePosition,
};

export type AnalyticsPack = typeof analyticsPack;

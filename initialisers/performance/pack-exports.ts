// What the `performance` pack hands the core through definePack: web-vitals, the collector and
// its calls to the platform API (the request wrapper itself is the core's: a shared module).
import { startPerformanceCollection } from './start-collection';

export const performancePack = { startPerformanceCollection };

export type PerformancePack = typeof performancePack;

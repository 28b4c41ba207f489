import { createPlatformHelpers } from './public-api';
import { createSessionInfoTracker } from './session-info-tracker';

// Platform helpers: the session-info initialiser (it must run on every page) and the helpers that
// SiteRuntime.platform exposes.

export { createPlatformHelpers, type PlatformHelpers } from './public-api';
export { createSessionInfoTracker, type SessionInfoTracker } from './session-info-tracker';

const tracker = createSessionInfoTracker();

export const sessionInfoInitialiser = tracker.initialiser;
export const platformHelpers = createPlatformHelpers(tracker.sessionInfo);

import { createSessionDataStore, type SessionDataStore } from '../../src/lib/session-data';
import { resolveSessionInfo, type SessionInfo } from '../../src/lib/session-info';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { isTrackingAllowed } from '../../src/store/consent';

// Session info must be read on every page, at boot: a page that skipped it would leave the next
// page believing it was the session's first. It is read once per page load and kept across
// destroy()/init(), which do not start a new landing.

export interface SessionInfoTracker {
  initialiser: InitialiserDefinition;
  /** This page's session info; null until the initialiser ran. */
  sessionInfo(): SessionInfo | null;
}

export interface SessionInfoTrackerDependencies {
  sessionStorage?: () => Storage | null;
  sessionData?: () => SessionDataStore;
}

export function createSessionInfoTracker(
  deps: SessionInfoTrackerDependencies = {},
): SessionInfoTracker {
  let pageSessionInfo: SessionInfo | null = null;
  return {
    initialiser: {
      name: 'session-info',
      // Nothing it does must happen before the visitor sees the page.
      urgency: 'idle',
      init({ store, log }) {
        if (pageSessionInfo) return;
        pageSessionInfo = resolveSessionInfo({
          sessionData: (deps.sessionData ?? (() => createSessionDataStore()))(),
          trackingAllowed: isTrackingAllowed(store.getState()),
          log,
          ...(deps.sessionStorage ? { sessionStorage: deps.sessionStorage } : {}),
        });
        log.debug('Session info', pageSessionInfo);
      },
    },
    sessionInfo: () => (pageSessionInfo ? { ...pageSessionInfo } : null),
  };
}

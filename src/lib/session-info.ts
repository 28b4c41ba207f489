import { isRecord } from './coerce';
import type { SessionDataStore } from './session-data';
import { createLogger } from '../runtime/logger';
import type { Logger } from '../runtime/types';

// Session info: whether this page is the first of the browser session (first landing) and whether
// this session is the visitor's first (first session). The session's record lives in session
// storage; the "visited before" marker in the session data store (local storage, else a cookie).
// widgets.md section 8: "Session storage unavailable: warning logged; session info returns only
// the first-landing and first-session flags, both false."

export interface SessionInfo {
  isFirstLanding: boolean;
  isFirstSession: boolean;
  /** Path and query of the session's first page; absent without session storage. */
  landingPage?: string;
  /** Epoch milliseconds when the session started; absent without session storage. */
  sessionStartedAt?: number;
}

/** Session storage key of the session's record. */
export const SESSION_INFO_KEY = 'sr-session-info';
/** Session data key of the marker that says the visitor had a session before. */
export const RETURNING_VISITOR_KEY = 'sr-returning-visitor';
/** The marker lasts as long as the analytics cookie (390 days, widgets.md section 9). */
export const RETURNING_VISITOR_TTL_MS = 390 * 24 * 60 * 60 * 1000;

/** Forgets that the visitor had a session before: consent to keep the marker was withdrawn. */
export function forgetReturningVisitor(sessionData: SessionDataStore): void {
  sessionData.remove(RETURNING_VISITOR_KEY);
}

export const SESSION_STORAGE_UNAVAILABLE =
  'Session storage unavailable: session info holds only the first-landing and first-session flags';

export interface SessionInfoDependencies {
  sessionData: SessionDataStore;
  /** Whether a marker may be kept across sessions (consent; see src/store/consent.ts). */
  trackingAllowed: boolean;
  /** Returns session storage; may throw (storage blocked) or give null. Default: window's. */
  sessionStorage?: () => Storage | null;
  location?: Pick<Location, 'pathname' | 'search'>;
  now?: () => number;
  log?: Logger;
}

interface StoredSession {
  landingPage: string;
  sessionStartedAt: number;
  isFirstSession: boolean;
}

function writableSessionStorage(getStorage: () => Storage | null): Storage | null {
  try {
    const storage = getStorage();
    if (!storage) return null;
    // Reading works in some blocked modes where writing throws: try both.
    storage.getItem(SESSION_INFO_KEY);
    storage.setItem(`${SESSION_INFO_KEY}-probe`, '1');
    storage.removeItem(`${SESSION_INFO_KEY}-probe`);
    return storage;
  } catch {
    return null;
  }
}

function readStoredSession(storage: Storage): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_INFO_KEY) ?? 'null');
    if (
      isRecord(parsed) &&
      typeof parsed.landingPage === 'string' &&
      typeof parsed.sessionStartedAt === 'number' &&
      typeof parsed.isFirstSession === 'boolean'
    ) {
      const { landingPage, sessionStartedAt, isFirstSession } = parsed;
      return { landingPage, sessionStartedAt, isFirstSession };
    }
  } catch {
    // Unreadable: the session starts again below.
  }
  return null;
}

/**
 * Reads this page's session info, recording the session's start on its first page. Call once per
 * page load: a second call on the same page reads the record the first one wrote.
 */
export function resolveSessionInfo(deps: SessionInfoDependencies): SessionInfo {
  const log = deps.log ?? createLogger('session-info');
  const storage = writableSessionStorage(deps.sessionStorage ?? (() => window.sessionStorage));
  if (!storage) {
    log.warn(SESSION_STORAGE_UNAVAILABLE);
    return { isFirstLanding: false, isFirstSession: false };
  }

  const stored = readStoredSession(storage);
  if (stored) return { isFirstLanding: false, ...stored };

  const { sessionData } = deps;
  const location = deps.location ?? window.location;
  const isFirstSession = sessionData.get(RETURNING_VISITOR_KEY) === null;
  if (deps.trackingAllowed) {
    sessionData.set(RETURNING_VISITOR_KEY, true, { ttlMs: RETURNING_VISITOR_TTL_MS });
  }
  const session: StoredSession = {
    landingPage: `${location.pathname}${location.search}`,
    sessionStartedAt: (deps.now ?? Date.now)(),
    isFirstSession,
  };
  try {
    storage.setItem(SESSION_INFO_KEY, JSON.stringify(session));
  } catch (error) {
    log.warn('Could not record the session start', error);
  }
  return { isFirstLanding: true, ...session };
}

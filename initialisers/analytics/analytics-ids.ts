import {
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_EXPIRATION_KEY,
  ANALYTICS_ID_LIFETIME_DAYS,
  ANALYTICS_ID_STORAGE_KEY,
  resolveAnalyticsId,
} from '../../src/lib/analytics-id';
import { cookiesAvailable, readCookie, removeCookie, writeCookie } from '../../src/lib/cookies';
import { resolveSessionId, SESSION_ID_COOKIE } from '../../src/lib/session-id';
import { generateUuid } from '../../src/lib/uuid';
import type { Logger } from '../../src/runtime/types';

// The analytics id (cookie SS_ANALYTICS_ID for 390 days, and its copy in local storage with its
// expiration) and the session id (session cookie SS_SESSION_ID): written when tracking starts,
// removed when the visitor withdraws consent under the restrictive policy. Their names and rules:
// src/lib/analytics-id.ts and src/lib/session-id.ts.

export interface AnalyticsIds {
  analyticsId: string | null;
  sessionId: string | null;
}

/** Local storage when it works (blocked storage and sandboxed frames throw on access). */
function localStore(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

function readStored(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStoredId(storage: Storage | null, id: string, expires: number, log: Logger): void {
  if (!storage) return;
  try {
    storage.setItem(ANALYTICS_ID_STORAGE_KEY, id);
    storage.setItem(ANALYTICS_ID_EXPIRATION_KEY, new Date(expires).toUTCString());
  } catch (error) {
    // Quota exceeded: the cookie still holds the id.
    log.debug('Could not store the analytics id', error);
  }
}

function ensureAnalyticsId(log: Logger, now: number, win: Window, cookies: boolean): string | null {
  const storage = localStore(win);
  const result = resolveAnalyticsId({
    cookie: cookies ? readCookie(ANALYTICS_ID_COOKIE) : undefined,
    stored: readStored(storage, ANALYTICS_ID_STORAGE_KEY),
    storedExpiration: readStored(storage, ANALYTICS_ID_EXPIRATION_KEY),
    now,
    newId: generateUuid,
  });
  if (!result.ok) {
    log.error(`No analytics id: ${result.error}`);
    return null;
  }
  const { id, expires, repaired } = result.value;
  for (const reason of repaired) log.warn(`Invalid analytics id replaced: ${reason}`);
  // Written again on every page view, as the platform's tracker does: 390 days from the last use.
  if (cookies) writeCookie(ANALYTICS_ID_COOKIE, id, { days: ANALYTICS_ID_LIFETIME_DAYS });
  writeStoredId(storage, id, expires, log);
  return id;
}

function ensureSessionId(log: Logger): string | null {
  const result = resolveSessionId(readCookie(SESSION_ID_COOKIE), generateUuid);
  if (!result.ok) {
    log.error(`No session id: ${result.error}`);
    return null;
  }
  const { id, write, repaired } = result.value;
  if (repaired) log.warn(`Invalid session id replaced: ${repaired}`);
  // No lifetime: a session cookie, gone when the browser session ends.
  if (write) writeCookie(SESSION_ID_COOKIE, id);
  return id;
}

/**
 * Reads the analytics and session ids, making and writing them when missing. Only call this while
 * tracking is allowed. Without cookies the analytics id still lives in local storage, and there is
 * no session id.
 */
export function ensureAnalyticsIds(
  log: Logger,
  now: number = Date.now(),
  win: Window = window,
): AnalyticsIds {
  const cookies = cookiesAvailable();
  return {
    analyticsId: ensureAnalyticsId(log, now, win, cookies),
    sessionId: cookies ? ensureSessionId(log) : null,
  };
}

/**
 * Removes both ids (cookies and stored copy): consent was withdrawn, or is missing, under the
 * restrictive policy. A cookie present goes at the page's host and for it as a domain (the
 * platform writes `domain=<host>`); nothing is written for one that is absent. Returns the names
 * of the cookies that were present.
 */
export function forgetAnalyticsIds(win: Window = window): string[] {
  const present = [ANALYTICS_ID_COOKIE, SESSION_ID_COOKIE].filter(
    (name) => readCookie(name) !== undefined,
  );
  const host = win.location.hostname;
  for (const name of present) {
    removeCookie(name);
    if (host) removeCookie(name, host);
  }
  const storage = localStore(win);
  try {
    storage?.removeItem(ANALYTICS_ID_STORAGE_KEY);
    storage?.removeItem(ANALYTICS_ID_EXPIRATION_KEY);
  } catch {
    // Blocked storage holds nothing of ours.
  }
  return present;
}

import { asString, isRecord } from '../../src/lib/coerce';
import type { SessionDataStore } from '../../src/lib/session-data';

// The signed-in site user's xsrfToken outlives the page in the session data store (local storage,
// else a cookie, with an expiry timestamp: widgets.md section 9), so a later page can still send it
// in the site-user XSRF header when the visitor signs out. The lifetimes are our choice: the spec
// gives none.

export const SITE_USER_SESSION_KEY = 'sr-site-user-session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Signed in with "remember me". */
export const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;
export const SESSION_TTL_MS = DAY_MS;

export function saveSiteUserSession(
  sessionData: SessionDataStore,
  xsrfToken: string,
  rememberMe: boolean,
): void {
  sessionData.set(
    SITE_USER_SESSION_KEY,
    { xsrfToken },
    { ttlMs: rememberMe ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS },
  );
}

/** The stored xsrfToken, or null when none is stored (or it expired). */
export function loadSiteUserSession(sessionData: SessionDataStore): string | null {
  const value = sessionData.get(SITE_USER_SESSION_KEY);
  return (isRecord(value) && asString(value.xsrfToken)) || null;
}

export function clearSiteUserSession(sessionData: SessionDataStore): void {
  sessionData.remove(SITE_USER_SESSION_KEY);
}

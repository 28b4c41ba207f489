// The session id (spec widgets.md sections 3 and 9: "a session cookie holds the session id"). Pure:
// which id to use and whether to write it; the analytics tracker reads and writes the cookie.
//
// The spec gives no name. This is the platform's own, from its session-info helper in a saved
// copy of the platform's bundle in public code (find_string "SS_ANALYTICS_ID", index id
// 10339017729): `var l = "SS_SESSION_ID"`; when the cookie is absent a random UUID is made and set
// with `{path: "/"}` and no expiry, so it ends with the browser session. The client tracker sends
// it as `user_session_id`.

import { isVisitorId } from './visitor-cookies';
import { describeValue, type Parsed } from './parsed';

export const SESSION_ID_COOKIE = 'SS_SESSION_ID';

export interface SessionId {
  id: string;
  /** True when the id is new: the cookie must be written. */
  write: boolean;
  /** Why a value found was replaced; absent when it was valid or there was none. */
  repaired?: string;
}

/** The session id the cookie holds, or null when it holds none or an invalid one. */
export function parseSessionId(value: unknown): string | null {
  return isVisitorId(value) ? value : null;
}

/** The cookie's id when valid, else a new one to write. Never throws. */
export function resolveSessionId(
  cookie: string | undefined,
  newId: () => string,
): Parsed<SessionId> {
  const found = parseSessionId(cookie);
  if (found !== null) return { ok: true, value: { id: found, write: false } };
  let id: unknown;
  try {
    id = newId();
  } catch (error) {
    return { ok: false, error: `could not make a session id: ${String(error)}` };
  }
  if (!isVisitorId(id)) {
    return { ok: false, error: `the new session id ${describeValue(id)} is not a valid id` };
  }
  const repaired =
    cookie === undefined ? undefined : `the session id ${describeValue(cookie)} is not a valid id`;
  return { ok: true, value: { id, write: true, ...(repaired ? { repaired } : {}) } };
}

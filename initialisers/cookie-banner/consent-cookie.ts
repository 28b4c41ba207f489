// The visitor's stored choice. The spec's cookie (`ss_cookieAllowed`, "true" or "false", 30 days)
// is written for the platform's server, but the runtime never takes the choice from it: a site on
// a sibling host (shop.example.com beside www.example.com) can write a cookie of that name for the
// whole parent domain, and a page cannot tell such a cookie from its own. The choice is read from
// a copy that only this site can write:
// - in a secure context (https; also localhost and 127.0.0.1), the cookie
//   `__Host-ss_cookieAllowed`: a browser takes a `__Host-` cookie only from the host itself,
//   Secure, for path /, with no Domain;
// - on a plain http page, which has no such cookie, local storage on the page's origin.
// A spec cookie without the copy counts as no choice, so the visitor is asked.
import { readCookie, writeCookie } from '../../src/lib/cookies';
import { createSessionDataStore } from '../../src/lib/session-data';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from './constants';

/** The copy of the choice this site alone can write (see above). */
export const CONSENT_COPY = `__Host-${CONSENT_COOKIE}`;

const DAY_MS = 86_400_000;

function hasHostCookies(): boolean {
  return window.isSecureContext === true || window.location.protocol === 'https:';
}

function readChoice(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/**
 * The stored choice: true accepted, false declined, null when there is none. A value this banner
 * did not write counts as no choice, so the visitor is asked again.
 */
export function readConsentCookie(): boolean | null {
  if (hasHostCookies()) return readChoice(readCookie(CONSENT_COPY));
  return readChoice(createSessionDataStore().get(CONSENT_COPY));
}

/** Stores the choice for 30 days: the spec's cookie, site-wide, and this site's own copy. */
export function writeConsentCookie(accepted: boolean): void {
  writeCookie(CONSENT_COOKIE, String(accepted), { days: CONSENT_COOKIE_DAYS });
  if (hasHostCookies()) {
    writeCookie(CONSENT_COPY, String(accepted), { days: CONSENT_COOKIE_DAYS, secure: true });
  } else {
    createSessionDataStore().set(CONSENT_COPY, accepted, { ttlMs: CONSENT_COOKIE_DAYS * DAY_MS });
  }
}

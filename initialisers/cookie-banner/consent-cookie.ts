// The consent cookie: the visitor's stored choice.
import { readCookie, writeCookie } from '../../src/lib/cookies';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from './constants';

/**
 * The stored choice: true accepted, false declined, null when there is none. A value this banner
 * did not write counts as no choice, so the visitor is asked again.
 */
export function readConsentCookie(): boolean | null {
  const value = readCookie(CONSENT_COOKIE);
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** Stores the choice for 30 days, site-wide, SameSite=Lax, Secure on https. */
export function writeConsentCookie(accepted: boolean): void {
  writeCookie(CONSENT_COOKIE, accepted ? '1' : '0', { days: CONSENT_COOKIE_DAYS });
}

import { readCookie, removeCookie, writeCookie } from '../lib/cookies';

/** The CSRF crumb cookie the platform sets (DESIGN.md, markup contract). */
export const CRUMB_COOKIE = 'crumb';

export function readCrumb(): string | undefined {
  return readCookie(CRUMB_COOKIE) || undefined;
}

/**
 * The crumb is a CSRF secret of this site: it goes only to the page's own origin and to the
 * site's secure origin (https on the same host, where `secure` calls go), never to another host.
 */
export function mayCarryCrumb(
  target: URL,
  location: Pick<Location, 'origin' | 'host'> = window.location,
): boolean {
  return target.origin === location.origin || target.origin === `https://${location.host}`;
}

function mintCrumb(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Resets the crumb after the server answered crumbFail to a request that carried `stale`, and
 * returns the crumb to retry with. Single-flight: when the cookie no longer holds the stale value
 * (another request already reset it, or the server set a new one), that value is reused, so
 * concurrent crumbFails share one reset and their retries carry the same crumb. A crumbFail answer
 * may carry the fresh crumb itself (`crumb`: sites retry with it, seen in public store scripts):
 * then that one is kept.
 */
export function renewCrumb(stale: string | undefined, offered?: unknown): string {
  const current = readCrumb();
  if (current !== undefined && current !== stale) return current;
  const fresh =
    typeof offered === 'string' && /^[\w-]{8,128}$/.test(offered) && offered !== stale
      ? offered
      : mintCrumb();
  removeCookie(CRUMB_COOKIE);
  writeCookie(CRUMB_COOKIE, fresh);
  return fresh;
}

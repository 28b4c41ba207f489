// Cookies, read and written through the document's own cookie accessor (./dom.ts): js-cookie
// reads `document.cookie`, which content hides with `<img name="cookie">`. js-cookie still gives
// the encoding (its converter: percent-encoded values, as the platform's own scripts write them).
import Cookies from 'js-cookie';
import * as dom from './dom';

export interface CookieOptions {
  /** Lifetime in days (fractions allowed); omit for a session cookie. */
  days?: number;
  /** Lifetime in milliseconds, for lifetimes the spec gives in minutes. */
  maxAgeMs?: number;
  /** Secure; by default whenever the page is on https (a `__Host-` cookie needs it always). */
  secure?: boolean;
}

const { read: decodeValue, write: encodeValue } = Cookies.converter;

/**
 * A sandboxed frame without allow-same-origin throws on any cookie access: cookies are then
 * simply unavailable, and nothing else may fail because of it.
 */
function whenCookiesWork<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** False in a sandboxed frame, or when the visitor's browser refuses cookies. */
export function cookiesAvailable(): boolean {
  return whenCookiesWork(() => {
    void dom.cookie();
    return navigator.cookieEnabled;
  }, false);
}

/** A cookie name as a Set-Cookie pair may hold it: percent-encoded where RFC 6265 needs. */
function encodeName(name: string): string {
  return encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
}

/** The value of the first cookie called `name` the page can see (the most specific path first). */
export function readCookie(name: string): string | undefined {
  return whenCookiesWork(() => {
    for (const pair of dom.cookie().split('; ')) {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let found: string;
      try {
        found = decodeURIComponent(rawName);
      } catch {
        continue;
      }
      if (found === name) return decodeValue(equals < 0 ? '' : pair.slice(equals + 1), found);
    }
    return undefined;
  }, undefined);
}

interface CookieAttributes {
  path?: string;
  expires?: Date;
  domain?: string;
  sameSite?: 'Lax';
  secure?: boolean;
}

function setCookie(name: string, value: string, attributes: CookieAttributes): void {
  let text = `${encodeName(name)}=${encodeValue(value, name)}`;
  // No path: the page's own folder.
  if (attributes.path) text += `; path=${attributes.path}`;
  if (attributes.domain) text += `; domain=${attributes.domain}`;
  if (attributes.sameSite) text += `; sameSite=${attributes.sameSite}`;
  if (attributes.secure) text += '; secure';
  if (attributes.expires) text += `; expires=${attributes.expires.toUTCString()}`;
  whenCookiesWork(() => dom.setCookie(text), undefined);
}

const DAY_MS = 86_400_000;

/** Writes a site-wide cookie: path `/`, SameSite=Lax, Secure whenever the page is on https. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const lifetimeMs =
    options.maxAgeMs ?? (options.days === undefined ? undefined : options.days * DAY_MS);
  setCookie(name, value, {
    path: '/',
    sameSite: 'Lax',
    secure: options.secure ?? window.location.protocol === 'https:',
    ...(lifetimeMs === undefined ? {} : { expires: new Date(Date.now() + lifetimeMs) }),
  });
}

const EXPIRED = new Date(0);

/**
 * Removes a cookie whether it was written site-wide or at the page's own path; with `domain`,
 * the copy written for that domain (a parent domain's).
 */
export function removeCookie(name: string, domain?: string): void {
  setCookie(name, '', { path: '/', expires: EXPIRED, ...(domain ? { domain } : {}) });
  if (!domain) setCookie(name, '', { expires: EXPIRED });
}

import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Lifetime in days (fractions allowed); omit for a session cookie. */
  days?: number;
  /** Lifetime in milliseconds, for lifetimes the spec gives in minutes. */
  maxAgeMs?: number;
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** Writes a site-wide cookie: path `/`, SameSite=Lax, Secure whenever the page is on https. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const expires =
    options.maxAgeMs !== undefined ? new Date(Date.now() + options.maxAgeMs) : options.days;
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    ...(expires === undefined ? {} : { expires }),
  });
}

/** Removes a cookie whether it was written site-wide or at the page's own path. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
  // js-cookie defaults to path `/`; an empty path means the page's own.
  Cookies.remove(name, { path: '' });
}

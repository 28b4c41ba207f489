import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Lifetime in days (fractions allowed); omit for a session cookie. */
  days?: number;
  /** Lifetime in milliseconds, for lifetimes the spec gives in minutes. */
  maxAgeMs?: number;
  /** Secure; by default whenever the page is on https (a `__Host-` cookie needs it always). */
  secure?: boolean;
}

/**
 * A sandboxed frame without allow-same-origin throws on any document.cookie access: cookies are
 * then simply unavailable, and nothing else may fail because of it.
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
    void document.cookie;
    return navigator.cookieEnabled;
  }, false);
}

export function readCookie(name: string): string | undefined {
  return whenCookiesWork(() => Cookies.get(name), undefined);
}

/** Writes a site-wide cookie: path `/`, SameSite=Lax, Secure whenever the page is on https. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const expires =
    options.maxAgeMs !== undefined ? new Date(Date.now() + options.maxAgeMs) : options.days;
  whenCookiesWork(
    () =>
      Cookies.set(name, value, {
        path: '/',
        sameSite: 'Lax',
        secure: options.secure ?? window.location.protocol === 'https:',
        ...(expires === undefined ? {} : { expires }),
      }),
    undefined,
  );
}

/** Removes a cookie whether it was written site-wide or at the page's own path. */
export function removeCookie(name: string): void {
  whenCookiesWork(() => {
    Cookies.remove(name, { path: '/' });
    // js-cookie defaults to path `/`; an empty path means the page's own.
    Cookies.remove(name, { path: '' });
  }, undefined);
}

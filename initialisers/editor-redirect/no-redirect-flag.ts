import type { Logger } from '../../src/runtime/types';

// The noredirect query flag keeps a logged-in account on the published page; once seen it is
// remembered for the browser session (runtime.md section 2), in session storage.

export const NO_REDIRECT_PARAM = 'noredirect';
export const NO_REDIRECT_STORAGE_KEY = 'sr-noredirect';

/**
 * True when the query carries noredirect (with any value, or none), or an earlier page of this
 * session did. Storage that is blocked only loses the memory: the query still counts.
 */
export function readNoRedirectFlag(
  search: string,
  getSessionStorage: () => Storage | null,
  log: Logger,
): boolean {
  const inQuery = new URLSearchParams(search).has(NO_REDIRECT_PARAM);
  try {
    const storage = getSessionStorage();
    if (!storage) return inQuery;
    if (inQuery) {
      storage.setItem(NO_REDIRECT_STORAGE_KEY, '1');
      return true;
    }
    return storage.getItem(NO_REDIRECT_STORAGE_KEY) === '1';
  } catch (error) {
    log.warn('Session storage unavailable: noredirect is not remembered for the session', error);
    return inQuery;
  }
}

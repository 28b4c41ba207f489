// Logout notice (runtime.md section 2): `?logout=true` shows an information dialog titled Logout
// Successful with the message You have been successfully logged out. The flag is then taken out of
// the address bar, so that a reload or another init() does not announce it again.
import { hasQueryFlag } from '../../src/lib/query-flags';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { showLogoutSuccess } from '../../src/ui/lazy';

export const LOGOUT_FLAG = 'logout';

/** The current address without the logout flag. */
export function withoutLogoutFlag(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(LOGOUT_FLAG);
  return url.href;
}

export const logoutDialogInitialiser: InitialiserDefinition = {
  name: 'logout-dialog',
  // Nothing it does must happen before the visitor sees the page.
  urgency: 'idle',
  init({ log }) {
    if (!hasQueryFlag(LOGOUT_FLAG)) return;
    showLogoutSuccess().catch((error: unknown) =>
      log.error('Could not show the logout notice', error),
    );
    try {
      window.history.replaceState(
        window.history.state,
        '',
        withoutLogoutFlag(window.location.href),
      );
    } catch (error) {
      // Sandboxed or opaque documents may refuse; the notice was shown all the same.
      log.warn('Could not remove logout=true from the address', error);
    }
  },
};

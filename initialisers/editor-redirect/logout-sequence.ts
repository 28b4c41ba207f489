import { logout } from '../../src/api/auth';
import { removeCookie } from '../../src/lib/cookies';
import type { PageNavigation } from '../../src/lib/navigation';
import type { Logger } from '../../src/runtime/types';
import { updateSlice, type RuntimeStore } from '../../src/store/store';
import { logoutLandingUrl } from './editor-urls';

// The logout sequence (runtime.md section 7, widgets.md section 4): an auth call, then a redirect
// to the site root with logout=true, then removal of the shared last-site-identifier cookie.

/**
 * The shared last-site-identifier cookie. The spec does not name it; `ss_lastid` is our choice. It
 * is removed at path / and at the page's own path on the page's host (src/lib/cookies.ts).
 */
export const LAST_SITE_IDENTIFIER_COOKIE = 'ss_lastid';

export interface LogoutSequenceOptions {
  navigation: PageNavigation;
  store: RuntimeStore;
  log: Logger;
  location?: Pick<Location, 'origin'>;
}

let inProgress: Promise<boolean> | null = null;

async function logoutOnce(options: LogoutSequenceOptions): Promise<boolean> {
  try {
    // A failure shows the system error dialog: the account is still logged in, so the page stays.
    await logout({ showSystemError: true });
  } catch (error) {
    options.log.error('Logout failed: the account stays logged in', error);
    return false;
  }
  updateSlice(options.store, 'session', { loggedIn: false });
  options.navigation.replace(logoutLandingUrl(options.location ?? window.location));
  removeCookie(LAST_SITE_IDENTIFIER_COOKIE);
  return true;
}

/**
 * Logs the account out. Resolves true once the redirect has been asked for, false when the auth
 * call failed (nothing else happened then). A call while one is running joins it.
 */
export function runLogoutSequence(options: LogoutSequenceOptions): Promise<boolean> {
  inProgress ??= logoutOnce(options).finally(() => {
    inProgress = null;
  });
  return inProgress;
}

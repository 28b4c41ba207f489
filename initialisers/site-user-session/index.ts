import { createSessionDataStore, type SessionDataStore } from '../../src/lib/session-data';
import { updateSlice } from '../../src/store/store';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { loadSiteUserSession } from './stored-session';

// At boot, a site user who signed in on an earlier page gets their xsrfToken back into
// store.session, so signing out from this page sends it (runtime.md section 7).

export {
  AccountInputError,
  createSiteUserAccounts,
  type SignInDetails,
  type SignOutOptions,
  type SiteUserAccounts,
} from './accounts';
export { SITE_USER_SESSION_KEY } from './stored-session';

export function createSiteUserSessionInitialiser(
  sessionData: () => SessionDataStore = () => createSessionDataStore(),
): InitialiserDefinition {
  return {
    name: 'site-user-session',
    init({ store, log }) {
      const xsrfToken = loadSiteUserSession(sessionData());
      if (!xsrfToken) return;
      updateSlice(store, 'session', { xsrfToken });
      log.debug('Restored the signed-in site user’s xsrfToken');
    },
  };
}

export const siteUserSessionInitialiser = createSiteUserSessionInitialiser();

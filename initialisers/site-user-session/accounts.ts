import { createSiteUserSession, deleteSiteUserSession } from '../../src/api/site-users';
import * as strings from '../../src/i18n/strings';
import { isRecord } from '../../src/lib/coerce';
import { createSessionDataStore, type SessionDataStore } from '../../src/lib/session-data';
import { createLogger } from '../../src/runtime/logger';
import type { Logger } from '../../src/runtime/types';
import { updateSlice, type RuntimeStore } from '../../src/store/store';
import { clearSiteUserSession, loadSiteUserSession, saveSiteUserSession } from './stored-session';

// Site-user accounts (runtime.md section 7): sign in with email, password and rememberMe, keep the
// xsrfToken the answer carries (store.session.xsrfToken) and send it in the site-user XSRF header
// when signing out. Failures reject with a message meant for the visitor: the server's own
// explanation (a wrong password), the request wrapper's status message, or one of
// strings.accounts when the input is refused before any request.

export interface SignInDetails {
  email: string;
  password: string;
  /** Default false. */
  rememberMe?: boolean;
}

export interface SignOutOptions {
  /** Keep a copy of the signed-in cart for the visitor. Default false. */
  cloneCart?: boolean;
}

/** Refused before any request; `field` names the input to fix, if one. */
export class AccountInputError extends Error {
  override name = 'AccountInputError';
  constructor(
    message: string,
    readonly field: 'email' | 'password' | null,
  ) {
    super(message);
  }
}

export interface SiteUserAccounts {
  signIn(details: SignInDetails): Promise<void>;
  signOut(options?: SignOutOptions): Promise<void>;
}

export interface SiteUserAccountsDependencies {
  sessionData?: () => SessionDataStore;
  log?: Logger;
}

export function createSiteUserAccounts(
  store: RuntimeStore,
  deps: SiteUserAccountsDependencies = {},
): SiteUserAccounts {
  const log = deps.log ?? createLogger('accounts');
  const sessionData = deps.sessionData ?? (() => createSessionDataStore());

  /** A programming mistake of the caller: logged, and the promise rejects. */
  const badInput = (message: string): Promise<never> => {
    log.error(message);
    return Promise.reject(new TypeError(message));
  };

  return {
    async signIn(details) {
      if (!isRecord(details)) {
        return badInput('signIn: expected { email, password, rememberMe }');
      }
      const { email, password, rememberMe = false } = details;
      if (typeof email !== 'string' || typeof password !== 'string') {
        return badInput('signIn: email and password must be strings');
      }
      if (typeof rememberMe !== 'boolean') {
        return badInput('signIn: rememberMe must be a boolean');
      }
      if (email.trim() === '') throw new AccountInputError(strings.accounts.emailRequired, 'email');
      if (password === '') {
        throw new AccountInputError(strings.accounts.passwordRequired, 'password');
      }

      const xsrfToken = await createSiteUserSession({
        email: email.trim(),
        password,
        rememberMe,
      });
      if (!xsrfToken) {
        log.error('The site-user session answer carried no xsrfToken');
        throw new Error(strings.accounts.signInFailed);
      }
      updateSlice(store, 'session', { xsrfToken });
      saveSiteUserSession(sessionData(), xsrfToken, rememberMe);
    },

    async signOut(options = {}) {
      if (!isRecord(options)) return badInput('signOut: expected { cloneCart }');
      const { cloneCart = false } = options;
      if (typeof cloneCart !== 'boolean') return badInput('signOut: cloneCart must be a boolean');
      const data = sessionData();
      const xsrfToken = store.getState().session.xsrfToken ?? loadSiteUserSession(data);
      if (!xsrfToken) throw new AccountInputError(strings.accounts.notSignedIn, null);

      // On failure the token stays: the visitor is still signed in and may try again.
      await deleteSiteUserSession({ cloneCart, xsrfToken });
      updateSlice(store, 'session', { xsrfToken: null });
      clearSiteUserSession(data);
    },
  };
}

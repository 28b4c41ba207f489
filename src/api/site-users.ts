import { asString, isRecord } from '../lib/coerce';
import { request } from '../request';
import type { CallOptions } from './call-options';
import { API_ROOT, SITE_USER_XSRF_HEADER } from './constants';

const SESSION = `${API_ROOT}site-users/account/session`;

export interface SiteUserCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** POST /api/site-users/account/session. Resolves with the xsrfToken, or null when absent. */
export async function createSiteUserSession(
  credentials: SiteUserCredentials,
  options: CallOptions = {},
): Promise<string | null> {
  const body = await request(SESSION, {
    ...options,
    method: 'POST',
    json: credentials,
    csrfHeader: true,
  });
  const token = isRecord(body) ? asString(body.xsrfToken) : '';
  return token || null;
}

/**
 * DELETE /api/site-users/account/session?cloneCart=… with the site user's xsrfToken. A crumbFail
 * answer is retried once with a fresh crumb (by the request wrapper).
 */
export async function deleteSiteUserSession(
  { cloneCart, xsrfToken }: { cloneCart: boolean; xsrfToken: string },
  options: CallOptions = {},
): Promise<void> {
  await request(SESSION, {
    ...options,
    method: 'DELETE',
    query: { cloneCart },
    headers: { [SITE_USER_XSRF_HEADER]: xsrfToken },
    csrfHeader: true,
    responseType: 'text',
  });
}

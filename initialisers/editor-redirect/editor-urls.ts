// Where the Escape key and the editor redirect send an account (runtime.md section 2), and where the
// logout sequence lands (section 7).

export const CONFIG_EDITOR_PATH = '/config/';
export const FRAME_URL_PARAM = 'frameUrl';

/**
 * Marks the configuration editor URL as a login request from a visitor's Escape key, with account
 * creation disabled (runtime.md section 2: "account creation is disabled in that case"). The spec
 * names neither parameter: these two are our choice.
 */
export const LOGIN_MARKER_PARAMS = { sqs_login: '1', noSignup: '1' } as const;

/** The query that makes the site root show the "Logout Successful" notice. */
export const LOGOUT_QUERY = 'logout=true';

type PageLocation = Pick<Location, 'pathname' | 'search'>;

/**
 * The current path and query (no hash), as the editor's frameUrl carries it. A path that starts
 * with several slashes or backslashes (`https://site//other.host/x`) keeps one slash: the editor
 * must not read it as `//other.host/x`, a URL on another host.
 */
export function currentPathAndQuery(location: PageLocation): string {
  const path = `/${location.pathname.replace(/^[/\\]+/, '')}`;
  return `${path}${location.search}`;
}

/** /config/?frameUrl={encoded current path and query} */
export function configEditorUrl(location: PageLocation): string {
  return `${CONFIG_EDITOR_PATH}?${FRAME_URL_PARAM}=${encodeURIComponent(currentPathAndQuery(location))}`;
}

/** The configuration editor URL with the login marker: /config/?frameUrl=…&sqs_login=1&noSignup=1 */
export function loginUrl(location: PageLocation): string {
  const markers = Object.entries(LOGIN_MARKER_PARAMS)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `${configEditorUrl(location)}&${markers}`;
}

/** The site root with logout=true, on the page's own origin. */
export function logoutLandingUrl(location: Pick<Location, 'origin'>): string {
  return `${location.origin}/?${LOGOUT_QUERY}`;
}

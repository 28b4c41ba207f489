// Platform API constants (spec runtime.md section 7). Pure values: the fake API imports them too.

export const API_ROOT = '/api/';
export const REST_ROOT = '/api/rest/';

/** Carries the crumb on calls that send it as a header. */
export const CSRF_HEADER = 'X-CSRF-Token';
/** Carries a signed-in site user's xsrfToken after the session call. */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** The id the FullStory endpoint answers with under automated tests; never a real session. */
export const FULLSTORY_AUTOMATED_MOCK_ID = 'AUTOMATED_MOCK_ID';

/** The `app` that the runtime's error reports and performance records carry. */
export const RUNTIME_APP = 'site-runtime';

/** ASSUMED (README): the site's comments of an item (src/api/comments.ts). */
export const COMMENTS_PATH = `${API_ROOT}comment/GetComments`;

/** ASSUMED (README): the site search (src/api/search.ts). */
export const SEARCH_PATH = `${API_ROOT}search/GeneralSearch`;

/** ASSUMED (README): the events of a collection in one month (src/api/calendar.ts). */
export const EVENTS_BY_MONTH_PATH = `${API_ROOT}open/GetItemsByMonth`;

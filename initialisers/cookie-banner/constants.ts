// Numbers and names of the cookie banner (runtime.md §9) and the query flags it reads.

/** The consent cookie lasts 30 days. */
export const CONSENT_COOKIE_DAYS = 30;

/** The spec's consent cookie: "true" accepted, "false" declined (./consent-cookie.ts). */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/**
 * The banner version of the spec. Nothing in the spec says what it changes, so it is only shown
 * on the banner's host element (`data-sr-banner-version`) for support and QA.
 */
export const COOKIE_BANNER_VERSION = 2;

/** `?sqsscreenshot=true`: screenshots of the page show no banner (runtime.md §2). */
export const SCREENSHOT_FLAG = 'sqsscreenshot';

/**
 * `?cookieBannerPreview=true`: forced preview for the site owner. The banner shows whatever the
 * cookie says (even when it is not enabled yet), and its buttons neither dismiss it nor save.
 */
export const PREVIEW_FLAG = 'cookieBannerPreview';

/** Elements with this attribute open the banner again when clicked. */
export const PREFERENCES_ATTRIBUTE = 'data-cookie-preferences';

/** The lazy pack (dist/packs/cookie-banner.js) holding the banner's UI; loaded when it opens. */
export const COOKIE_BANNER_PACK = 'cookie-banner';

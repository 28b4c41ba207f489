/** The mobile info bar applies at viewport width 1024 px or less (runtime.md section 2). */
export const MOBILE_INFO_BAR_QUERY = '(max-width: 1024px)';

/** The map search a location item opens (the Google Maps URL API, no key needed). */
export const MAP_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** The lazy pack (dist/packs/mobile-info-bar.js) holding the bar; loaded once the query matches. */
export const MOBILE_INFO_BAR_PACK = 'mobile-info-bar';

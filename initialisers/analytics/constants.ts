/** The lazy pack (dist/packs/analytics.js) holding the tracker: census, page view, Trace queue. */
export const ANALYTICS_PACK = 'analytics';

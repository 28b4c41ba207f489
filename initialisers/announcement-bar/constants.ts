/** Set on <html> while the bar shows: its height, for templates that want to make room. */
export const HEIGHT_PROPERTY = '--sr-announcement-bar-height';

/** The lazy pack (dist/packs/announcement-bar.js) holding the bar; loaded only when it shows. */
export const ANNOUNCEMENT_BAR_PACK = 'announcement-bar';

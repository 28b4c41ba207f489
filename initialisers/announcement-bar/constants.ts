/** Set on <html> while the bar shows: its height, for templates that want to make room. */
export const HEIGHT_PROPERTY = '--sr-announcement-bar-height';

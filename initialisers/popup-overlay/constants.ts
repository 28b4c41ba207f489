/** Mobile is up to 432 px wide (runtime.md section 2, responsive breakpoints). */
export const MOBILE_MEDIA_QUERY = '(max-width: 432px)';

/** The overlay the platform renders into the page, hidden until the runtime shows it. */
export const OVERLAY_SELECTOR = '.sqs-popup-overlay';
/** The platform's own close link inside the overlay; the dialog brings its own close button. */
export const SERVER_CLOSE_SELECTOR = '.sqs-popup-overlay-close';

/**
 * Prefix of the local storage keys, followed by the spec's names (widgets.md section 3):
 * `sr-popup-overlay:date-closed`, `…:version`, `…:submitted`. The prefix keeps a generic name such
 * as `version` clear of the site's own scripts.
 */
export const STORAGE_PREFIX = 'sr-popup-overlay:';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** displayFrequency: once closed, never show again (runtime.md sections 3 and 9). */
export const NEVER_AGAIN = -1;

/**
 * A form inside the overlay dispatches this bubbling event after a successful submission (the
 * runtime's form blocks submit without reloading the page); it counts as the visitor's sign-up.
 */
export const FORM_SUBMITTED_EVENT = 'site-runtime:form-submitted';

/**
 * The lazy pack (dist/packs/popup-overlay.js) holding the display rules; loaded only when the page
 * has popup overlay settings and content.
 */
export const POPUP_OVERLAY_PACK = 'popup-overlay';

/** The lazy pack (dist/packs/popup-overlay-dialog.js) holding the dialog; loaded only when it shows. */
export const POPUP_OVERLAY_DIALOG_PACK = 'popup-overlay-dialog';

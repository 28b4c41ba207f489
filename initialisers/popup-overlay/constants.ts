/** Mobile is up to 432 px wide (runtime.md section 2, responsive breakpoints; src/lib/device.ts). */
export { MOBILE_QUERY as MOBILE_MEDIA_QUERY } from '../../src/lib/device';

/** The overlay the platform renders into the page, hidden until the runtime shows it. */
export const OVERLAY_SELECTOR = '.sqs-popup-overlay';
/** The platform's own close link inside the overlay; the dialog brings its own close button. */
export const SERVER_CLOSE_SELECTOR = '.sqs-popup-overlay-close';

/**
 * The one local storage entry that holds the record, named as the platform names it: its
 * published list of what a site stores lists `squarespace-popup-overlay` (localStorage,
 * persistent, "Prevents the promotional pop-up from displaying if a visitor dismisses it"; seen on
 * https://whatflorencedidnext.com/cookie-policy and https://amoranaturals.com/cookie-policy), and
 * scripts that reset the pop-up write that entry (tcdent/squarespace-promotional-popup-onclick,
 * embed.js). Inside it the record keeps the spec's keys (widgets.md section 3): `date-closed`,
 * `version`, `submitted`. A visitor who closed the overlay on the platform's page keeps that.
 */
export const OVERLAY_STORAGE_KEY = 'squarespace-popup-overlay';

/** Where earlier versions of this runtime kept the record: read once, then removed. */
export const PREVIOUS_STORAGE_PREFIX = 'sr-popup-overlay:';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** displayFrequency: once closed, never show again (runtime.md sections 3 and 9). */
export const NEVER_AGAIN = -1;

/**
 * A form inside the overlay dispatches this bubbling event after a successful submission (the
 * runtime's form blocks submit without reloading the page); it counts as the visitor's sign-up.
 */
export { FORM_SUBMITTED_EVENT } from '../../src/lib/form-submitted-event';

/**
 * The lazy pack (dist/packs/popup-overlay.js) holding the display rules; loaded only when the page
 * has popup overlay settings and content.
 */
export const POPUP_OVERLAY_PACK = 'popup-overlay';

/** The lazy pack (dist/packs/popup-overlay-dialog.js) holding the dialog; loaded only when it shows. */
export const POPUP_OVERLAY_DIALOG_PACK = 'popup-overlay-dialog';

// Every visitor-facing string of the runtime, quoted from ../shared/spec. Placeholders in braces are
// filled by `formatMessage`. Each section is its own export, imported as a namespace
// (`import * as strings`), so a bundle keeps only the sections it reads: the core carries the few
// it shows itself, and each pack carries its own.

export const request = {
  notJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  unauthorized: 'Unauthorized request.',
  internal: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
  trackingFailed: 'Error tracking event: HTTP Status {code}',
} as const;

export const systemError = {
  cleanedTitle: 'Something Went Wrong!',
  cleanedMessage: 'The exception has been logged and reported.',
  networkMessage: 'Unable to connect to the product. Please try again.',
  genericTitle: 'Error',
  reload: 'Reload Page',
  clear: 'Clear',
} as const;

export const dialog = {
  close: 'Close',
  ok: 'OK',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;

export const logout = {
  title: 'Logout Successful',
  message: 'You have been successfully logged out.',
} as const;

// initialisers/cart: the cart indicator's spoken labels (widgets.md section 4).
export const cartIndicator = {
  one: 'One item in cart',
  many: '{count} items in cart',
  overCap: 'More than 100 items in cart',
  noQuantity: 'Cart',
} as const;

export const checkout = {
  noCartCookie:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
} as const;

export const form = {
  submitting: 'Submitting…',
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  noKey: 'Could not get a form submission key, please try again later.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  invalid: 'One or more fields is invalid, please check your entries.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  characterLimit: 'You have exceeded the character limit.',
  emailInvalid:
    'Email address is not valid. Email addresses should follow the format user@domain.com.',
  // Not in the spec (section 5 gives no zip code message).
  zipCodeInvalid: 'Zip code is not valid. A US zip code has exactly 5 digits.',
  status401: 'Unable to submit form. Please try again later.',
  status404: 'This form has not been configured yet.',
  status429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  status500: 'Unable to send form. Please try again later.',
  /** An empty value in the summary of a submission (runtime.md section 3). */
  summaryEmpty: 'N/A',
  // Not in the spec: names the summary shown after a submission when the form has no message.
  summaryLabel: 'Your submission',
} as const;

// src/ui: row labels of the system-error overlay's generic variant (widgets.md §8: it "shows the
// URL, format and error text").
export const systemErrorDetails = {
  url: 'URL',
  format: 'Format',
  error: 'Details',
} as const;

export const animation = {
  play: 'Play animation',
  pause: 'Pause animation',
} as const;

// blocks/menu: accessible name of the tab list that switches between a menu block's menus (not
// in the spec; the a11y checklist asks for a labelled tablist).
export const menuBlock = {
  tablistLabel: 'Menus',
} as const;

// controllers/: names of the template's phone-menu and header buttons where the server's markup
// gives none (7.1 headers carry their own "Open Menu" / "Close Menu" texts, which win).
export const navigation = {
  openMenu: 'Open Menu',
  closeMenu: 'Close Menu',
  search: 'Search',
  social: 'Social links',
} as const;

// initialisers/cookie-banner: the defaults of the banner's texts (widgets.md §5 says missing
// texts fall back to defaults but does not show them) and its accessible names.
export const cookieBanner = {
  text: 'This site uses cookies to improve your experience.',
  accept: 'Accept',
  decline: 'Decline',
  label: 'Cookie consent',
  previewNotice: 'Preview: your choice is not saved.',
} as const;

// initialisers/popup-overlay, announcement-bar, mobile-info-bar: names of the dialog, landmarks
// and controls they draw (not in the spec; the a11y checklist asks for labelled regions).
export const popupOverlay = {
  /** Names the overlay's dialog when its content has no heading. */
  label: 'Popup',
} as const;

export const announcementBar = {
  label: 'Announcement',
  close: 'Close announcement',
} as const;

export const mobileInfoBar = {
  label: 'Contact information',
  email: 'Email',
  call: 'Call',
  location: 'Location',
  hours: 'Hours',
} as const;

// initialisers/site-user-session: why SiteRuntime.accounts.signIn / signOut refuse before any
// request, and the failure when the answer carries no session token (not in the spec).
export const accounts = {
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  notSignedIn: 'You are not signed in.',
  signInFailed: 'Sign-in failed. Please try again.',
} as const;

// Labels of enumeration values (src/enums): content status, product workflow, likert scale.
export const enumLabels = {
  contentStatus: {
    scheduled: 'Scheduled',
    needsReview: 'Needs Review',
    draft: 'Draft',
    private: 'Private',
  },
  workflow: {
    available: 'Available',
    scheduled: 'Scheduled',
    hidden: 'Hidden',
    unsupported: 'Unsupported',
  },
  likert: {
    stronglyDisagree: 'Strongly Disagree',
    disagree: 'Disagree',
    neutral: 'Neutral',
    agree: 'Agree',
    stronglyAgree: 'Strongly Agree',
  },
} as const;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

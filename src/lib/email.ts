// The email field rule (runtime.md section 5; lengths from section 9): the value is trimmed; empty
// passes only when the field is optional; otherwise it needs a local part, '@', a dotted domain
// ending in a 2–4 letter top-level part, and 3 to 256 characters.

import * as strings from '../i18n/strings';
import type { Parsed } from './parsed';

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

// Deliberately loose: the platform checks again on submit, and refusing a real address loses the
// visitor's entry. Whitespace, control characters and RFC 5322 specials cannot appear unquoted.
const LOCAL_PART = String.raw`[^\s\p{Cc}@()<>,;:\\"\[\]]+`;
// Letters, digits, combining marks and hyphens in any script, so internationalised domains pass.
const DOMAIN_LABEL = String.raw`[\p{L}\p{N}\p{M}-]+`;
// The spec's "2–4 letter" top-level part: ASCII letters, so .museum or punycode TLDs fail.
const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,4}$`, 'u');

export interface EmailFieldOptions {
  /** An empty value fails a required field and passes an optional one. */
  required: boolean;
}

/**
 * Checks an email field's value. Ok with the trimmed value ('' for an empty optional field), or
 * an error with the message to show the visitor. Lengths count UTF-16 code units, like the
 * browser's maxlength. null and undefined count as empty; other non-strings are invalid.
 */
export function validateEmailField(value: unknown, options: EmailFieldOptions): Parsed<string> {
  if (value != null && typeof value !== 'string') {
    return { ok: false, error: strings.form.emailInvalid };
  }
  const email = (value ?? '').trim();
  if (email === '') {
    return options.required
      ? { ok: false, error: strings.accounts.emailRequired }
      : { ok: true, value: '' };
  }
  // The length check comes first so the pattern never runs on huge input.
  const valid =
    email.length >= EMAIL_MIN_LENGTH &&
    email.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(email);
  return valid ? { ok: true, value: email } : { ok: false, error: strings.form.emailInvalid };
}

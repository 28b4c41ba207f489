// The US zip code rule (runtime.md section 5): exactly 5 digits.

import * as strings from '../i18n/strings';
import type { Parsed } from './parsed';

// ASCII digits only: full-width or Arabic-Indic digits fail. (JavaScript's \d is ASCII-only even
// with the u flag; [0-9] just says so.) ZIP+4 ("12345-6789") is not 5 digits and fails too.
const ZIP_CODE_PATTERN = /^[0-9]{5}$/;

/**
 * Checks a US zip code. Surrounding whitespace is trimmed first (visitors paste " 12345 ") and
 * the ok value is the 5 trimmed digits; anything else, empty included, gets the visitor-facing
 * error. Whether an empty optional field may pass is the caller's call.
 */
export function validateUsZipCode(value: unknown): Parsed<string> {
  const zip = typeof value === 'string' ? value.trim() : '';
  return ZIP_CODE_PATTERN.test(zip)
    ? { ok: true, value: zip }
    : { ok: false, error: strings.form.zipCodeInvalid };
}

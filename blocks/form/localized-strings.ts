// The labels and validation messages of the form pack. A 7.1 form component carries them in
// `script.sqs-form-block-localized-strings` (in the site's language); these defaults are the
// English values the platform serves there (../shared/real-pages/contact-form-7.1-2026.html), for
// markup that carries none (7.0 form blocks, newsletter blocks). They stay in the pack, out of the
// core's strings table. The spec's own form messages are in src/i18n/strings.ts.
import { isRecord } from '../../src/lib/coerce';

export const DEFAULT_FORM_STRINGS = {
  address: {
    address1: 'Address 1',
    address2: 'Address 2',
    city: 'City',
    country: 'Country',
    stateProvince: 'State/Province',
    zipPostalCode: 'Zip/Postal Code',
  },
  date: { day: 'Day', dd: 'DD', mm: 'MM', month: 'Month', year: 'Year', yyyy: 'YYYY' },
  email: { required: '(required)', signUp: 'Sign up for news and updates' },
  likert: {
    agree: 'Agree',
    disagree: 'Disagree',
    neutral: 'Neutral',
    stronglyAgree: 'Strongly Agree',
    stronglyDisagree: 'Strongly Disagree',
  },
  name: { firstName: 'First Name', lastName: 'Last Name' },
  phone: {
    areaCode: 'Area Code',
    country: 'Country',
    line: 'Line',
    number: 'Number',
    prefix: 'Prefix',
  },
  required: '(required)',
  submit: 'Submit',
  time: {
    am: 'AM',
    amPm: 'AM/PM',
    hour: 'Hour',
    minute: 'Minute',
    pm: 'PM',
    second: 'Second',
  },
  validation: {
    invalidCurrency: 'Currency value should be formatted like 1234 or 123.99.',
    invalidDate: 'This is not a real date.',
    invalidPassword: 'Passwords should not contain whitespace.',
    invalidTwitterUsername: 'Must be a valid X username.',
    invalidUnsignedNumber: 'Numbers must contain only digits and no other characters.',
    invalidUrl: 'Must be a valid URL.',
    noValidSelection: 'A valid selection must be made.',
    required: '{0} is required.',
    missingRequiredSubfields: '{0} is missing required subfields: {1}',
  },
};

export type FormStrings = typeof DEFAULT_FORM_STRINGS;

/**
 * The defaults with every string the page gives in their place. Only known keys are taken, and
 * only strings: a missing, mistyped or unknown entry keeps its default.
 */
export function mergeFormStrings(raw: unknown): FormStrings {
  return mergeInto(DEFAULT_FORM_STRINGS, raw) as FormStrings;
}

function mergeInto(defaults: Record<string, unknown>, raw: unknown): Record<string, unknown> {
  const given = isRecord(raw) ? raw : {};
  const merged: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    if (typeof fallback === 'string') {
      merged[key] = typeof value === 'string' && value.trim() !== '' ? value : fallback;
    } else {
      merged[key] = mergeInto(fallback as Record<string, unknown>, value);
    }
  }
  return merged;
}

/** Fills the platform's `{0}`, `{1}` placeholders. */
export function fillPlaceholders(template: string, ...values: string[]): string {
  return template.replace(/\{(\d)\}/g, (whole, index: string) => values[Number(index)] ?? whole);
}

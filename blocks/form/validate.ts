// Checks a form before it is sent (spec runtime.md §5): required fields, the email rule and
// message, the textarea character limit, the US zip code of a US address; the other checks use
// the platform's own messages (localized strings). Each failing field gets one message.
import * as strings from '../../src/i18n/strings';
import { validateEmailField } from '../../src/lib/email';
import { validateUsZipCode } from '../../src/lib/zip-code';
import {
  asParts,
  asText,
  DATE_PARTS,
  hasValue,
  isBlank,
  NAME_PARTS,
  type FieldValue,
  type FormValues,
} from './field-values';
import { fillPlaceholders } from './localized-strings';
import type { FormField, FormModel } from './model';
import { partLabel } from './part-labels';
import { ownValue, setOwn } from '../../src/lib/own-keys';

export type FieldErrors = Record<string, string>;

const UNSIGNED_NUMBER = /^[0-9]+$/;
const CURRENCY = /^[0-9]+(\.[0-9]{1,2})?$/;
const TWITTER_USERNAME = /^@?[A-Za-z0-9_]{1,15}$/;

/** The characters a textarea holds, as its counter shows them (UTF-16 units, like maxlength). */
export function characterCount(value: string): number {
  return value.length;
}

function isWebsite(text: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return /^https?:$/.test(url.protocol) && /\.[^.]+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** A real calendar date: month 1–12, a day that month has, a four-digit year. */
export function isRealDate(month: string, day: string, year: string): boolean {
  if (![month, day, year].every((part) => UNSIGNED_NUMBER.test(part))) return false;
  if (year.length !== 4) return false;
  const [m, d, y] = [Number(month), Number(day), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Which parts a required compound field needs. */
function requiredParts(field: FormField, model: FormModel): string[] {
  switch (field.type) {
    case 'name':
      return [...NAME_PARTS];
    case 'address':
      return model.formats.addressParts.filter((p) => p.required).map((p) => p.identifier);
    case 'phone':
      return model.formats.phoneParts.map((part) => part.identifier);
    case 'date':
      return [...DATE_PARTS];
    case 'time':
      return ['Hour', 'Minute'];
    default:
      return [];
  }
}

function checkFormat(field: FormField, value: FieldValue | undefined, model: FormModel) {
  const messages = model.strings.validation;
  const text = asText(value).trim();
  switch (field.type) {
    case 'email': {
      const result = validateEmailField(asText(value), { required: false });
      return result.ok ? null : result.error;
    }
    case 'textarea':
      return field.maxLength > 0 && characterCount(asText(value)) > field.maxLength
        ? strings.form.characterLimit
        : null;
    case 'number':
      return text === '' || UNSIGNED_NUMBER.test(text) ? null : messages.invalidUnsignedNumber;
    case 'currency':
      return text === '' || CURRENCY.test(text) ? null : messages.invalidCurrency;
    case 'website':
      return text === '' || isWebsite(text) ? null : messages.invalidUrl;
    case 'twitter':
      return text === '' || TWITTER_USERNAME.test(text) ? null : messages.invalidTwitterUsername;
    case 'password':
      return /\s/.test(asText(value)) ? messages.invalidPassword : null;
    case 'date': {
      const parts = asParts(value);
      if (isBlank(value)) return null;
      return isRealDate(
        parts.Month?.trim() ?? '',
        parts.Day?.trim() ?? '',
        parts.Year?.trim() ?? '',
      )
        ? null
        : messages.invalidDate;
    }
    case 'address': {
      const parts = asParts(value);
      const zip = parts.Zip?.trim() ?? '';
      const country = parts.Country?.trim() || model.formats.addressCountry;
      if (zip === '' || country !== 'US') return null;
      const result = validateUsZipCode(zip);
      return result.ok ? null : result.error;
    }
    default:
      return null;
  }
}

/** The message for one field, or null when it may be sent as it is. */
export function validateField(
  field: FormField,
  value: FieldValue | undefined,
  model: FormModel,
): string | null {
  if (!hasValue(field) || field.type === 'hidden') return null;
  const messages = model.strings.validation;
  if (field.required && isBlank(value)) {
    return fillPlaceholders(messages.required, field.title);
  }
  if (field.required && field.type === 'likert') {
    const answered = asParts(value);
    if (field.options.some((statement) => (ownValue(answered, statement) ?? '') === '')) {
      return fillPlaceholders(messages.required, field.title);
    }
  }
  const parts = requiredParts(field, model);
  if (field.required && parts.length > 0) {
    const given = asParts(value);
    const missing = parts.filter((name) => (ownValue(given, name) ?? '').trim() === '');
    if (missing.length > 0) {
      return fillPlaceholders(
        messages.missingRequiredSubfields,
        field.title,
        missing.map((name) => partLabel(field, name, model)).join(', '),
      );
    }
  }
  return checkFormat(field, value, model);
}

/** Field id to message for every field that fails, in the form's order. */
export function validateForm(model: FormModel, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of model.fields) {
    const message = validateField(field, ownValue(values, field.id), model);
    if (message !== null) setOwn(errors, field.id, message);
  }
  return errors;
}

/**
 * A form with a captcha must have it completed (spec runtime.md §5): the spec's message, or null
 * when the form has no captcha or the visitor completed it.
 */
export function validateCaptcha(model: FormModel, token: string | null): string | null {
  return model.captcha && !token ? strings.form.captchaIncomplete : null;
}

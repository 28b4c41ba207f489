// What a visitor has entered, per field id, and how it is sent. Parts of compound fields (name,
// phone, address, date, time) are kept by name while editing and sent as the platform's ordered
// lists (spec runtime.md §3, "Form submission"): name (First, Last), phone (Country, Areacode,
// Prefix, Line), address (Line1, Line2, City, State, Zip, Country), date (Month, Day, Year), time
// (Hour, Minute, Second, Ampm).
import type { FormField, FormModel } from './model';
import { ownValue, setOwn } from '../../src/lib/own-keys';

export type PartValues = Record<string, string>;
export type FieldValue = string | string[] | PartValues;
export type FormValues = Record<string, FieldValue>;

export const NAME_PARTS = ['First', 'Last'] as const;
export const ADDRESS_PARTS = ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'] as const;
export const DATE_PARTS = ['Month', 'Day', 'Year'] as const;
export const TIME_PARTS = ['Hour', 'Minute', 'Second', 'Ampm'] as const;
/** The phone country part; the number parts are named by the format (`1`, `2`, `3`). */
export const PHONE_COUNTRY = 'Country';

/** Field types that carry no value of their own. */
export function hasValue(field: FormField): boolean {
  return field.type !== 'section';
}

/** What a field holds when the visitor has not touched it. */
export function emptyValue(field: FormField, query: URLSearchParams): FieldValue {
  switch (field.type) {
    case 'checkbox':
      return [];
    case 'name':
    case 'phone':
    case 'address':
    case 'date':
    case 'time':
    case 'likert':
      return {};
    case 'hidden': {
      // A hidden field takes its value from the URL query when its name matches a query key.
      const fromQuery = query.get(field.key || field.title);
      return fromQuery ?? field.value;
    }
    default:
      return '';
  }
}

export function initialValues(model: FormModel, query: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const field of model.fields)
    if (hasValue(field)) setOwn(values, field.id, emptyValue(field, query));
  return values;
}

export function asText(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function asParts(value: FieldValue | undefined): PartValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

export function asList(value: FieldValue | undefined): string[] {
  return Array.isArray(value) ? value : [];
}

/** True when the visitor has entered nothing in the field (spaces count as nothing). */
export function isBlank(value: FieldValue | undefined): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value === undefined) return true;
  return Object.values(value).every((part) => part.trim() === '');
}

function ordered(parts: PartValues, names: readonly string[]): string[] {
  return names.map((name) => (ownValue(parts, name) ?? '').trim());
}

/** The value of one field as SaveFormSubmission's `form` JSON carries it. */
export function submittedValue(field: FormField, value: FieldValue | undefined, model: FormModel) {
  const parts = asParts(value);
  switch (field.type) {
    case 'name':
      return ordered(parts, NAME_PARTS);
    case 'address':
      return ordered(parts, ADDRESS_PARTS);
    case 'date':
      return ordered(parts, DATE_PARTS);
    case 'time':
      return ordered(parts, TIME_PARTS);
    case 'phone': {
      const numberParts = ordered(
        parts,
        model.formats.phoneParts.map((part) => part.identifier),
      );
      // A phone with 3 parts is prefixed by an empty part (the country code it does not show).
      const country = field.showCountryCode ? (parts[PHONE_COUNTRY] ?? '').trim() : '';
      return numberParts.length === 3 ? [country, ...numberParts] : numberParts;
    }
    case 'likert':
      return { ...parts };
    case 'checkbox':
      return asList(value);
    default:
      return asText(value).trim();
  }
}

/** Field id to submitted value, for every field that carries one. */
export function submittedForm(model: FormModel, values: FormValues): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const field of model.fields) {
    if (hasValue(field)) {
      setOwn(form, field.id, submittedValue(field, ownValue(values, field.id), model));
    }
  }
  return form;
}

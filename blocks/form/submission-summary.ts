// The spec's summary of a submission (runtime.md section 3, "Summary form fields"): each field's
// title with what was sent, the parts of compound fields in the spec's order: name (First, Last),
// phone (Country, Areacode, Prefix, Line), address (Line1, Line2, City, State, Zip, Country), date
// (Month, Day, Year), time (Hour, Minute, Second, Ampm), a likert answer per statement, the ticked
// checkbox options. Empty values show N/A. How the parts are joined is not in the spec: with the
// separators people write them with (a space, a comma, a slash, a colon).
import { LikertAnswer } from '../../src/enums/forms';
import * as strings from '../../src/i18n/strings';
import { ownValue } from '../../src/lib/own-keys';
import {
  ADDRESS_PARTS,
  asList,
  asParts,
  asText,
  DATE_PARTS,
  hasValue,
  NAME_PARTS,
  PHONE_COUNTRY,
  TIME_PARTS,
  type FieldValue,
  type FormValues,
} from './field-values';
import type { FormField, FormModel } from './model';

export interface SummaryRow {
  fieldId: string;
  title: string;
  /** One line per value: one for most fields, one per statement for a likert field. */
  lines: string[];
}

/** What an empty value shows (runtime.md section 3). */
export const EMPTY_SUMMARY_VALUE = strings.form.summaryEmpty;

/** Field types a summary leaves out: a hidden field was never shown, a password is never echoed. */
const NOT_SUMMARISED: ReadonlySet<string> = new Set(['hidden', 'password', 'section']);

function orEmpty(text: string): string {
  return text.trim() === '' ? EMPTY_SUMMARY_VALUE : text;
}

function joined(parts: Record<string, string>, names: readonly string[], separator: string) {
  return names
    .map((name) => (ownValue(parts, name) ?? '').trim())
    .filter((part) => part !== '')
    .join(separator);
}

function timeText(parts: Record<string, string>): string {
  const clock = joined(parts, TIME_PARTS.slice(0, 3), ':');
  const half = (ownValue(parts, 'Ampm') ?? '').trim();
  return [clock, half].filter((part) => part !== '').join(' ');
}

/** The phone's parts in the spec's order: the country code, then the number's own parts. */
function phoneText(field: FormField, parts: Record<string, string>, model: FormModel): string {
  const names = model.formats.phoneParts.map((part) => part.identifier);
  return joined(parts, field.showCountryCode ? [PHONE_COUNTRY, ...names] : names, ' ');
}

/** A likert answer's label in the form's language; what was sent when it is no answer code. */
function likertText(answer: string, model: FormModel): string {
  const labels = model.strings.likert;
  const byName: Record<string, string> = {
    STRONGLY_DISAGREE: labels.stronglyDisagree,
    DISAGREE: labels.disagree,
    NEUTRAL: labels.neutral,
    AGREE: labels.agree,
    STRONGLY_AGREE: labels.stronglyAgree,
  };
  const name = answer.trim() === '' ? undefined : LikertAnswer.nameOf(Number(answer));
  return name === undefined ? answer : (ownValue(byName, name) ?? answer);
}

/** The lines one field shows in the summary. */
export function summaryLines(
  field: FormField,
  value: FieldValue | undefined,
  model: FormModel,
): string[] {
  const parts = asParts(value);
  switch (field.type) {
    case 'name':
      return [orEmpty(joined(parts, NAME_PARTS, ' '))];
    case 'phone':
      return [orEmpty(phoneText(field, parts, model))];
    case 'address':
      return [orEmpty(joined(parts, ADDRESS_PARTS, ', '))];
    case 'date':
      return [orEmpty(joined(parts, DATE_PARTS, '/'))];
    case 'time':
      return [orEmpty(timeText(parts))];
    case 'likert':
      return field.options.map(
        (statement) =>
          `${statement}: ${orEmpty(likertText(ownValue(parts, statement) ?? '', model))}`,
      );
    case 'checkbox':
      return [orEmpty(asList(value).join(', '))];
    default:
      return [orEmpty(asText(value).trim())];
  }
}

/** The summary of a form's values: every field a visitor filled in or could have. */
export function submissionSummary(model: FormModel, values: FormValues): SummaryRow[] {
  return model.fields
    .filter((field) => hasValue(field) && !NOT_SUMMARISED.has(field.type))
    .map((field) => ({
      fieldId: field.id,
      title: field.title,
      lines: summaryLines(field, ownValue(values, field.id), model),
    }));
}

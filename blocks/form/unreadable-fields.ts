// Before a submission is built, each value must read as its field says: text for a text field, a
// list of the field's own options for checkboxes, one of its options for a radio or select, named
// parts for compound fields, a -2 to 2 answer to the field's own statements for a likert field.
// A value that does not (a choice kept in this tab from before the owner changed the options,
// say: the visitor sees nothing chosen, yet it would be sent) is not sent: the form says "Could
// not parse the form fields, please check your entries." (runtime.md section 8) and marks it.
import { LikertAnswer } from '../../src/enums/forms';
import { ownValue, setOwn } from '../../src/lib/own-keys';
import { hasValue, type FieldValue, type FormValues } from './field-values';
import type { FormField, FormModel } from './model';
import type { FieldErrors } from './validate';

const isText = (value: unknown): value is string => typeof value === 'string';

function isParts(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isText)
  );
}

/** True when `value` can be sent as `field` says (no value at all is sent as an empty one). */
export function isReadableValue(field: FormField, value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  switch (field.type) {
    case 'checkbox':
      return (
        Array.isArray(value) &&
        value.every((choice) => isText(choice) && field.options.includes(choice))
      );
    case 'radio':
    case 'select':
      return isText(value) && (value === '' || field.options.includes(value));
    case 'likert':
      return (
        isParts(value) &&
        Object.entries(value).every(
          ([statement, answer]) =>
            field.options.includes(statement) &&
            (answer === '' || LikertAnswer.has(Number(answer))),
        )
      );
    case 'name':
    case 'phone':
    case 'address':
    case 'date':
    case 'time':
      return isParts(value);
    default:
      return isText(value);
  }
}

/** The fields whose values cannot be sent, each with the form's "valid selection" message. */
export function unreadableFields(model: FormModel, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of model.fields) {
    if (!hasValue(field)) continue;
    if (!isReadableValue(field, ownValue(values, field.id))) {
      setOwn(errors, field.id, model.strings.validation.noValidSelection);
    }
  }
  return errors;
}

// Values that cannot be sent as their fields say (a choice the form no longer offers, a value of
// the wrong shape) are found before anything is sent (runtime.md section 8: "Could not parse the
// form fields, please check your entries.").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialValues,
  type FieldValue,
  type FormValues,
} from '../../../../blocks/form/field-values';
import type { FormModel } from '../../../../blocks/form/model';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { isReadableValue, unreadableFields } from '../../../../blocks/form/unreadable-fields';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';

function visitForm(): FormModel {
  const model = readFormBlock(
    loadBlockFixture('form-block-7.0', 'block-yui_3_17_2_1_1600000000000_2000'),
  );
  document.body.innerHTML = '';
  return model;
}

const idOf = (model: FormModel, type: string) =>
  model.fields.find((field) => field.type === type)?.id ?? '';

describe('values that cannot be sent', () => {
  it('a fresh form and every choice the form offers can be sent', () => {
    const model = visitForm();
    const values = initialValues(model, new URLSearchParams('campaign=spring'));
    expect(unreadableFields(model, values)).toEqual({});
    expect(
      unreadableFields(model, {
        ...values,
        [idOf(model, 'radio')]: '3-4',
        [idOf(model, 'checkbox')]: ['Tastings'],
        [idOf(model, 'select')]: 'Search',
        [idOf(model, 'likert')]: { 'I would come again': '2', 'The staff were helpful': '-2' },
      }),
    ).toEqual({});
  });

  it('a choice the form no longer offers is marked with the form’s own message', () => {
    const model = visitForm();
    const values = initialValues(model, new URLSearchParams());
    const errors = unreadableFields(model, {
      ...values,
      [idOf(model, 'radio')]: '10 or more',
      [idOf(model, 'checkbox')]: ['Tours', 'Cellar'],
      [idOf(model, 'likert')]: { 'Parking was easy': '1' },
    });
    expect(errors).toEqual({
      [idOf(model, 'radio')]: 'A valid selection must be made.',
      [idOf(model, 'checkbox')]: 'A valid selection must be made.',
      [idOf(model, 'likert')]: 'A valid selection must be made.',
    });
  });

  it('a value of the wrong shape for its field cannot be sent', () => {
    const model = visitForm();
    const field = (type: string) => model.fields.find((candidate) => candidate.type === type);
    expect(isReadableValue(field('name')!, 'Ada Lovelace')).toBe(false);
    expect(isReadableValue(field('email')!, ['ada@example.com'])).toBe(false);
    expect(isReadableValue(field('likert')!, { 'I would come again': '5' })).toBe(false);
    expect(isReadableValue(field('checkbox')!, 'Tours')).toBe(false);
  });

  it('marks exactly the fields whose values fail, for any values', () => {
    const model = visitForm();
    const anyValue: fc.Arbitrary<FieldValue> = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('1-2', 'Tours', 'Search', '2', '-3'),
      fc.array(fc.constantFrom('Tours', 'Tastings', 'Cellar'), { maxLength: 3 }),
      fc.dictionary(
        fc.constantFrom('First', 'The staff were helpful', 'I would come again', 'Other'),
        fc.constantFrom('', '0', '2', '-2', '3', 'x'),
      ),
    );
    fc.assert(
      fc.property(
        fc
          .subarray(model.fields.map((field) => field.id))
          .chain((ids) => fc.tuple(...ids.map((id) => fc.tuple(fc.constant(id), anyValue))))
          .map((entries): FormValues => Object.fromEntries(entries)),
        (values) => {
          const errors = unreadableFields(model, values);
          for (const field of model.fields) {
            const marked = Object.hasOwn(errors, field.id);
            if (field.type === 'section') expect(marked).toBe(false);
            else expect(marked).toBe(!isReadableValue(field, values[field.id]));
          }
        },
      ),
    );
  });
});

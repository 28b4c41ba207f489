// Each field type's rule and each compound field's parts, one field at a time (spec runtime.md
// §3 and §5): what a visitor sees under a field, and what the platform receives. Found unchecked
// by mutation testing (npm run mutate -- form); validate-and-submit.test.ts has the whole-form flow.
import { describe, expect, it } from 'vitest';
import {
  initialValues,
  isBlank,
  submittedValue,
  type FieldValue,
} from '../../../../blocks/form/field-values';
import type { FormField, FormModel } from '../../../../blocks/form/model';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { validateField, validateForm } from '../../../../blocks/form/validate';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import * as strings from '../../../../src/i18n/strings';

/** The 7.0 visit form: every field type, a 3-part US phone and a US address format. */
const visitForm = (): FormModel =>
  readFormBlock(loadBlockFixture('form-block-7.0', 'block-yui_3_17_2_1_1600000000000_2000'));

/** The visit form's field of `type` (its first field made one if it has none), with `changes`. */
function fieldOf(model: FormModel, type: FormField['type'], changes: Partial<FormField> = {}) {
  const field = model.fields.find((candidate) => candidate.type === type) ?? {
    ...(model.fields[0] as FormField),
    type,
  };
  return { ...field, ...changes };
}

/** The message a visitor sees under a field of `type` holding `value`, or null. */
function messageFor(
  type: FormField['type'],
  value: FieldValue | undefined,
  changes: Partial<FormField> = {},
) {
  const model = visitForm();
  return validateField(fieldOf(model, type, changes), value, model);
}

const REQUIRED = { required: true };
const OPTIONAL = { required: false };

describe('field rules (spec runtime.md §5)', () => {
  it('names a required field left empty, whatever its kind of value', () => {
    const blank: Array<[FormField['type'], FieldValue]> = [
      ['text', '  '],
      ['checkbox', []],
      ['name', { First: ' ', Last: '' }],
      ['likert', {}],
    ];
    expect(
      blank.map(([type, value]) => messageFor(type, value, { ...REQUIRED, title: 'It' })),
    ).toEqual(blank.map(() => 'It is required.'));
  });

  it('needs every statement of a required likert field answered', () => {
    const likert = { ...REQUIRED, title: 'Visit', options: ['Clean', 'Friendly'] };
    expect(messageFor('likert', { Clean: '2' }, likert)).toBe('Visit is required.');
    expect(messageFor('likert', { Clean: '2', Friendly: '' }, likert)).toBe('Visit is required.');
    expect(messageFor('likert', { Clean: '2', Friendly: '1' }, likert)).toBeNull();
  });

  it('never checks a hidden field or a section', () => {
    expect(messageFor('hidden', '', REQUIRED)).toBeNull();
    expect(messageFor('section', undefined, REQUIRED)).toBeNull();
  });

  it('names the missing parts of a required compound field, blank parts included', () => {
    expect(messageFor('name', { First: 'Ada', Last: '  ' }, { ...REQUIRED, title: 'Name' })).toBe(
      'Name is missing required subfields: Last Name',
    );
    expect(messageFor('date', { Month: '5' }, { ...REQUIRED, title: 'Date' })).toBe(
      'Date is missing required subfields: Day, Year',
    );
    expect(messageFor('time', { Hour: '10' }, { ...REQUIRED, title: 'Time' })).toBe(
      'Time is missing required subfields: Minute',
    );
    expect(messageFor('time', { Minute: '30' }, { ...REQUIRED, title: 'Time' })).toBe(
      'Time is missing required subfields: Hour',
    );
    expect(messageFor('time', { Hour: '10', Minute: '30' }, REQUIRED)).toBeNull();
    expect(messageFor('phone', { '1': '555' }, { ...REQUIRED, title: 'Phone' })).toBe(
      'Phone is missing required subfields: Prefix, Line',
    );
    // Only the address parts its format marks required: Line2 may stay empty.
    expect(
      messageFor(
        'address',
        { Line1: '1 Main St', Zip: '10001' },
        { ...REQUIRED, title: 'Address' },
      ),
    ).toBe('Address is missing required subfields: City, State/Province');
    expect(
      messageFor(
        'address',
        { Line1: '1 Main St', City: 'NY', State: 'NY', Zip: '10001' },
        REQUIRED,
      ),
    ).toBeNull();
  });

  it('takes real calendar dates only, with a four-digit year, parts trimmed', () => {
    const invalid = visitForm().strings.validation.invalidDate;
    const date = (Month: string, Day: string, Year: string) =>
      messageFor('date', { Month, Day, Year }, OPTIONAL);
    expect(date('2', '29', '2024')).toBeNull();
    expect(date(' 12 ', ' 31 ', ' 2026 ')).toBeNull();
    expect(
      [
        date('2', '29', '2023'), // not a leap year
        date('4', '31', '2026'), // April has 30 days
        date('13', '1', '2026'),
        date('0', '1', '2026'),
        date('5', '1', '26'),
        date('5', '1', '20260'),
        date('5', 'x', '2026'),
        date('5', '', '2026'), // a part left out of an optional date
        date('-5', '1', '2026'),
        messageFor('date', { Month: '5', Year: '2026' }, OPTIONAL), // a part never entered
      ].every((message) => message === invalid),
    ).toBe(true);
    expect(date('', '', '')).toBeNull();
  });

  it('checks numbers, currency, websites, X usernames and passwords by their rules', () => {
    const v = visitForm().strings.validation;
    const cases: Array<[FormField['type'], string, string | null]> = [
      ['number', '120', null],
      ['number', ' 120 ', null],
      ['number', '1', null],
      ['number', '12a', v.invalidUnsignedNumber],
      ['number', '-1', v.invalidUnsignedNumber],
      ['currency', '12', null],
      ['currency', '12.5', null],
      ['currency', '12.50', null],
      ['currency', '12.505', v.invalidCurrency],
      ['currency', '$12', v.invalidCurrency],
      ['website', 'example.com', null],
      ['website', 'https://www.example.com/a?b', null],
      ['website', 'HTTP://EXAMPLE.COM', null],
      ['website', 'example.com/login?next=https://example.com/', null],
      ['website', 'ftp://example.com', v.invalidUrl],
      ['website', 'x-1://example.com', v.invalidUrl],
      ['website', 'localhost', v.invalidUrl],
      ['website', 'http://', v.invalidUrl],
      ['twitter', '@ada_l', null],
      ['twitter', 'ada_l', null],
      ['email', '', null],
      ['email', 'ada@example', strings.form.emailInvalid],
      ['twitter', 'ada l', v.invalidTwitterUsername],
      ['password', 'correct-horse', null],
      ['password', 'correct horse', v.invalidPassword],
      ['password', ' ', v.invalidPassword],
    ];
    expect(cases.map(([type, value]) => messageFor(type, value, OPTIONAL))).toEqual(
      cases.map(([, , message]) => message),
    );
  });

  it('checks the zip code of a US address only, the format country by default', () => {
    const address = (parts: Record<string, string>) => messageFor('address', parts, OPTIONAL);
    expect(address({ Zip: '1234' })).toBe(strings.form.zipCodeInvalid);
    expect(address({ Zip: ' 10001 ' })).toBeNull();
    expect(address({ Zip: '1234', Country: ' US ' })).toBe(strings.form.zipCodeInvalid);
    expect(address({ Zip: 'SW1A 1AA', Country: 'GB' })).toBeNull();
    expect(address({ Zip: '  ' })).toBeNull();
  });

  it('lists the message of each failing field, in the form order', () => {
    const model = visitForm();
    const number = fieldOf(model, 'number');
    const currency = fieldOf(model, 'currency');
    expect(validateForm(model, { ...initialValues(model, new URLSearchParams()) })).not.toEqual({});
    const errors = validateForm(
      { ...model, fields: [number, currency] },
      { [number.id]: 'x', [currency.id]: 'y' },
    );
    expect(Object.keys(errors)).toEqual([number.id, currency.id]);
  });
});

describe('field values (spec runtime.md §3)', () => {
  it('starts each field empty in its own shape; a hidden one from the URL query', () => {
    const model = visitForm();
    const hiddenByKey = { ...fieldOf(model, 'hidden'), id: 'h1', key: 'utm', title: 'Source' };
    const hiddenByTitle = { ...hiddenByKey, id: 'h2', key: '', title: 'campaign' };
    const hiddenDefault = { ...hiddenByKey, id: 'h3', key: 'none', value: 'direct' };
    const shapes = (
      ['text', 'checkbox', 'name', 'phone', 'address', 'date', 'time', 'likert'] as const
    ).map((type) => fieldOf(model, type === 'text' ? 'text' : type));
    const values = initialValues(
      {
        ...model,
        fields: [...shapes, fieldOf(model, 'section'), hiddenByKey, hiddenByTitle, hiddenDefault],
      },
      new URLSearchParams('?utm=newsletter&campaign=spring'),
    );
    expect(values).toEqual({
      ...Object.fromEntries(
        shapes.map((field) => [
          field.id,
          field.type === 'text' ? '' : field.type === 'checkbox' ? [] : {},
        ]),
      ),
      h1: 'newsletter',
      h2: 'spring',
      h3: 'direct',
    });
  });

  it('counts a field as blank when it holds only spaces, in every part', () => {
    expect([
      isBlank('  '),
      isBlank([]),
      isBlank({ First: ' ', Last: '' }),
      isBlank(undefined),
    ]).toEqual([true, true, true, true]);
    expect([isBlank(' a'), isBlank(['']), isBlank({ First: ' ', Last: 'L' })]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('sends compound fields as the platform lists, each part trimmed and in order', () => {
    const model = visitForm();
    const send = (type: FormField['type'], value: FieldValue, changes: Partial<FormField> = {}) =>
      submittedValue(fieldOf(model, type, changes), value, model);
    expect(
      send('address', {
        Country: 'US',
        Zip: ' 10001 ',
        State: 'NY',
        City: 'New York',
        Line2: '',
        Line1: ' 1 Main St',
      }),
    ).toEqual(['1 Main St', '', 'New York', 'NY', '10001', 'US']);
    expect(send('time', { Ampm: 'PM', Second: '', Minute: '05', Hour: ' 3' })).toEqual([
      '3',
      '05',
      '',
      'PM',
    ]);
    expect(send('name', { Last: ' Lovelace ', First: 'Ada' })).toEqual(['Ada', 'Lovelace']);
    // A part never entered is sent empty; a text field trimmed; a checkbox never touched, none.
    expect(send('name', { First: 'Ada' })).toEqual(['Ada', '']);
    expect(send('text', '  Hello  ')).toBe('Hello');
    expect(submittedValue(fieldOf(model, 'checkbox'), undefined, model)).toEqual([]);
    // A 3-part phone starts with its country part: shown, or empty when the field hides it.
    const phone = { Country: ' 44 ', '1': '20', '2': '7946', '3': '0000' };
    expect(send('phone', phone, { showCountryCode: true })).toEqual(['44', '20', '7946', '0000']);
    expect(send('phone', phone, { showCountryCode: false })).toEqual(['', '20', '7946', '0000']);
  });

  it('sends a phone of another layout without the country part', () => {
    const model = visitForm();
    const twoParts = {
      ...model,
      formats: { ...model.formats, phoneParts: model.formats.phoneParts.slice(0, 2) },
    };
    const phone = fieldOf(twoParts, 'phone', { showCountryCode: true });
    expect(submittedValue(phone, { Country: '44', '1': '20', '2': '79460000' }, twoParts)).toEqual([
      '20',
      '79460000',
    ]);
  });
});

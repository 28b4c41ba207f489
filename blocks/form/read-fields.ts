// Reads `formFields` and `formFieldFormats` of the platform's form JSON (7.1 context script, 7.0
// data-block-json) into the form model. Free text from the page is kept as text; unknown field
// types are dropped (the platform renders nothing for them either).
import { FormFieldType } from '../../src/enums/forms';
import { asArray, asBoolean, asNumberIn, asRecord, asString, isRecord } from '../../src/lib/coerce';
import { FIELD_PART_LENGTH, TEXT_LENGTH } from '../../src/lib/markup-limits';
import type { Country, FieldFormats, FormatPart, FormField } from './model';

function readOptions(value: unknown): string[] {
  return asArray(value)
    .map((option) => (isRecord(option) ? asString(option.value ?? option.title) : asString(option)))
    .filter((option) => option !== '');
}

export function readField(raw: unknown): FormField | null {
  if (!isRecord(raw)) return null;
  const type = raw.type;
  const id = asString(raw.id).trim();
  if (!FormFieldType.has(type) || id === '') return null;
  return {
    id,
    type,
    title: asString(raw.title),
    description: asString(raw.description),
    placeholder: asString(raw.placeholder),
    required: asBoolean(raw.required),
    options: readOptions(raw.options),
    currencySymbol: asString(raw.currencySymbol, '$'),
    showCountryCode: asBoolean(raw.showCountryCode),
    maxLength: Math.floor(asNumberIn(raw.maxLength, TEXT_LENGTH, 0)),
    key: asString(raw.key),
    value: asString(raw.value),
    underline: asBoolean(raw.underline),
  };
}

/** Every usable field, each id once (a repeated id would mix two fields' values). */
export function readFields(raw: unknown): FormField[] {
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const entry of asArray(raw)) {
    const field = readField(entry);
    if (field && !seen.has(field.id)) {
      seen.add(field.id);
      fields.push(field);
    }
  }
  return fields;
}

function readPart(raw: unknown): FormatPart | null {
  if (!isRecord(raw)) return null;
  const identifier = asString(raw.identifier);
  return {
    kind: raw.type === 'FIELD' ? 'field' : 'separator',
    identifier,
    label: asString(raw.label),
    required: asBoolean(raw.required),
    length: Math.floor(asNumberIn(raw.length, FIELD_PART_LENGTH, 0)),
    autocomplete: asString(asRecord(raw.metadata).autocomplete),
  };
}

function readParts(format: unknown): FormatPart[] {
  return asArray(asRecord(format).fields)
    .map(readPart)
    .filter((part): part is FormatPart => part !== null);
}

/** The US phone layout the platform uses when a form carries no format: (123) 456-7890. */
const DEFAULT_PHONE_PARTS: FormatPart[] = [
  { kind: 'field', identifier: '1', label: '1', required: false, length: 3, autocomplete: '' },
  { kind: 'field', identifier: '2', label: '2', required: false, length: 3, autocomplete: '' },
  { kind: 'field', identifier: '3', label: '3', required: false, length: 14, autocomplete: '' },
];

const DEFAULT_ADDRESS_PARTS: FormatPart[] = [
  ['Line1', true, 'address-line1'],
  ['Line2', false, 'address-line2'],
  ['City', true, 'address-level2'],
  ['State', true, 'address-level1'],
  ['Zip', true, 'postal-code'],
].map(([identifier, required, autocomplete]) => ({
  kind: 'field' as const,
  identifier: identifier as string,
  label: '',
  required: required as boolean,
  length: 0,
  autocomplete: autocomplete as string,
}));

function readCountries(raw: unknown): Country[] {
  return asArray(raw)
    .filter(isRecord)
    .map((country) => ({
      name: asString(country.name),
      code: asString(country.code),
      phoneCode: asString(country.phoneCode),
    }))
    .filter((country) => country.name !== '' && country.code !== '');
}

export function readFormats(raw: unknown): FieldFormats {
  const formats = asRecord(raw);
  const phoneParts = readParts(formats.initialPhoneFormat).filter((part) => part.kind === 'field');
  const addressParts = readParts(formats.initialAddressFormat).filter(
    (part) => part.kind === 'field' && part.identifier !== '',
  );
  return {
    phoneParts: phoneParts.length > 0 ? phoneParts : DEFAULT_PHONE_PARTS,
    addressParts: addressParts.length > 0 ? addressParts : DEFAULT_ADDRESS_PARTS,
    addressCountry: asString(asRecord(formats.initialAddressFormat).country, 'US'),
    phoneCountry: asString(asRecord(formats.initialPhoneFormat).country, 'US'),
    countries: readCountries(formats.countries),
    familyNameFirst: formats.initialNameOrder === 'FAMILY_FIRST',
  };
}

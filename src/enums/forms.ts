import * as strings from '../i18n/strings';
import { defineEnum, type EnumCode, type EnumName } from './define-enum';

/** Form-builder field types (widgets.md section 3). */
export const FormFieldType = defineEnum({
  TEXT: 'text',
  TEXTAREA: 'textarea',
  EMAIL: 'email',
  NUMBER: 'number',
  WEBSITE: 'website',
  CURRENCY: 'currency',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  DATE: 'date',
  TIME: 'time',
  NAME: 'name',
  ADDRESS: 'address',
  PHONE: 'phone',
  SECTION: 'section',
  RADIO: 'radio',
  CHECKBOX: 'checkbox',
  SELECT: 'select',
  LIKERT: 'likert',
  HIDDEN: 'hidden',
});
export type FormFieldType = EnumCode<typeof FormFieldType>;

export type FormFieldProperty =
  | 'description'
  | 'placeholder'
  | 'required'
  | 'currencySymbol'
  | 'showCountryCode'
  | 'underline'
  | 'options'
  | 'key'
  | 'value'
  | 'maxLength';

const plain = ['description', 'placeholder', 'required'] as const;
const described = ['description', 'required'] as const;
const withOptions = ['description', 'options', 'required'] as const;

const propertiesByType: Readonly<Record<FormFieldType, readonly FormFieldProperty[]>> = {
  text: plain,
  textarea: plain,
  email: plain,
  number: plain,
  website: plain,
  currency: ['description', 'currencySymbol', 'required'],
  password: described,
  twitter: described,
  date: described,
  time: described,
  name: described,
  address: described,
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: withOptions,
  checkbox: withOptions,
  select: withOptions,
  likert: withOptions,
  hidden: ['key', 'value'],
};

/**
 * The properties an editor can set on a field type; a textarea also gets maxLength when the vanilla
 * form handler feature is on. An unknown type has none.
 */
export function editablePropertiesOf(
  type: unknown,
  { vanillaFormHandler = false }: { vanillaFormHandler?: boolean } = {},
): readonly FormFieldProperty[] {
  if (!FormFieldType.has(type)) return [];
  const properties = propertiesByType[type];
  return type === 'textarea' && vanillaFormHandler ? [...properties, 'maxLength'] : properties;
}

/** Fieldsets of the form model (editor). */
export const FormFieldset = defineEnum({
  BUILD: 1,
  STORAGE: 2,
  ADVANCED: 3,
  CAPTCHA: 4,
  DISCLAIMER: 5,
});
export type FormFieldset = EnumCode<typeof FormFieldset>;

/** Likert answers, from strongly disagree (-2) to strongly agree (2). */
export const LikertAnswer = defineEnum({
  STRONGLY_DISAGREE: -2,
  DISAGREE: -1,
  NEUTRAL: 0,
  AGREE: 1,
  STRONGLY_AGREE: 2,
});
export type LikertAnswer = EnumCode<typeof LikertAnswer>;

const likertLabels = strings.enumLabels.likert;
const labelByAnswer: Readonly<Record<EnumName<typeof LikertAnswer>, string>> = {
  STRONGLY_DISAGREE: likertLabels.stronglyDisagree,
  DISAGREE: likertLabels.disagree,
  NEUTRAL: likertLabels.neutral,
  AGREE: likertLabels.agree,
  STRONGLY_AGREE: likertLabels.stronglyAgree,
};

/** The label of a likert answer code; undefined for anything else (callers coerce strings first). */
export function likertLabel(answer: unknown): string | undefined {
  const name = LikertAnswer.nameOf(answer);
  return name === undefined ? undefined : labelByAnswer[name];
}

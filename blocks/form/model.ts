// The one model every form markup is read into (7.1 form components, 7.0 form blocks, newsletter
// blocks in both versions), so one component and one submission flow serve them all.
import type { FormFieldType } from '../../src/enums/forms';
import type { FormStrings } from './localized-strings';

/** A part of a phone or address format: an input, or a separator between inputs. */
export interface FormatPart {
  kind: 'field' | 'separator';
  /** `1`, `2`, `3` for phone parts; `Line1`, `City`, `Zip`… for address parts. */
  identifier: string;
  label: string;
  required: boolean;
  /** Maximum length; 0 when unlimited. */
  length: number;
  /** The `autocomplete` token from the format metadata, '' when it gives none. */
  autocomplete: string;
}

export interface Country {
  name: string;
  code: string;
  phoneCode: string;
}

/** `formFieldFormats` of the 7.1 context: how phone, address and name fields are laid out. */
export interface FieldFormats {
  phoneParts: FormatPart[];
  addressParts: FormatPart[];
  /** Country of the address format (US: the zip code rule applies). */
  addressCountry: string;
  phoneCountry: string;
  countries: Country[];
  familyNameFirst: boolean;
}

export interface FormField {
  id: string;
  type: FormFieldType;
  title: string;
  /** Platform-rendered HTML or plain text; shown as text. */
  description: string;
  placeholder: string;
  required: boolean;
  /** radio, checkbox, select: the choices; likert: the statements. */
  options: string[];
  currencySymbol: string;
  showCountryCode: boolean;
  /** textarea: the character limit, 0 for none. */
  maxLength: number;
  /** hidden: the field's key (matched against the URL query) and its value. */
  key: string;
  value: string;
  underline: boolean;
}

export interface FormModel {
  /** `newsletter` changes the general message on server field errors (spec runtime.md §5). */
  kind: 'form' | 'newsletter';
  formId: string;
  collectionId: string;
  objectName: string;
  formName: string;
  fields: FormField[];
  submitButtonText: string;
  /** HTML shown after a successful submission, as the JSON has it (FormView sanitises it). */
  successHtml: string;
  successRedirect: string;
  /** HTML under the fields, as the JSON has it (FormView sanitises it). */
  disclaimerHtml: string;
  /**
   * The form's captcha; `reserved` when the server's own markup already holds its container, so
   * its room is kept from the first paint (elsewhere it opens once the visitor starts on the form).
   */
  captcha: { theme: number; alignment: number; reserved: boolean } | null;
  isOverlayForm: boolean;
  /** Show the First Name / Last Name labels of name fields. */
  firstLastNameLabels: boolean;
  formats: FieldFormats;
  strings: FormStrings;
}

// Form blocks (definition `form`): the 7.1 `website.components.form` component (data-block-type
// 1337) carries its form in `<script type="application/json" class="sqs-form-block-context">`,
// with `script.sqs-form-block-design-fields` and `script.sqs-form-block-localized-strings` beside
// it; the 7.0 form block (data-block-type 9) carries the same keys in `data-block-json`, or (saved
// before the platform added either) only its server form, read by ./read-form-markup.ts.
// Keys read: formId, collectionId, objectName, formName, formFields, formSubmitButtonText,
// formSubmissionMessage{html}, successRedirect, disclaimerMessage{html}, captchaEnabled,
// captchaTheme, captchaAlignment, isFirstLastNameShowEnabled, formFieldFormats, isOverlayForm.
import { asBoolean, asNumber, asRecord, asString, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { DEFAULT_FORM_STRINGS, mergeFormStrings } from './localized-strings';
import type { FormModel } from './model';
import { readFields, readFormats } from './read-fields';
import { handlerValue, readMarkupFields } from './read-form-markup';

/** Where a popup overlay puts its form (the overlay's markup). */
const OVERLAY_SELECTOR = '.sqs-popup-overlay';

function scriptJson(element: HTMLElement, className: string, what: string): unknown {
  const script = element.querySelector(`script.${className}`);
  if (!script) return undefined;
  try {
    return JSON.parse(script.textContent ?? '') as unknown;
  } catch (error) {
    throw new BlockSkip(
      `Form ${what} (script.${className}) is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A server-drawn form (older 7.0 form blocks carry nothing else). */
const SERVER_FORM_SELECTOR = 'form[data-form-id]';

/**
 * The form JSON of either markup; null when the block carries none but its server form; a
 * BlockSkip saying why when it has neither.
 */
function readFormJson(element: HTMLElement): Record<string, unknown> | null {
  const context = scriptJson(element, 'sqs-form-block-context', 'context');
  const raw = context === undefined ? readBlockJson(element) : context;
  if (!isRecord(raw)) throw new BlockSkip('Form context is not an object');
  if (context === undefined && !('formFields' in raw)) {
    if (element.querySelector(SERVER_FORM_SELECTOR)) return null;
    throw new BlockSkip(
      'Form block has no form context (script.sqs-form-block-context, data-block-json or form[data-form-id])',
    );
  }
  return raw;
}

/** A 7.0 form block with only its server markup (see ./read-form-markup.ts). */
function readServerForm(element: HTMLElement): FormModel {
  const form = element.querySelector<HTMLFormElement>(SERVER_FORM_SELECTOR) as HTMLFormElement;
  const formId = (form.getAttribute('data-form-id') ?? '').trim();
  if (formId === '') throw new BlockSkip('Form has an empty data-form-id');
  const fields = readMarkupFields(form);
  if (fields.length === 0) throw new BlockSkip('Form has no field with an input');
  const handler = form.getAttribute('onsubmit') ?? '';
  const submit = form.querySelector<HTMLInputElement | HTMLButtonElement>(
    'input[type="submit"], button[type="submit"], button:not([type])',
  );
  const submitText =
    submit instanceof HTMLInputElement ? submit.value : (submit?.textContent ?? '');
  const formats = readFormats(undefined);
  return {
    kind: 'form',
    formId,
    collectionId: handlerValue(handler, 'collectionId'),
    objectName: handlerValue(handler, 'objectName') || element.id,
    formName: '',
    fields,
    submitButtonText: submitText.trim() || DEFAULT_FORM_STRINGS.submit,
    // Platform-rendered, as a context's formSubmissionMessage is.
    successHtml: form.querySelector('.form-submission-text')?.innerHTML.trim() ?? '',
    successRedirect: (form.getAttribute('data-success-redirect') ?? '').trim(),
    disclaimerHtml: '',
    captcha: form.querySelector('.captcha-container')
      ? { theme: 1, alignment: 1, reserved: true }
      : null,
    isOverlayForm: element.closest(OVERLAY_SELECTOR) !== null,
    firstLastNameLabels: true,
    formats,
    strings: DEFAULT_FORM_STRINGS,
  };
}

export function readFormBlock(element: HTMLElement): FormModel {
  const raw = readFormJson(element);
  if (raw === null) return readServerForm(element);
  const formId = asString(raw.formId).trim();
  if (formId === '') throw new BlockSkip('Form context has no formId');
  if (!Array.isArray(raw.formFields)) throw new BlockSkip('Form context has no formFields list');
  const fields = readFields(raw.formFields);
  if (fields.length === 0) throw new BlockSkip('Form context has no field of a known type');
  const strings = mergeFormStrings(
    scriptJson(element, 'sqs-form-block-localized-strings', 'strings'),
  );
  return {
    kind: 'form',
    formId,
    collectionId: asString(raw.collectionId),
    objectName: asString(raw.objectName) || element.id,
    formName: asString(raw.formName),
    fields,
    submitButtonText: asString(raw.formSubmitButtonText).trim() || strings.submit,
    successHtml: asString(asRecord(raw.formSubmissionMessage).html),
    successRedirect: asString(raw.successRedirect).trim(),
    disclaimerHtml: asString(asRecord(raw.disclaimerMessage).html),
    captcha: asBoolean(raw.captchaEnabled)
      ? {
          theme: asNumber(raw.captchaTheme, 1),
          alignment: asNumber(raw.captchaAlignment, 1),
          reserved: element.querySelector('.captcha-container') !== null,
        }
      : null,
    isOverlayForm: asBoolean(raw.isOverlayForm) || element.closest(OVERLAY_SELECTOR) !== null,
    firstLastNameLabels: asBoolean(raw.isFirstLastNameShowEnabled, true),
    formats: readFormats(raw.formFieldFormats),
    strings,
  };
}

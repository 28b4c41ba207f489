// Form blocks (definition `form`): the 7.1 `website.components.form` component (data-block-type
// 1337) carries its form in `<script type="application/json" class="sqs-form-block-context">`,
// with `script.sqs-form-block-design-fields` and `script.sqs-form-block-localized-strings` beside
// it; the 7.0 form block (data-block-type 9) carries the same keys in `data-block-json`.
// Keys read: formId, collectionId, objectName, formName, formFields, formSubmitButtonText,
// formSubmissionMessage{html}, successRedirect, disclaimerMessage{html}, captchaEnabled,
// captchaTheme, captchaAlignment, isFirstLastNameShowEnabled, formFieldFormats, isOverlayForm.
import { asBoolean, asNumber, asRecord, asString, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { mergeFormStrings } from './localized-strings';
import type { FormModel } from './model';
import { readFields, readFormats } from './read-fields';

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

/** The form JSON of either markup, or a BlockSkip saying why there is none. */
function readFormJson(element: HTMLElement): Record<string, unknown> {
  const context = scriptJson(element, 'sqs-form-block-context', 'context');
  const raw = context === undefined ? readBlockJson(element) : context;
  if (!isRecord(raw)) throw new BlockSkip('Form context is not an object');
  if (context === undefined && !('formFields' in raw)) {
    throw new BlockSkip(
      'Form block has no form context (script.sqs-form-block-context or data-block-json)',
    );
  }
  return raw;
}

export function readFormBlock(element: HTMLElement): FormModel {
  const raw = readFormJson(element);
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
      ? { theme: asNumber(raw.captchaTheme, 1), alignment: asNumber(raw.captchaAlignment, 1) }
      : null,
    isOverlayForm: asBoolean(raw.isOverlayForm) || element.closest(OVERLAY_SELECTOR) !== null,
    firstLastNameLabels: asBoolean(raw.isFirstLastNameShowEnabled, true),
    formats: readFormats(raw.formFieldFormats),
    strings,
  };
}

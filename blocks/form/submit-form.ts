// One submission attempt (spec runtime.md §4 and §7): a fresh FormSubmissionKey, then
// SaveFormSubmission with the key, the form JSON and the form's own fields; the answer becomes an
// outcome the form shows. Failures never throw: the caller keeps every value and unlocks.
import { getFormSubmissionKey, saveFormSubmission, type FormSubmission } from '../../src/api/forms';
import type { CallOptions } from '../../src/api/call-options';
import * as strings from '../../src/i18n/strings';
import { asNonEmptyString, isRecord } from '../../src/lib/coerce';
import { isRequestError } from '../../src/request';
import type { FormValues } from './field-values';
import { submittedForm } from './field-values';
import type { FormModel } from './model';
import type { FieldErrors } from './validate';
import { setOwn } from '../../src/lib/own-keys';
import { createLogger } from '../../src/runtime/logger';

export type SubmitOutcome =
  | { ok: true }
  /** `message` for the whole form ('' when only fields speak); `fieldErrors` by field id. */
  | { ok: false; message: string; fieldErrors: FieldErrors };

export interface FormApi {
  getKey: (options: CallOptions) => Promise<string | null>;
  save: (submission: FormSubmission, options: CallOptions) => Promise<void>;
}

export const platformFormApi: FormApi = { getKey: getFormSubmissionKey, save: saveFormSubmission };

export interface SubmitOptions {
  captchaKey?: string;
  pageFields: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

// The form shows its own message: no system-error dialog on top of it.
const quiet = (): void => undefined;

const log = createLogger('form');

const processingFailure = (): SubmitOutcome => ({
  ok: false,
  message: strings.form.processingError,
  fieldErrors: {},
});

/** The spec's status map (runtime.md §8) for a failed SaveFormSubmission. */
export function failureOutcome(error: unknown, model: FormModel): SubmitOutcome {
  // An answer the form cannot read (a success status with a body that is not JSON): whether
  // the submission was saved is unknown, so the visitor reloads rather than sends it twice.
  if (isRequestError(error) && error.kind === 'parse') return processingFailure();
  if (!isRequestError(error)) {
    log.error('The form submission failed in the runtime itself', error);
    return processingFailure();
  }
  const { status, body } = error;
  if (status === 400 && Object.keys(error.fieldErrors).length > 0) {
    const known = new Set(model.fields.map((field) => field.id));
    const fieldErrors: FieldErrors = {};
    const unplaced: string[] = [];
    for (const [id, message] of Object.entries(error.fieldErrors)) {
      if (known.has(id)) setOwn(fieldErrors, id, message);
      else unplaced.push(message);
    }
    if (Object.keys(fieldErrors).length === 0) {
      return { ok: false, message: unplaced.join(' '), fieldErrors };
    }
    // Server field errors show above each field; the general message is the 'error above' one
    // unless the form is a newsletter form.
    return {
      ok: false,
      message: model.kind === 'newsletter' ? '' : strings.form.problemAbove,
      fieldErrors,
    };
  }
  const byStatus: Record<number, string> = {
    401: strings.form.status401,
    404: strings.form.status404,
    429: strings.form.status429,
    500: strings.form.status500,
  };
  const serverText = isRecord(body) ? asNonEmptyString(body.error, '') : '';
  return {
    ok: false,
    message: byStatus[status] ?? (serverText || strings.form.unknownError),
    fieldErrors: {},
  };
}

export async function submitForm(
  model: FormModel,
  values: FormValues,
  options: SubmitOptions,
  api: FormApi = platformFormApi,
): Promise<SubmitOutcome> {
  const call: CallOptions = { signal: options.signal, onFailure: quiet };
  let key: string | null;
  try {
    key = await api.getKey(call);
  } catch {
    key = null;
  }
  if (!key) return { ok: false, message: strings.form.noKey, fieldErrors: {} };
  try {
    await api.save(
      {
        key,
        form: submittedForm(model, values),
        ...(options.captchaKey === undefined ? {} : { captchaKey: options.captchaKey }),
        formId: model.formId,
        collectionId: model.collectionId,
        objectName: model.objectName,
        isOverlayForm: model.isOverlayForm,
        submitButtonText: model.submitButtonText,
        pageFields: options.pageFields,
      },
      call,
    );
    return { ok: true };
  } catch (error) {
    return failureOutcome(error, model);
  }
}

import { asString, isRecord } from '../lib/coerce';
import { request } from '../request';
import type { CallOptions } from './call-options';
import { API_ROOT } from './constants';

export interface FormSubmission {
  /** A fresh key from {@link getFormSubmissionKey}, one per attempt. */
  key: string;
  formId: string;
  collectionId: string;
  objectName: string;
  /** Field id to value; sent as a JSON string. */
  form: Record<string, unknown>;
  captchaKey?: string;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** Census and page fields sent alongside. */
  pageFields?: Record<string, string | number | boolean>;
}

/** POST /api/form/FormSubmissionKey. Resolves with the key, or null when the answer has none. */
export async function getFormSubmissionKey(options: CallOptions = {}): Promise<string | null> {
  const body = await request(`${API_ROOT}form/FormSubmissionKey`, { ...options, method: 'POST' });
  const key = isRecord(body) ? asString(body.key) : '';
  return key || null;
}

/**
 * POST /api/form/SaveFormSubmission. Failures reject with a RequestError: its status,
 * `fieldErrors` (field id to message) and `message` (the server's error text when it gave one).
 */
export async function saveFormSubmission(
  submission: FormSubmission,
  options: CallOptions = {},
): Promise<void> {
  const { form, pageFields, captchaKey, ...fields } = submission;
  await request(`${API_ROOT}form/SaveFormSubmission`, {
    ...options,
    method: 'POST',
    json: {
      ...pageFields,
      ...fields,
      form: JSON.stringify(form),
      ...(captchaKey === undefined ? {} : { captchaKey }),
    },
  });
}

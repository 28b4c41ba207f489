// Never lose input: what a visitor typed is kept in session storage per form (passwords never),
// restored after a reload or a failed submission, and cleared on success.
import type { FieldValue, FormValues } from './field-values';
import type { FormModel } from './model';
import { ownValue, setOwn } from '../../src/lib/own-keys';

const PREFIX = 'site-runtime:form:';

export function storageKey(model: FormModel, blockId: string): string {
  return `${PREFIX}${model.formId}:${blockId}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage blocked (privacy settings, sandboxed frame): nothing to keep.
  }
}

/** Same shape as the field's empty value: a string, a list of strings or named string parts. */
function sameShape(stored: unknown, empty: FieldValue): stored is FieldValue {
  if (typeof empty === 'string') return typeof stored === 'string';
  if (Array.isArray(empty)) {
    return Array.isArray(stored) && stored.every((item) => typeof item === 'string');
  }
  return (
    typeof stored === 'object' &&
    stored !== null &&
    !Array.isArray(stored) &&
    Object.values(stored).every((part) => typeof part === 'string')
  );
}

/** The fields' values, with what storage holds for this form in place of the empty ones. */
export function restoreValues(key: string, model: FormModel, values: FormValues): FormValues {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return values;
  }
  if (typeof stored !== 'object' || stored === null) return values;
  const restored = { ...values };
  for (const field of model.fields) {
    if (field.type === 'password' || field.type === 'hidden') continue;
    const value = ownValue(stored as Record<string, unknown>, field.id);
    const empty = ownValue(values, field.id);
    if (empty !== undefined && sameShape(value, empty)) setOwn(restored, field.id, value);
  }
  return restored;
}

export function storeValues(key: string, model: FormModel, values: FormValues): void {
  const kept: FormValues = {};
  for (const field of model.fields) {
    const value = ownValue(values, field.id);
    if (field.type !== 'password' && field.type !== 'hidden' && value !== undefined) {
      setOwn(kept, field.id, value);
    }
  }
  try {
    storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    // Quota exceeded or storage blocked: the values stay in the form.
  }
}

export function clearValues(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

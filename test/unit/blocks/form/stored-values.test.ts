// The draft a form keeps in session storage (blocks/form/stored-values.ts): each field's value in
// its own shape, never a password or a hidden value, and nothing that does not fit the form.
// drafts.test.tsx checks the same through the form a visitor types into.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialValues, type FormValues } from '../../../../blocks/form/field-values';
import type { FormField, FormModel } from '../../../../blocks/form/model';
import { readFormBlock } from '../../../../blocks/form/read-form';
import {
  clearValues,
  restoreValues,
  storageKey,
  storeValues,
} from '../../../../blocks/form/stored-values';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';

/** The 7.0 visit form with a password field: text, lists, parts, hidden and section fields. */
function visitForm(): FormModel {
  const model = readFormBlock(
    loadBlockFixture('form-block-7.0', 'block-yui_3_17_2_1_1600000000000_2000'),
  );
  const password: FormField = { ...(model.fields[0] as FormField), id: 'pw', type: 'password' };
  return { ...model, fields: [...model.fields, password] };
}

const idOf = (model: FormModel, type: FormField['type']) =>
  model.fields.find((field) => field.type === type)?.id ?? '';

const KEY = 'draft-key';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('form drafts in session storage', () => {
  it('are kept under a key of the runtime, the form and the block', () => {
    const model = visitForm();
    expect(storageKey(model, 'block-a')).toBe(`site-runtime:form:${model.formId}:block-a`);
  });

  it('give back every field in its shape, and keep what storage lacks as it was', () => {
    const model = visitForm();
    const empty = initialValues(model, new URLSearchParams('?source=ad'));
    const draft: FormValues = {
      [idOf(model, 'email')]: 'ada@example.com',
      [idOf(model, 'checkbox')]: ['Tours', 'Talks'],
      [idOf(model, 'name')]: { First: 'Ada', Last: 'Lovelace' },
    };
    storeValues(KEY, model, { ...empty, ...draft });
    const restored = restoreValues(KEY, model, empty);
    expect(restored).toEqual({ ...empty, ...draft });
  });

  it('never keep a password or a hidden value, nor give one back', () => {
    const model = visitForm();
    const hidden = idOf(model, 'hidden');
    const empty = initialValues(model, new URLSearchParams());
    storeValues(KEY, model, { ...empty, pw: 'secret words', [hidden]: 'from-a-link' });
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(
      Object.keys(empty)
        .filter((id) => id !== 'pw' && id !== hidden)
        .sort(),
    );
    sessionStorage.setItem(KEY, JSON.stringify({ pw: 'secret words', [hidden]: 'forged' }));
    const restored = restoreValues(KEY, model, empty);
    expect([restored.pw, restored[hidden]]).toEqual([empty.pw, empty[hidden]]);
  });

  it('ignore a stored value of another shape, and a field the form does not have', () => {
    const model = visitForm();
    const empty = initialValues(model, new URLSearchParams());
    const email = idOf(model, 'email');
    const checkbox = idOf(model, 'checkbox');
    const name = idOf(model, 'name');
    const section = idOf(model, 'section');
    const forged = [
      { [email]: ['ada@example.com'] },
      { [email]: 5 },
      { [checkbox]: 'Tours' },
      { [checkbox]: ['Tours', 3] },
      { [name]: ['Ada'] },
      { [name]: null },
      { [name]: 'Ada' },
      { [name]: { First: 'Ada', Last: 7 } },
      { [section]: 'x', unknown: 'y' },
    ];
    expect(forged).toHaveLength(9);
    const restored = forged.map((draft) => {
      sessionStorage.setItem(KEY, JSON.stringify(draft));
      return restoreValues(KEY, model, empty);
    });
    expect(restored).toEqual(forged.map(() => empty));
  });

  it('give nothing back from text that is not a draft', () => {
    const model = visitForm();
    const empty = initialValues(model, new URLSearchParams());
    const texts = ['{broken', 'null', '"text"', '42', 'true'];
    const restored = texts.map((text) => {
      sessionStorage.setItem(KEY, text);
      return restoreValues(KEY, model, empty);
    });
    expect(restored).toEqual(texts.map(() => empty));
  });

  it('are cleared after a successful submission', () => {
    const model = visitForm();
    storeValues(KEY, model, initialValues(model, new URLSearchParams()));
    clearValues(KEY);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('leave the form as it is when storage is blocked or full', () => {
    const model = visitForm();
    const empty = initialValues(model, new URLSearchParams());
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(restoreValues(KEY, model, empty)).toBe(empty);
    expect(() => storeValues(KEY, model, empty)).not.toThrow();
    expect(() => clearValues(KEY)).not.toThrow();
    blocked.mockRestore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => storeValues(KEY, model, empty)).not.toThrow();
  });
});

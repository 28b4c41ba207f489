// What a visitor typed survives a reload and a failed submission (session storage, per form and
// block), passwords excepted; a successful submission clears it. The browser test
// (test/e2e/forms.spec.ts) reloads a real page; these check the same in the form view itself.
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormView } from '../../../../blocks/form/FormView';
import type { FormField, FormModel } from '../../../../blocks/form/model';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { storageKey } from '../../../../blocks/form/stored-values';
import type { FormApi } from '../../../../blocks/form/submit-form';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { defaultContext } from '../../../../src/context/defaults';
import { StoreContext } from '../../../../src/store/hooks';
import { createRuntimeStore } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

serveFakeApi();

const PASSWORD = 'correct horse battery staple';

/** The 7.1 contact form (name, email, message) with a password field added, no captcha. */
function contactWithPassword(): FormModel {
  const model = readFormBlock(loadBlockFixture('form-contact-7.1', 'block-733d94d9d8dbb8092c16'));
  document.body.innerHTML = '';
  const [first] = model.fields as [FormField];
  const password: FormField = {
    ...first,
    id: 'password-1',
    type: 'password',
    title: 'Password',
    required: false,
  };
  return { ...model, captcha: null, fields: [...model.fields, password] };
}

function fakeApi(save: FormApi['save']): FormApi {
  return { getKey: vi.fn(() => Promise.resolve('key-1')), save: vi.fn(save) };
}

/** Renders the form as a page load would: a fresh view that reads session storage. */
function load(model: FormModel, api: FormApi, blockId = 'block-a') {
  const store = createRuntimeStore(defaultContext());
  const { container } = render(
    <StoreContext.Provider value={store}>
      <FormView model={model} blockId={blockId} signal={new AbortController().signal} api={api} />
    </StoreContext.Provider>,
  );
  const view = within(container);
  const field = (label: RegExp) => view.getByLabelText(label) as HTMLInputElement;
  return { container, view, field };
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Every value session storage holds, as one string. */
function everythingStored(): string {
  return Object.keys(sessionStorage)
    .map((key) => `${key}=${sessionStorage.getItem(key)}`)
    .join('\n');
}

async function submit(container: HTMLElement) {
  await act(async () => {
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    await Promise.resolve();
  });
}

describe('form drafts', () => {
  it('are restored after a reload, each in its own form, passwords never written', () => {
    const model = contactWithPassword();
    const api = fakeApi(() => Promise.resolve());
    const first = load(model, api);
    type(first.field(/^Name/), 'Ada');
    type(first.field(/^Email/), 'ada@example.com');
    type(first.field(/^Message/), 'Hello');
    type(first.field(/^Password/), PASSWORD);
    expect(first.field(/^Password/).value).toBe(PASSWORD);

    expect(JSON.parse(sessionStorage.getItem(storageKey(model, 'block-a')) ?? 'null')).toEqual({
      [model.fields[0]?.id as string]: 'Ada',
      [model.fields[1]?.id as string]: 'ada@example.com',
      [model.fields[2]?.id as string]: 'Hello',
    });
    expect(everythingStored()).not.toContain(PASSWORD);

    cleanup(); // the page goes away; session storage stays
    const reloaded = load(model, api);
    expect(reloaded.field(/^Name/).value).toBe('Ada');
    expect(reloaded.field(/^Email/).value).toBe('ada@example.com');
    expect(reloaded.field(/^Message/).value).toBe('Hello');
    expect(reloaded.field(/^Password/).value).toBe('');

    cleanup();
    const other = load(model, api, 'block-b');
    expect(other.field(/^Name/).value).toBe('');
  });

  it('never restore a password, even one another script stored', () => {
    const model = contactWithPassword();
    sessionStorage.setItem(
      storageKey(model, 'block-a'),
      JSON.stringify({ [model.fields[0]?.id as string]: 'Ada', 'password-1': PASSWORD }),
    );
    const { field } = load(
      model,
      fakeApi(() => Promise.resolve()),
    );
    expect(field(/^Name/).value).toBe('Ada');
    expect(field(/^Password/).value).toBe('');
  });

  it('outlive a failed submission and are cleared by a successful one', async () => {
    const model = contactWithPassword();
    const key = storageKey(model, 'block-a');
    let accept = false;
    const api = fakeApi(() =>
      accept ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch')),
    );
    const form = load(model, api);
    type(form.field(/^Name/), 'Ada');
    type(form.field(/^Email/), 'ada@example.com');
    type(form.field(/^Message/), 'Hello');

    await submit(form.container);
    await vi.waitFor(() => expect(form.view.getByRole('alert').textContent).not.toBe(''));
    expect(form.field(/^Message/).value).toBe('Hello');
    expect(sessionStorage.getItem(key)).toContain('Hello');

    accept = true;
    await submit(form.container);
    await vi.waitFor(() => expect(form.container.querySelector('form')).toBeNull());
    expect(sessionStorage.getItem(key)).toBeNull();

    cleanup();
    expect(load(model, api).field(/^Message/).value).toBe('');
  });
});

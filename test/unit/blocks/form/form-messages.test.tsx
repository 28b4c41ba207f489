// The form's messages and states a visitor meets around a submission (runtime.md sections 3, 4 and
// 8): an answer it cannot read shows "Error processing form submission. Please reload and try
// again.", values it cannot send show "Could not parse the form fields, please check your
// entries." before anything is sent, a form without a success message shows what it sent (N/A for
// empty values), and a successful submission is announced with a DOM event.
import { act, fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormView } from '../../../../blocks/form/FormView';
import type { FormModel } from '../../../../blocks/form/model';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { storageKey } from '../../../../blocks/form/stored-values';
import { requests, setFault } from '../../../../fixtures/api';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { defaultContext } from '../../../../src/context/defaults';
import * as strings from '../../../../src/i18n/strings';
import { FORM_SUBMITTED_EVENT } from '../../../../src/lib/form-submitted-event';
import { StoreContext } from '../../../../src/store/hooks';
import { createRuntimeStore } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

serveFakeApi();

function contactForm(): FormModel {
  const model = readFormBlock(loadBlockFixture('form-contact-7.1', 'block-733d94d9d8dbb8092c16'));
  document.body.innerHTML = '';
  return { ...model, captcha: null };
}

function visitForm(): FormModel {
  const model = readFormBlock(
    loadBlockFixture('form-block-7.0', 'block-yui_3_17_2_1_1600000000000_2000'),
  );
  document.body.innerHTML = '';
  return { ...model, captcha: null };
}

function load(model: FormModel, blockId = 'block-a') {
  const store = createRuntimeStore(defaultContext());
  const { container } = render(
    <StoreContext.Provider value={store}>
      <FormView model={model} blockId={blockId} signal={new AbortController().signal} />
    </StoreContext.Provider>,
  );
  return { container, view: within(container) };
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function submit(container: HTMLElement) {
  await act(async () => {
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    await Promise.resolve();
  });
}

function fillContact(view: ReturnType<typeof within>) {
  type(view.getByLabelText(/^Name/), 'Ada');
  type(view.getByLabelText(/^Email/), 'ada@example.com');
  type(view.getByLabelText(/^Message/), 'Hello');
}

const saves = () => requests().filter((entry) => entry.path === '/api/form/SaveFormSubmission');

describe('form messages', () => {
  it('an answer the form cannot read: "Error processing form submission…", every value kept', async () => {
    setFault({ path: '/api/form/SaveFormSubmission', fault: 'non-json', times: 1 });
    const { container, view } = load(contactForm());
    fillContact(view);
    await submit(container);
    const alert = await vi.waitFor(() => view.getByRole('alert'));
    expect(alert.textContent).toBe(strings.form.processingError);
    expect(alert.textContent).toBe(
      'Error processing form submission. Please reload and try again.',
    );
    expect((view.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
    expect(view.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('a choice the form no longer offers: "Could not parse the form fields…", nothing sent', async () => {
    const model = visitForm();
    const radio = model.fields.find((field) => field.type === 'radio')!;
    // This tab kept a choice from before the owner renamed the options.
    sessionStorage.setItem(
      storageKey(model, 'block-a'),
      JSON.stringify({ [radio.id]: '10 or more' }),
    );
    const { container, view } = load(model);
    type(view.getByLabelText(/^First Name/), 'Ada');
    type(view.getByLabelText(/^Last Name/), 'Lovelace');
    type(view.getByLabelText(/^Email/), 'ada@example.com');
    type(view.getByLabelText(/^Message/), 'Hello');
    await submit(container);
    const alert = view.getByRole('alert');
    expect(alert.textContent).toBe('Could not parse the form fields, please check your entries.');
    // The field says what to do, and focus goes to it.
    const item = container.querySelector(`[data-field-id="${radio.id}"]`)!;
    expect(item.textContent).toContain('A valid selection must be made.');
    expect(item.contains(document.activeElement)).toBe(true);
    expect(saves()).toEqual([]);

    // Choosing again sends the form.
    fireEvent.click(within(item as HTMLElement).getByLabelText('3-4'));
    await submit(container);
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
  });

  it('without a success message of its own, the form shows what it sent, N/A for empty values', async () => {
    const model = { ...visitForm(), successHtml: '' };
    const { container, view } = load(model);
    type(view.getByLabelText(/^First Name/), 'Ada');
    type(view.getByLabelText(/^Last Name/), 'Lovelace');
    type(view.getByLabelText(/^Email/), 'ada@example.com');
    fireEvent.click(view.getByLabelText('1-2'));
    fireEvent.click(view.getByLabelText('Tastings'));
    type(view.getByLabelText(/^Message/), 'Hello');
    await submit(container);
    const status = await vi.waitFor(() => view.getByRole('status'));
    expect(document.activeElement).toBe(status);
    const summary = within(status);
    expect(summary.getByText('Your submission')).toBeTruthy();
    const valueOf = (title: string) =>
      Array.from(summary.getByText(title).parentElement?.querySelectorAll('dd') ?? []).map(
        (dd) => dd.textContent,
      );
    expect(valueOf('Name')).toEqual(['Ada Lovelace']);
    expect(valueOf('Party size')).toEqual(['1-2']);
    expect(valueOf('Interests')).toEqual(['Tastings']);
    expect(valueOf('Phone')).toEqual(['N/A']);
    expect(valueOf('Your last visit')).toEqual([
      'The staff were helpful: N/A',
      'I would come again: N/A',
    ]);
    expect(summary.queryByText('campaign')).toBeNull();
  });

  it('with its own success message, the form shows that message and no summary', async () => {
    const { container, view } = load(visitForm());
    type(view.getByLabelText(/^First Name/), 'Ada');
    type(view.getByLabelText(/^Last Name/), 'Lovelace');
    type(view.getByLabelText(/^Email/), 'ada@example.com');
    fireEvent.click(view.getByLabelText('1-2'));
    type(view.getByLabelText(/^Message/), 'Hello');
    await submit(container);
    const status = await vi.waitFor(() => view.getByRole('status'));
    expect(status.textContent).toBe('Thank you! We will be in touch.');
  });

  it('announces a successful submission with a bubbling event, once', async () => {
    const heard: unknown[] = [];
    const listening = new AbortController();
    document.addEventListener(
      FORM_SUBMITTED_EVENT,
      (event) => heard.push((event as CustomEvent).detail),
      { signal: listening.signal },
    );
    const model = visitForm();
    const { container, view } = load(model);
    type(view.getByLabelText(/^First Name/), 'Ada');
    type(view.getByLabelText(/^Last Name/), 'Lovelace');
    type(view.getByLabelText(/^Email/), 'ada@example.com');
    fireEvent.click(view.getByLabelText('1-2'));
    type(view.getByLabelText(/^Message/), 'Hello');
    setFault({ path: '/api/form/SaveFormSubmission', fault: 500, times: 1 });
    await submit(container);
    await vi.waitFor(() =>
      expect(view.getByRole('alert').textContent).toBe(strings.form.status500),
    );
    expect(heard).toEqual([]);
    await submit(container);
    await vi.waitFor(() => expect(heard).toEqual([{ formId: model.formId }]));
    listening.abort();
  });
});

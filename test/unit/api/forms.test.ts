import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import { getFormSubmissionKey, saveFormSubmission, type FormSubmission } from '../../../src/api';
import { RequestError } from '../../../src/request';
import { serveFakeApi } from '../fixtures/serve-fake-api';

const server = serveFakeApi();

const CONTACT_FORM = '5f1c0c0ffee0c0ffee0c0001';
const NAME = 'name-yui_3_17_2_1_1600000000000_1001';
const EMAIL = 'email-yui_3_17_2_1_1600000000000_1002';
const MESSAGE = 'textarea-yui_3_17_2_1_1600000000000_1004';

function submission(key: string, form: Record<string, unknown>): FormSubmission {
  return {
    key,
    formId: CONTACT_FORM,
    collectionId: 'c1',
    objectName: 'page-section-1',
    form,
    isOverlayForm: false,
    submitButtonText: 'Send',
    pageFields: { pagePath: '/contact', pageTitle: 'Contact' },
  };
}

describe('form submission calls', () => {
  it('POSTs FormSubmissionKey with an empty body and resolves with the key', async () => {
    document.cookie = 'crumb=c1; path=/';
    const key = await getFormSubmissionKey();
    expect(key).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(requests()).toMatchObject([
      { method: 'POST', path: '/api/form/FormSubmissionKey', query: { crumb: 'c1' }, body: null },
    ]);
  });

  it('resolves null when the answer carries no key', async () => {
    server.use(http.post('*/api/form/FormSubmissionKey', () => HttpResponse.json({ key: '' })));
    await expect(getFormSubmissionKey()).resolves.toBeNull();
  });

  it('POSTs SaveFormSubmission as JSON with the form values as a JSON string', async () => {
    const key = (await getFormSubmissionKey()) ?? '';
    const values = { [NAME]: ['Ada', 'Lovelace'], [EMAIL]: 'ada@example.com', [MESSAGE]: 'Hello' };
    await saveFormSubmission({ ...submission(key, values), captchaKey: 'captcha-token' });
    const sent = requests({ path: '/api/form/SaveFormSubmission' })[0];
    expect(sent).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(sent?.body).toEqual({
      key,
      formId: CONTACT_FORM,
      collectionId: 'c1',
      objectName: 'page-section-1',
      form: JSON.stringify(values),
      captchaKey: 'captcha-token',
      isOverlayForm: false,
      submitButtonText: 'Send',
      pagePath: '/contact',
      pageTitle: 'Contact',
    });
  });

  it('leaves captchaKey out when there is no captcha', async () => {
    const key = (await getFormSubmissionKey()) ?? '';
    await saveFormSubmission(
      submission(key, { [NAME]: ['A', 'B'], [EMAIL]: 'a@b.co', [MESSAGE]: 'Hi' }),
    );
    expect(requests({ path: '/api/form/SaveFormSubmission' })[0]?.body).not.toHaveProperty(
      'captchaKey',
    );
  });

  it('rejects with the field errors of a 400 answer', async () => {
    const key = (await getFormSubmissionKey()) ?? '';
    const error: unknown = await saveFormSubmission(
      submission(key, { [NAME]: ['Ada', ''], [EMAIL]: 'invalid@', [MESSAGE]: '' }),
    ).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: {
        [EMAIL]: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        [MESSAGE]: 'Message is required.',
      },
    });
  });

  it('rejects a 429 with its status for the form’s own message', async () => {
    setFault({ path: '/api/form/SaveFormSubmission', fault: 429 });
    await expect(saveFormSubmission(submission('k', {}))).rejects.toMatchObject({ status: 429 });
  });
});

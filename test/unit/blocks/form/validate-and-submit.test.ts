import { describe, expect, it, vi } from 'vitest';
import { requests, setFault, TEST_CAPTCHA_TOKEN_PREFIX } from '../../../../fixtures/api';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { readNewsletterBlock } from '../../../../blocks/form/read-newsletter';
import { submitForm } from '../../../../blocks/form/submit-form';
import { submittedForm } from '../../../../blocks/form/field-values';
import { validateForm } from '../../../../blocks/form/validate';
import * as strings from '../../../../src/i18n/strings';
import { RequestError } from '../../../../src/request';
import type { FormSubmission } from '../../../../src/api/forms';
import type { CallOptions } from '../../../../src/api/call-options';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

serveFakeApi();

const NAME = 'text-b2b3f2b5-dbc1-4a23-bb68-4b0dee5e686c';
const EMAIL = 'email-yui_3_17_2_1_1694449577996_1161';
const MESSAGE = 'textarea-f027727e-5723-4c39-8114-feecd22e7530';

const contact = () =>
  readFormBlock(loadBlockFixture('form-contact-7.1', 'block-733d94d9d8dbb8092c16'));
const visitForm = () =>
  readFormBlock(loadBlockFixture('form-block-7.0', 'block-yui_3_17_2_1_1600000000000_2000'));
const id = (type: string) => visitForm().fields.find((f) => f.type === type)?.id ?? '';

describe('validation (spec runtime.md §5)', () => {
  it('names every empty required field and checks the email rule', () => {
    expect(validateForm(contact(), { [NAME]: ' ', [EMAIL]: 'ada@', [MESSAGE]: '' })).toEqual({
      [NAME]: 'Name is required.',
      [EMAIL]: strings.form.emailInvalid,
      [MESSAGE]: 'Message is required.',
    });
    expect(
      validateForm(contact(), { [NAME]: 'Ada', [EMAIL]: ' ada@example.com ', [MESSAGE]: 'Hi' }),
    ).toEqual({});
  });

  it('checks the character limit, dates, numbers, currency, urls, usernames and a US zip code', () => {
    const model = visitForm();
    const valid = {
      [id('name')]: { First: 'Ada', Last: 'Lovelace' },
      [id('email')]: 'ada@example.com',
      [id('radio')]: '1-2',
      [id('textarea')]: 'x'.repeat(500),
    };
    expect(validateForm(model, valid)).toEqual({});
    const errors = validateForm(model, {
      ...valid,
      [id('textarea')]: 'x'.repeat(501),
      [id('date')]: { Month: '2', Day: '30', Year: '2025' },
      [id('number')]: '12.5',
      [id('currency')]: '12.999',
      [id('website')]: 'not a site',
      [id('twitter')]: 'has space',
      [id('address')]: { Line1: '1 Main St', City: 'X', State: 'NY', Zip: '1234' },
    });
    expect(errors).toEqual({
      [id('textarea')]: strings.form.characterLimit,
      [id('date')]: 'This is not a real date.',
      [id('number')]: 'Numbers must contain only digits and no other characters.',
      [id('currency')]: 'Currency value should be formatted like 1234 or 123.99.',
      [id('website')]: 'Must be a valid URL.',
      [id('twitter')]: 'Must be a valid X username.',
      [id('address')]: strings.form.zipCodeInvalid,
    });
  });

  it('names the missing parts of a required compound field', () => {
    const errors = validateForm(visitForm(), { [id('name')]: { First: 'Ada' } });
    expect(errors[id('name')]).toBe('Name is missing required subfields: Last Name');
  });
});

describe('submitted values (spec runtime.md §3)', () => {
  it('sends compound fields as the platform lists, a 3-part phone after an empty country', () => {
    const model = visitForm();
    const form = submittedForm(model, {
      [id('name')]: { Last: 'Lovelace', First: 'Ada' },
      [id('phone')]: { '1': '555', '2': '123', '3': '4567' },
      [id('date')]: { Year: '2026', Month: '5', Day: '1' },
      [id('checkbox')]: ['Tours'],
      [id('likert')]: { 'I would come again': '2' },
      [id('hidden')]: 'spring',
    });
    expect(form[id('name')]).toEqual(['Ada', 'Lovelace']);
    expect(form[id('phone')]).toEqual(['', '555', '123', '4567']);
    expect(form[id('date')]).toEqual(['5', '1', '2026']);
    expect(form[id('checkbox')]).toEqual(['Tours']);
    expect(form[id('likert')]).toEqual({ 'I would come again': '2' });
    expect(form[id('hidden')]).toBe('spring');
    expect(form).not.toHaveProperty(id('section'));
  });
});

describe('the submission flow', () => {
  const values = { [NAME]: 'Ada', [EMAIL]: 'ada@example.com', [MESSAGE]: 'Hello' };
  const pageFields = { pagePath: '/contact' };
  // The contact form has a captcha: the fake platform wants a token of its test captcha.
  const captchaKey = `${TEST_CAPTCHA_TOKEN_PREFIX}unit`;

  it('gets a key, then saves with it and every field of the spec', async () => {
    await expect(submitForm(contact(), values, { pageFields, captchaKey })).resolves.toEqual({
      ok: true,
    });
    const sent = requests().filter((r) => r.path.startsWith('/api/form/'));
    expect(sent.map((r) => r.path)).toEqual([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    const key = requests({ path: '/api/form/SaveFormSubmission' })[0]?.body as Record<
      string,
      unknown
    >;
    expect(key).toMatchObject({
      formId: '69dab85b8f6fd04d770d7395',
      collectionId: '69dab85b8f6fd04d770d7397',
      objectName: 'block-733d94d9d8dbb8092c16',
      isOverlayForm: false,
      submitButtonText: 'Submit',
      pagePath: '/contact',
      form: JSON.stringify(values),
      captchaKey,
    });
    expect(typeof key.key).toBe('string');
  });

  it.each([
    [401, strings.form.status401],
    [404, strings.form.status404],
    [429, strings.form.status429],
    [500, strings.form.status500],
  ])('shows the status map message for %i', async (status, message) => {
    setFault({ path: '/api/form/SaveFormSubmission', fault: status });
    await expect(submitForm(contact(), values, { pageFields, captchaKey })).resolves.toEqual({
      ok: false,
      message,
      fieldErrors: {},
    });
  });

  it("shows the server's error text for any other status, else the unknown-error message", async () => {
    setFault({
      path: '/api/form/SaveFormSubmission',
      fault: 503,
      body: { error: 'Down for upkeep.' },
    });
    await expect(submitForm(contact(), values, { pageFields, captchaKey })).resolves.toMatchObject({
      message: 'Down for upkeep.',
    });
    setFault({ path: '/api/form/SaveFormSubmission', fault: 'network' });
    await expect(submitForm(contact(), values, { pageFields, captchaKey })).resolves.toMatchObject({
      message: strings.form.unknownError,
    });
  });

  it('puts 400 field errors on their fields with the error-above message', async () => {
    const outcome = await submitForm(
      contact(),
      { ...values, [EMAIL]: 'invalid@' },
      { pageFields, captchaKey },
    );
    expect(outcome).toEqual({
      ok: false,
      message: strings.form.problemAbove,
      fieldErrors: {
        [EMAIL]: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      },
    });
  });

  it('gives a newsletter form only its field errors', async () => {
    const model = readNewsletterBlock(
      loadBlockFixture('newsletter-7.1', 'block-a1a22474dc959a77b0a4'),
    );
    const field = model.fields[0]?.id ?? '';
    const outcome = await submitForm(model, { [field]: '' }, { pageFields });
    expect(outcome).toMatchObject({
      ok: false,
      message: '',
      fieldErrors: { [field]: 'Email Address is required.' },
    });
  });

  it('says it could not get a key when FormSubmissionKey fails, and saves nothing', async () => {
    setFault({ path: '/api/form/FormSubmissionKey', fault: 500 });
    await expect(submitForm(contact(), values, { pageFields, captchaKey })).resolves.toMatchObject({
      message: strings.form.noKey,
    });
    expect(requests({ path: '/api/form/SaveFormSubmission' })).toEqual([]);
  });
});

describe('the submission outcome, for each answer (spec runtime.md §7 and §8)', () => {
  const values = { [NAME]: 'Ada', [EMAIL]: 'ada@example.com', [MESSAGE]: 'Hello' };
  const pageFields = { pagePath: '/contact' };
  const url = '/api/form/SaveFormSubmission';

  /** A platform whose key call answers `key` and whose save fails with `error` (or succeeds). */
  function platform(key: string | null, error?: RequestError) {
    return {
      getKey: vi.fn((_options: CallOptions) => Promise.resolve(key)),
      save: vi.fn((_submission: FormSubmission, _options: CallOptions) =>
        error ? Promise.reject(error) : Promise.resolve(),
      ),
    };
  }
  const refused = (status: number, body: unknown, fieldErrors?: Record<string, string>) =>
    new RequestError({ kind: 'http', message: 'refused', url, status, body, fieldErrors });

  it('cancels both calls with the block and sends no captcha key when there is none', async () => {
    const api = platform('key-1');
    const signal = new AbortController().signal;
    await expect(submitForm(contact(), values, { pageFields, signal }, api)).resolves.toEqual({
      ok: true,
    });
    expect(api.getKey).toHaveBeenCalledWith(expect.objectContaining({ signal }));
    expect(api.save).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ signal }));
    expect(api.save.mock.calls[0]?.[0]).not.toHaveProperty('captchaKey');
  });

  it('fails with the no-key message when the key call gives none or throws', async () => {
    const noKey = { ok: false, message: strings.form.noKey, fieldErrors: {} };
    await expect(submitForm(contact(), values, { pageFields }, platform(null))).resolves.toEqual(
      noKey,
    );
    const throwing = { ...platform('x'), getKey: () => Promise.reject(new Error('down')) };
    await expect(submitForm(contact(), values, { pageFields }, throwing)).resolves.toEqual(noKey);
  });

  it('shows the server text of a 400 without field errors, else the unknown-error message', async () => {
    const send = (error: RequestError) =>
      submitForm(contact(), values, { pageFields }, platform('key', error));
    await expect(send(refused(400, { error: 'Form closed.' }))).resolves.toEqual({
      ok: false,
      message: 'Form closed.',
      fieldErrors: {},
    });
    await expect(send(refused(503, { error: '' }))).resolves.toMatchObject({
      message: strings.form.unknownError,
    });
  });

  it('places field errors on the fields it has; the others become the message', async () => {
    const send = (fieldErrors: Record<string, string>) =>
      submitForm(contact(), values, { pageFields }, platform('key', refused(400, {}, fieldErrors)));
    await expect(send({ gone: 'Field removed.', other: 'Try later.' })).resolves.toEqual({
      ok: false,
      message: 'Field removed. Try later.',
      fieldErrors: {},
    });
    await expect(send({ [EMAIL]: 'Taken.', gone: 'Field removed.' })).resolves.toEqual({
      ok: false,
      message: strings.form.problemAbove,
      fieldErrors: { [EMAIL]: 'Taken.' },
    });
  });
});

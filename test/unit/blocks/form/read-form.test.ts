import { describe, expect, it } from 'vitest';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { readNewsletterBlock } from '../../../../blocks/form/read-newsletter';
import { DEFAULT_FORM_STRINGS } from '../../../../blocks/form/localized-strings';
import { BlockSkip } from '../../../../src/runtime/types';

const CONTACT_BLOCK = 'block-733d94d9d8dbb8092c16';

function skipReason(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof BlockSkip) return error.message;
    throw error;
  }
  throw new Error('the reader did not skip');
}

describe('7.1 form component (website.components.form, type 1337)', () => {
  it('reads the context script of the real contact page', () => {
    const model = readFormBlock(loadBlockFixture('form-contact-7.1', CONTACT_BLOCK));
    expect(model).toMatchObject({
      kind: 'form',
      formId: '69dab85b8f6fd04d770d7395',
      collectionId: '69dab85b8f6fd04d770d7397',
      formName: 'CONTACT Form',
      submitButtonText: 'Submit',
      successHtml: 'Thank you!',
      successRedirect: '',
      // Its server markup keeps no room for the captcha: the form takes none before the visitor starts.
      captcha: { theme: 1, alignment: 1, reserved: false },
      isOverlayForm: false,
      objectName: CONTACT_BLOCK,
    });
    expect(model.fields.map((f) => [f.type, f.title, f.required])).toEqual([
      ['text', 'Name', true],
      ['email', 'Email', true],
      ['textarea', 'Message', true],
    ]);
  });

  it('reads the phone and address formats with their autocomplete metadata', () => {
    const { formats } = readFormBlock(loadBlockFixture('form-contact-7.1', CONTACT_BLOCK));
    expect(formats.phoneParts.map((p) => [p.identifier, p.length])).toEqual([
      ['1', 3],
      ['2', 3],
      ['3', 14],
    ]);
    expect(formats.addressParts.map((p) => [p.identifier, p.required, p.autocomplete])).toEqual([
      ['Line1', true, 'address-line1'],
      ['Line2', false, 'address-line2'],
      ['City', true, 'address-level2'],
      ['State', true, 'address-level1'],
      ['Zip', true, 'postal-code'],
    ]);
    expect(formats.countries.map((c) => c.code)).toContain('US');
    expect(formats.familyNameFirst).toBe(false);
  });

  it('takes the localized strings of the page and keeps defaults for the rest', () => {
    const block = loadBlockFixture('form-contact-7.1', CONTACT_BLOCK);
    const script = block.querySelector('script.sqs-form-block-localized-strings') as Element;
    script.textContent = JSON.stringify({ name: { firstName: 'Prénom', lastName: 42 } });
    const { strings } = readFormBlock(block);
    expect(strings.name).toEqual({ firstName: 'Prénom', lastName: 'Last Name' });
    expect(strings.validation.required).toBe(DEFAULT_FORM_STRINGS.validation.required);
  });

  it('marks forms inside a popup overlay as overlay forms', () => {
    const block = loadBlockFixture('form-contact-7.1', CONTACT_BLOCK);
    const overlay = document.createElement('div');
    overlay.className = 'sqs-popup-overlay';
    document.body.append(overlay);
    overlay.append(block);
    expect(readFormBlock(block).isOverlayForm).toBe(true);
  });

  it.each([
    ['{not json', /context \(script\.sqs-form-block-context\) is not JSON/],
    ['[]', /not an object/],
    ['{"formFields":[]}', /no formId/],
    ['{"formId":"f1","formFields":"x"}', /no formFields list/],
    ['{"formId":"f1","formFields":[{"type":"hologram","id":"a"}]}', /no field of a known type/],
  ])('skips a broken context %s with a reason', (text, reason) => {
    const block = loadBlockFixture('form-contact-7.1', CONTACT_BLOCK);
    (block.querySelector('script.sqs-form-block-context') as Element).textContent = text;
    expect(skipReason(() => readFormBlock(block))).toMatch(reason);
  });

  it('skips a form block with no context at all', () => {
    document.body.innerHTML =
      '<div class="sqs-block form-block sqs-block-form" data-block-type="9" id="b"><div class="sqs-block-content"></div></div>';
    expect(skipReason(() => readFormBlock(document.getElementById('b') as HTMLElement))).toMatch(
      /no form context/,
    );
  });
});

describe('7.0 form block (type 9, data-block-json)', () => {
  it('reads one field of every form-builder type', () => {
    const model = readFormBlock(
      loadBlockFixture('form-block-7.0', 'block-yui_3_17_2_1_1600000000000_2000'),
    );
    expect(model.formId).toBe('5f1c0c0ffee0c0ffee0c0002');
    expect(model.submitButtonText).toBe('Send request');
    expect(model.objectName).toBe('page-section-visit');
    expect(model.fields.map((f) => f.type)).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'section',
      'date',
      'time',
      'radio',
      'checkbox',
      'select',
      'likert',
      'website',
      'number',
      'currency',
      'twitter',
      'textarea',
      'hidden',
    ]);
    const byType = Object.fromEntries(model.fields.map((f) => [f.type, f]));
    expect(byType.textarea?.maxLength).toBe(500);
    expect(byType.radio?.options).toEqual(['1-2', '3-4', '5 or more']);
    expect(byType.phone?.showCountryCode).toBe(true);
    expect(byType.hidden).toMatchObject({ key: 'campaign', value: 'none' });
    // No formats in the JSON: the platform's US layouts.
    expect(model.formats.phoneParts).toHaveLength(3);
    expect(model.formats.addressParts.map((p) => p.identifier)).toEqual([
      'Line1',
      'Line2',
      'City',
      'State',
      'Zip',
    ]);
  });
});

describe('7.0 form block with only its server form (no context)', () => {
  const BLOCK = 'block-2bfd4b0e12f86622986e';

  it('reads the real contact form: fields, ids, titles, the handler keys and the success text', () => {
    const model = readFormBlock(loadBlockFixture('form-markup-7.0', BLOCK));
    expect(model).toMatchObject({
      kind: 'form',
      formId: '5c756714ee6eb07a7f4ba216',
      collectionId: '5c756704e4966b9bdf812bdb',
      objectName: 'page-5c756704e4966b9bdf812bdb',
      submitButtonText: 'Submit',
      successHtml: 'Thank you!',
      successRedirect: '',
      captcha: null,
    });
    expect(model.fields.map(({ type, title, required }) => [type, title, required])).toEqual([
      ['name', 'Name', true],
      ['email', 'Email', true],
      ['text', 'Subject', true],
      ['textarea', 'Message', true],
      ['text', 'How did you hear about Multi-Etch?', false],
    ]);
    expect(model.fields[0]?.id).toBe('name-yui_3_17_2_1_1551197950475_1258');
  });

  it('reads choices, descriptions, limits and hidden values of other field types', () => {
    document.body.innerHTML = `<div class="sqs-block form-block" data-block-type="9" id="b">
      <form data-form-id="f1" data-success-redirect="/thanks">
        <div id="select-1" class="form-item field select"><label class="title">Size</label>
          <p class="description">Pick one.</p>
          <select><option value="">Choose</option><option>Small</option><option value="l">Large</option></select></div>
        <fieldset id="radio-1" class="form-item field radio required"><legend class="title">Colour
          <span class="required">*</span></legend>
          <div class="option"><label><input type="radio" value="r"> Red</label></div>
          <div class="option"><label><input type="radio" value="b"> Blue</label></div></fieldset>
        <div id="textarea-1" class="form-item field"><label class="title">Note</label>
          <textarea maxlength="140"></textarea></div>
        <div id="hidden-1" class="form-item field hidden"><input type="hidden" name="source" value="ad"></div>
        <div id="nothing" class="form-item field text"><label>No input</label></div>
        <button type="submit">Send it</button>
      </form></div>`;
    const model = readFormBlock(document.getElementById('b') as HTMLElement);
    expect(model).toMatchObject({
      formId: 'f1',
      objectName: 'b',
      submitButtonText: 'Send it',
      successRedirect: '/thanks',
    });
    expect(model.fields).toEqual([
      expect.objectContaining({
        id: 'select-1',
        type: 'select',
        description: 'Pick one.',
        options: ['Small', 'Large'],
      }),
      expect.objectContaining({
        id: 'radio-1',
        type: 'radio',
        title: 'Colour',
        required: true,
        options: ['Red', 'Blue'],
      }),
      expect.objectContaining({ id: 'textarea-1', type: 'textarea', maxLength: 140 }),
      expect.objectContaining({ id: 'hidden-1', type: 'hidden', key: 'source', value: 'ad' }),
    ]);
  });

  it('skips a server form without an id or without fields, with the reason', () => {
    const block = loadBlockFixture('form-markup-7.0', BLOCK);
    const form = block.querySelector('form') as HTMLFormElement;
    form.setAttribute('data-form-id', ' ');
    expect(skipReason(() => readFormBlock(block))).toBe('Form has an empty data-form-id');
    form.setAttribute('data-form-id', 'f');
    form.querySelectorAll('.form-item').forEach((item) => item.remove());
    expect(skipReason(() => readFormBlock(block))).toBe('Form has no field with an input');
  });
});

describe('newsletter blocks (type 51)', () => {
  it.each([
    [
      'newsletter-7.0',
      'block-yui_3_17_2_2_1473458310574_7469',
      '57d45c926b8f5b7fd8f95d22',
      'blogItemSidebarContent',
      'Abonnieren!',
    ],
    [
      'newsletter-7.1',
      'block-a1a22474dc959a77b0a4',
      '627bf20235dda41a8e3d5e53',
      'page-section-627bf20235dda41a8e3d5e55',
      'Sign Up',
    ],
  ] as const)('reads the %s block of the real page', (page, id, formId, objectName, button) => {
    const model = readNewsletterBlock(loadBlockFixture(page, id));
    expect(model).toMatchObject({
      kind: 'newsletter',
      formId,
      collectionId: '',
      objectName,
      submitButtonText: button,
    });
    expect(model.fields).toHaveLength(1);
    expect(model.fields[0]).toMatchObject({
      type: 'email',
      title: 'Email Address',
      placeholder: 'Email Address',
      required: true,
    });
  });

  it('skips a newsletter block without a form, with the reason', () => {
    const block = loadBlockFixture('newsletter-7.1', 'block-a1a22474dc959a77b0a4');
    block.querySelector('form')?.removeAttribute('data-form-id');
    expect(skipReason(() => readNewsletterBlock(block))).toMatch(/no form\.newsletter-form/);
  });
});

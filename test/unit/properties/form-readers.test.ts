import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBlockFixture } from '../../../fixtures/blocks/load-block-fixture';
import { mergeFormStrings, DEFAULT_FORM_STRINGS } from '../../../blocks/form/localized-strings';
import { readFields } from '../../../blocks/form/read-fields';
import { readFormBlock } from '../../../blocks/form/read-form';
import { validateField } from '../../../blocks/form/validate';
import { FormFieldType } from '../../../src/enums/forms';
import { BlockSkip } from '../../../src/runtime/types';
import type { FormModel } from '../../../blocks/form/model';
import { branchCounter } from '../support/branches';

const contact = () =>
  readFormBlock(loadBlockFixture('form-contact-7.1', 'block-733d94d9d8dbb8092c16'));

describe('form readers and validation on free text (properties)', () => {
  it('any form context text gives a model or a BlockSkip, never another error', () => {
    const block = loadBlockFixture('form-contact-7.1', 'block-733d94d9d8dbb8092c16');
    const script = block.querySelector('script.sqs-form-block-context') as Element;
    const real = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    const keys = Object.keys(real);
    // The page's own context with a few keys dropped or given any value, or any text at all.
    const variant = fc
      .tuple(
        fc.subarray(keys, { maxLength: 2 }),
        fc.dictionary(fc.constantFrom(...keys), fc.anything(), { maxKeys: 2 }),
      )
      .map(([dropped, replaced]) => {
        const context: Record<string, unknown> = { ...real, ...replaced };
        for (const key of dropped) delete context[key];
        return JSON.stringify(context);
      });
    const branches = branchCounter(['model', 'skip']);
    fc.assert(
      fc.property(fc.oneof({ weight: 3, arbitrary: variant }, fc.string(), fc.json()), (text) => {
        script.textContent = text;
        let model: FormModel;
        try {
          model = readFormBlock(block);
        } catch (error) {
          branches.reached('skip');
          expect(error).toBeInstanceOf(BlockSkip);
          return;
        }
        branches.reached('model');
        expect(model.formId).toBe(model.formId.trim());
        expect(model.formId).not.toBe('');
        expect(model.fields.length).toBeGreaterThan(0);
        expect(model.fields.every((field) => FormFieldType.has(field.type))).toBe(true);
        expect(model.submitButtonText.trim()).not.toBe('');
      }),
    );
    branches.expectEachReached(20);
  });

  it('any field list keeps only known types, each id once', () => {
    const field = fc.record(
      {
        type: fc.oneof(fc.constantFrom(...FormFieldType.codes), fc.string()),
        id: fc.oneof(fc.string(), fc.constantFrom('a', 'b')),
        title: fc.anything(),
        options: fc.anything(),
        maxLength: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(field, fc.anything())), (raw) => {
        const fields = readFields(raw);
        expect(new Set(fields.map((f) => f.id)).size).toBe(fields.length);
        for (const f of fields) {
          expect(FormFieldType.has(f.type)).toBe(true);
          expect(f.maxLength).toBeGreaterThanOrEqual(0);
          expect(f.options.every((option) => typeof option === 'string')).toBe(true);
        }
      }),
    );
  });

  it('any localized strings keep the shape of the defaults, every leaf a non-blank string', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const merged = mergeFormStrings(raw);
        expect(Object.keys(merged)).toEqual(Object.keys(DEFAULT_FORM_STRINGS));
        expect(typeof merged.validation.required).toBe('string');
        expect(merged.name.firstName.trim()).not.toBe('');
      }),
    );
  });

  it('any typed text gets a message or passes, never an exception', () => {
    const model = contact();
    const branches = branchCounter(['required and blank', 'other']);
    fc.assert(
      fc.property(
        fc.constantFrom(...model.fields),
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })),
        (field, text) => {
          const message = validateField(field, text, model);
          expect(message === null || message.length > 0).toBe(true);
          // A required field left blank always fails.
          if (field.required && text.trim() === '') {
            branches.reached('required and blank');
            expect(message).not.toBeNull();
          } else {
            branches.reached('other');
          }
        },
      ),
    );
    branches.expectEachReached(3);
  });

  it('any server form markup gives a model or a BlockSkip; titles are one trimmed line', () => {
    const item = fc.record({
      id: fc.string({ maxLength: 6 }),
      classes: fc.array(
        fc.oneof(
          fc.constantFrom(...FormFieldType.codes, 'required', 'field', 'fields'),
          fc.string({ maxLength: 8 }),
        ),
        { maxLength: 4 },
      ),
      title: fc.string({ unit: 'grapheme', maxLength: 30 }),
      control: fc.constantFrom('input', 'textarea', 'select', null),
      maxLength: fc.string({ maxLength: 4 }),
      option: fc.string({ maxLength: 10 }),
    });
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.array(item, { maxLength: 5 }),
        (formId, items) => {
          document.body.innerHTML = '<div class="sqs-block" id="b"><form></form></div>';
          const form = document.querySelector('form') as HTMLFormElement;
          form.setAttribute('data-form-id', formId);
          for (const spec of items) {
            const wrapper = document.createElement('div');
            wrapper.id = spec.id;
            wrapper.className = ['form-item', ...spec.classes].join(' ');
            const label = document.createElement('label');
            label.className = 'title';
            label.textContent = spec.title;
            wrapper.append(label);
            if (spec.control) {
              const control = document.createElement(spec.control);
              control.setAttribute('maxlength', spec.maxLength);
              if (spec.control === 'select') {
                const option = document.createElement('option');
                option.textContent = spec.option;
                control.append(option);
              }
              wrapper.append(control);
            }
            form.append(wrapper);
          }
          try {
            const model = readFormBlock(document.getElementById('b') as HTMLElement);
            expect(model.formId).toBe(formId.trim());
            expect(new Set(model.fields.map((f) => f.id)).size).toBe(model.fields.length);
            for (const field of model.fields) {
              expect(FormFieldType.has(field.type)).toBe(true);
              expect(field.title).toBe(field.title.replace(/\s+/g, ' ').trim());
              expect(field.maxLength).toBeGreaterThanOrEqual(0);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(BlockSkip);
          }
        },
      ),
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editablePropertiesOf, FormFieldType, likertLabel, LikertAnswer } from '../../../src/enums';

describe('editablePropertiesOf', () => {
  it.each([
    ['text', ['description', 'placeholder', 'required']],
    ['website', ['description', 'placeholder', 'required']],
    ['currency', ['description', 'currencySymbol', 'required']],
    ['address', ['description', 'required']],
    ['phone', ['description', 'showCountryCode', 'required']],
    ['section', ['description', 'underline']],
    ['likert', ['description', 'options', 'required']],
    ['hidden', ['key', 'value']],
  ])('lists the properties of a %s field', (type, properties) => {
    expect(editablePropertiesOf(type)).toEqual(properties);
  });

  it('adds maxLength to a textarea only when the vanilla form handler is on', () => {
    expect(editablePropertiesOf('textarea')).not.toContain('maxLength');
    expect(editablePropertiesOf('textarea', { vanillaFormHandler: true })).toEqual([
      'description',
      'placeholder',
      'required',
      'maxLength',
    ]);
    expect(editablePropertiesOf('text', { vanillaFormHandler: true })).not.toContain('maxLength');
  });

  it('does not let the textarea addition leak into other text-like fields', () => {
    editablePropertiesOf('textarea', { vanillaFormHandler: true });
    expect(editablePropertiesOf('email')).toEqual(['description', 'placeholder', 'required']);
  });

  it('gives every field type at least one property', () => {
    for (const type of FormFieldType.codes)
      expect(editablePropertiesOf(type).length).toBeGreaterThan(0);
  });

  it('gives an unknown field type no properties', () => {
    expect(editablePropertiesOf('signature')).toEqual([]);
    expect(editablePropertiesOf(undefined)).toEqual([]);
  });
});

describe('likertLabel', () => {
  it.each([
    [-2, 'Strongly Disagree'],
    [-1, 'Disagree'],
    [0, 'Neutral'],
    [1, 'Agree'],
    [2, 'Strongly Agree'],
  ])('labels %i as %s', (answer, label) => {
    expect(likertLabel(answer)).toBe(label);
  });

  it('labels every likert answer', () => {
    for (const answer of LikertAnswer.codes)
      expect(likertLabel(answer)).toEqual(expect.any(String));
  });

  it('gives no label to values off the scale', () => {
    expect(likertLabel(3)).toBeUndefined();
    expect(likertLabel('-2')).toBeUndefined();
    expect(likertLabel(NaN)).toBeUndefined();
  });
});

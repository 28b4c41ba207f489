// The summary of what a form sent (runtime.md section 3, "Summary form fields"): each part in the
// spec's order, likert answers by their labels, ticked options, and N/A for every empty value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldValue, FormValues } from '../../../../blocks/form/field-values';
import type { FormModel } from '../../../../blocks/form/model';
import { readFormBlock } from '../../../../blocks/form/read-form';
import {
  EMPTY_SUMMARY_VALUE,
  submissionSummary,
  summaryLines,
} from '../../../../blocks/form/submission-summary';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';

/** The 7.0 visit form: every field type the spec summarises, a 3-part phone with a country. */
function visitForm(): FormModel {
  const model = readFormBlock(
    loadBlockFixture('form-block-7.0', 'block-yui_3_17_2_1_1600000000000_2000'),
  );
  document.body.innerHTML = '';
  return model;
}

const field = (model: FormModel, type: string) => {
  const found = model.fields.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`the fixture has no ${type} field`);
  return found;
};

describe('the summary of a submission', () => {
  it('shows each compound field’s parts in the spec’s order', () => {
    const model = visitForm();
    const lines = (type: string, value: FieldValue) =>
      summaryLines(field(model, type), value, model);
    expect(lines('name', { Last: 'Lovelace', First: 'Ada' })).toEqual(['Ada Lovelace']);
    expect(lines('phone', { '3': '4567', Country: '+44', '1': '555', '2': '123' })).toEqual([
      '+44 555 123 4567',
    ]);
    expect(
      lines('address', {
        Country: 'UK',
        Zip: 'N1 9GU',
        City: 'London',
        Line1: '1 Main St',
        State: '',
        Line2: ' ',
      }),
    ).toEqual(['1 Main St, London, N1 9GU, UK']);
    expect(lines('date', { Year: '2025', Day: '15', Month: '6' })).toEqual(['6/15/2025']);
    expect(lines('time', { Ampm: 'PM', Minute: '30', Hour: '2' })).toEqual(['2:30 PM']);
    expect(lines('time', { Hour: '14', Minute: '30', Second: '05' })).toEqual(['14:30:05']);
    expect(lines('checkbox', ['Tours', 'Tastings'])).toEqual(['Tours, Tastings']);
  });

  it('names likert answers by their labels, one line per statement', () => {
    const model = visitForm();
    const likert = field(model, 'likert');
    expect(summaryLines(likert, { 'The staff were helpful': '2' }, model)).toEqual([
      'The staff were helpful: Strongly Agree',
      `I would come again: ${EMPTY_SUMMARY_VALUE}`,
    ]);
    expect(summaryLines(likert, { 'I would come again': '-1' }, model)[1]).toBe(
      'I would come again: Disagree',
    );
  });

  it('shows N/A for every empty value, and leaves out hidden fields and sections', () => {
    const model = visitForm();
    const rows = submissionSummary(model, {});
    expect(rows.map((row) => row.title)).not.toContain('campaign');
    expect(rows.map((row) => row.title)).not.toContain('About your visit');
    for (const row of rows) {
      for (const line of row.lines) expect(line.endsWith(EMPTY_SUMMARY_VALUE)).toBe(true);
    }
    expect(EMPTY_SUMMARY_VALUE).toBe('N/A');
  });

  it('never shows a blank line, whatever the values hold', () => {
    const model = visitForm();
    const text = fc.oneof(fc.constantFrom('', ' ', '\t', 'N/A'), fc.string({ maxLength: 8 }));
    const anyFieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
      text,
      fc.array(text, { maxLength: 3 }),
      fc.dictionary(
        fc.constantFrom('First', 'Last', '1', '2', '3', 'Country', 'City', 'Month', 'Hour'),
        text,
      ),
    );
    // Any subset of the fields, each with any value.
    const anyValues: fc.Arbitrary<FormValues> = fc
      .subarray(model.fields.map((candidate) => candidate.id))
      .chain((ids) => fc.tuple(...ids.map((id) => fc.tuple(fc.constant(id), anyFieldValue))))
      .map((entries) => Object.fromEntries(entries));
    const likertId = field(model, 'likert').id;
    fc.assert(
      fc.property(anyValues, (values) => {
        const rows = submissionSummary(model, values);
        for (const row of rows) {
          expect(row.lines.length).toBeGreaterThan(0);
          for (const line of row.lines) {
            expect(line.trim()).not.toBe('');
            // A statement always has an answer after it, if only N/A.
            if (row.fieldId === likertId) expect(line).not.toMatch(/:\s*$/);
          }
        }
      }),
    );
  });
});

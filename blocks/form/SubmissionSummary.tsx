import * as strings from '../../src/i18n/strings';
import type { FormValues } from './field-values';
import type { FormModel } from './model';
import { submissionSummary } from './submission-summary';

/** What the form sent, field by field (runtime.md section 3: empty values show N/A). */
export function SubmissionSummary({ model, values }: { model: FormModel; values: FormValues }) {
  const rows = submissionSummary(model, values);
  if (rows.length === 0) return null;
  return (
    <div className="sr-form__summary">
      <p className="sr-form__summary-title">{strings.form.summaryLabel}</p>
      <dl>
        {rows.map((row) => (
          <div className="sr-form__summary-row" key={row.fieldId}>
            <dt>{row.title}</dt>
            {row.lines.map((line, index) => (
              <dd key={index}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
    </div>
  );
}

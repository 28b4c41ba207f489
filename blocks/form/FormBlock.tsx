import type { BlockProps } from '../../src/runtime/types';
import { FormView } from './FormView';
import type { FormModel } from './model';

/**
 * The form of a 7.1 form component or a 7.0 form block. The server sends an empty
 * `.form-wrapper` (the platform's script drew the form); the form is drawn in one of the same
 * class, so the template's `#block-… .form-wrapper` rules apply, and its context scripts and
 * styles stay stashed in the document.
 */
export function FormBlock({ data, id, signal }: BlockProps<FormModel>) {
  return (
    <div className="sqs-site-style-form sr-form">
      <div className="form-wrapper">
        <div className="form-inner-wrapper">
          <FormView model={data} blockId={id} signal={signal} formClassName="sr-form__form" />
        </div>
      </div>
    </div>
  );
}

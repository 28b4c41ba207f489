// A form the runtime submits without leaving the page says so with this bubbling DOM event, on
// the form element, once the platform accepted the submission. The popup overlay counts it as
// the visitor's sign-up (runtime.md section 3, the record's `submitted`); a page's own script may
// listen for it too.
import * as dom from './dom';

export const FORM_SUBMITTED_EVENT = 'site-runtime:form-submitted';

export interface FormSubmittedDetail {
  formId: string;
}

export function announceFormSubmitted(form: Element, detail: FormSubmittedDetail): void {
  dom.emit(
    form,
    new CustomEvent<FormSubmittedDetail>(FORM_SUBMITTED_EVENT, { bubbles: true, detail }),
  );
}

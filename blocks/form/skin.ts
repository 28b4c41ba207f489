// The class names a form is drawn with. A form block gets the platform's form classes and the
// runtime's own styles; a newsletter block is drawn with the classes its server markup used, so
// the template's CSS (which places the field and the button side by side, say) keeps styling it
// and the block keeps the size it had before it was mounted.

export interface FormSkin {
  /** A wrapper round the fields and the button (`newsletter-form-body`); null for none. */
  body: string | null;
  fields: string;
  /** Added to each field's `form-item field <type>` classes. */
  item: string;
  label: string;
  input: string;
  /** Inputs sit in a frame of the runtime's (for a currency symbol beside them). */
  inputFrame: boolean;
  /** The `(required)` mark after a title; the control says "required" to screen readers anyway. */
  requiredMark: boolean;
  buttonWrapper: string;
  button: string;
  /** Spans inside the button, in order; the one marked `label` holds its text. */
  buttonSpans: Array<{ className: string; label: boolean }>;
}

export const FORM_BLOCK_SKIN: FormSkin = {
  body: null,
  fields: 'field-list',
  item: '',
  label: 'title',
  input: 'field-element',
  inputFrame: true,
  requiredMark: true,
  buttonWrapper: 'form-button-wrapper',
  button: 'button sqs-system-button sqs-editable-button',
  buttonSpans: [],
};

/** An element's class attribute, whitespace collapsed ('' for none). */
function classesOf(element: Element | null | undefined): string {
  return (element?.getAttribute('class') ?? '').replace(/\s+/g, ' ').trim();
}

/** The classes of the first match under `root`; `fallback` when there is none (or it has none). */
function classOf(root: Element, selector: string, fallback: string): string {
  return classesOf(root.querySelector(selector)) || fallback;
}

/** The skin of a newsletter form, read from its server markup (7.0 and 7.1 differ slightly). */
export function readNewsletterSkin(form: Element): FormSkin {
  const itemExtra = classesOf(form.querySelector('.form-item'))
    .split(' ')
    .filter((name) => name.startsWith('newsletter-'))
    .join(' ');
  const body = form.querySelector('.newsletter-form-body');
  const button = form.querySelector('button[type="submit"], button:not([type])');
  const spans = Array.from(button?.children ?? [])
    .filter((child) => child.tagName === 'SPAN')
    .map((span) => {
      const className = classesOf(span);
      return { className, label: className.split(' ').includes('newsletter-form-button-label') };
    });
  return {
    body: body ? classesOf(body) : null,
    fields: classOf(
      form,
      '.newsletter-form-fields-wrapper',
      'newsletter-form-fields-wrapper form-fields',
    ),
    item: itemExtra || 'newsletter-form-field-wrapper',
    label: classOf(form, '.form-item label', 'newsletter-form-field-label title'),
    input: classOf(form, '.form-item input', 'newsletter-form-field-element field-element'),
    inputFrame: false,
    requiredMark: false,
    buttonWrapper: classOf(
      form,
      '.newsletter-form-button-wrapper',
      'newsletter-form-button-wrapper submit-wrapper',
    ),
    button: classesOf(button) || 'newsletter-form-button sqs-system-button',
    buttonSpans: spans.some((span) => span.label) ? spans : [],
  };
}

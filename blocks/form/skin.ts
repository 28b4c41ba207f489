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

/** The class attribute of the first match under `root`, whitespace collapsed; `fallback` if none. */
function classOf(root: Element, selector: string, fallback: string): string {
  const value = root.querySelector(selector)?.getAttribute('class')?.replace(/\s+/g, ' ').trim();
  return value || fallback;
}

/** The skin of a newsletter form, read from its server markup (7.0 and 7.1 differ slightly). */
export function readNewsletterSkin(form: Element): FormSkin {
  const item = form.querySelector('.form-item');
  const itemExtra = (item?.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => name.startsWith('newsletter-'))
    .join(' ');
  const button = form.querySelector('button[type="submit"], button:not([type])');
  const spans = Array.from(button?.children ?? [])
    .filter((child) => child.tagName === 'SPAN')
    .map((span) => {
      const className = (span.getAttribute('class') ?? '').replace(/\s+/g, ' ').trim();
      return { className, label: /(^|\s)newsletter-form-button-label(\s|$)/.test(className) };
    });
  return {
    body: form.querySelector('.newsletter-form-body')
      ? classOf(form, '.newsletter-form-body', '')
      : null,
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
    button:
      (button?.getAttribute('class') ?? '').replace(/\s+/g, ' ').trim() ||
      'newsletter-form-button sqs-system-button',
    buttonSpans: spans.some((span) => span.label) ? spans : [],
  };
}

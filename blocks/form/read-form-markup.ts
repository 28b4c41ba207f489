// Forms whose only description is their server markup: 7.0 form blocks saved before the platform
// added a form context (fixtures/blocks/form-markup-7.0.html, from a real contact page) and
// newsletter blocks. The platform's own script read them the same way:
//
// <form data-form-id="…" onsubmit="…submit({formId: '…', collectionId: '…', objectName: '…'})…">
//   <div class="field-list clear">
//     <fieldset id="name-…" class="form-item fields name required">
//       <legend class="title">Name <span class="required" aria-hidden="true">*</span></legend>
//       <div class="field first-name"><label class="caption"><input name="fname" …>…</label></div>…
//     </fieldset>
//     <div id="email-…" class="form-item field email required">
//       <label class="title" for="…">Email <span class="required">*</span></label>
//       <p class="description">…</p> <input class="field-element" type="email" …>
//     </div>
//     <div id="textarea-…" class="form-item field textarea"> … <textarea maxlength="…"></div>
//     <div id="select-…" class="form-item field select"> … <select><option>…</select></div>
//     <fieldset id="radio-…" class="form-item field radio"> … <div class="option">
//       <label><input type="radio" value="…">…</label></div>…</fieldset>
//   </div>
//   <div class="form-button-wrapper"><input type="submit" value="Submit"></div>
//   <div class="hidden form-submission-text">Thank you!</div>
// </form>
//
// The field's type is the first of its classes that names a form-builder type (text when none
// does); its title is its label or legend without the required mark.
import { FormFieldType } from '../../src/enums/forms';
import type { FormField } from './model';

/** A `key: 'value'` pair of the inline onsubmit handler's submit call; '' when it is not there. */
export function handlerValue(handler: string, key: string): string {
  return new RegExp(`\\b${key}\\s*:\\s*'([^'\\\\]*)'`).exec(handler)?.[1] ?? '';
}

/** Text on one line. */
function oneLine(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** An element's text without its required mark and description. */
function titleText(title: Element | null): string {
  if (!title) return '';
  let text = '';
  title.childNodes.forEach((node) => {
    if (node instanceof Element && node.matches('.required, .description, input, select')) return;
    text += node.textContent ?? '';
  });
  return oneLine(text);
}

function fieldTypeOf(item: Element): FormFieldType {
  for (const name of item.classList) if (FormFieldType.has(name)) return name;
  if (item.querySelector('textarea')) return 'textarea';
  if (item.querySelector('select')) return 'select';
  return 'text';
}

/** The choices of a select, radio or checkbox field, as the visitor reads them. */
function optionsOf(item: Element, type: FormFieldType): string[] {
  if (type === 'select') {
    // An option with an empty value is the "choose one" prompt, not a choice.
    return Array.from(item.querySelectorAll('option'))
      .filter((option) => option.value.trim() !== '')
      .map((option) => oneLine(option.textContent) || option.value);
  }
  if (type === 'radio' || type === 'checkbox') {
    return Array.from(item.querySelectorAll<HTMLInputElement>(`input[type="${type}"]`))
      .map((input) => oneLine(input.closest('label')?.textContent) || input.value)
      .filter((option) => option !== '');
  }
  return [];
}

/** One `.form-item` of a server-drawn form; null when it has no id or nothing to fill in. */
export function readMarkupField(item: HTMLElement): FormField | null {
  const type = fieldTypeOf(item);
  const control = item.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  if (item.id === '' || (!control && type !== 'section')) return null;
  const maxLength = control instanceof HTMLTextAreaElement ? control.maxLength : -1;
  return {
    id: item.id,
    type,
    title: titleText(item.querySelector('legend, label.title, .title, label')),
    description: oneLine(item.querySelector('.description')?.textContent),
    placeholder: control?.getAttribute('placeholder') ?? '',
    required:
      item.classList.contains('required') || control?.getAttribute('aria-required') === 'true',
    options: optionsOf(item, type),
    currencySymbol: '',
    showCountryCode: false,
    maxLength: maxLength > 0 ? maxLength : 0,
    key: control?.getAttribute('name') ?? '',
    value: type === 'hidden' ? (control?.value ?? '') : '',
    underline: false,
  };
}

/** Every field of a server-drawn form, each id once. */
export function readMarkupFields(form: Element): FormField[] {
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const item of form.querySelectorAll<HTMLElement>('.form-item')) {
    // A field inside another (a name's parts) belongs to the outer one.
    if (item.parentElement?.closest('.form-item')) continue;
    const field = readMarkupField(item);
    if (field && !seen.has(field.id)) {
      seen.add(field.id);
      fields.push(field);
    }
  }
  return fields;
}

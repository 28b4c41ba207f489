// Newsletter blocks (data-block-type 51, 7.0 and 7.1 alike) carry their form in the DOM:
//
// <div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-…">
//   <div class="sqs-block-content"><div class="newsletter-form-wrapper …">
//     <form class="newsletter-form" data-form-id="…" onsubmit="…submit({formId: '…',
//           collectionId: '…', objectName: '…'})…">
//       <header class="newsletter-form-header">…title, description…</header>
//       <div class="newsletter-form-body">
//         <div class="newsletter-form-fields-wrapper form-fields">
//           <div id="email-…" class="newsletter-form-field-wrapper form-item field email required">
//             <label …>Email Address</label><input … name="email" placeholder="Email Address" />
//           </div>   (name fields: class `name`, two inputs `fname` and `lname`)
//         </div>
//         <div class="newsletter-form-button-wrapper submit-wrapper"><button type="submit" …>
//           <span class="newsletter-form-button-label">Sign Up</span></button></div>
//       </div>
//       <div class="newsletter-form-footnote">…</div>
//       <div class="hidden form-submission-text">Thank you!</div>
//     </form>
//   </div></div>
// </div>
//
// The inline onsubmit handler calls the platform's own script, which is not on the page: the
// block removes it while mounted and reads collectionId and objectName from its text.
import { BlockSkip } from '../../src/runtime/types';
import { DEFAULT_FORM_STRINGS } from './localized-strings';
import type { FormModel } from './model';
import { readFormats } from './read-fields';
import { handlerValue, readMarkupFields } from './read-form-markup';

export const NEWSLETTER_FORM_SELECTOR = 'form.newsletter-form[data-form-id]';

export function readNewsletterBlock(element: HTMLElement): FormModel {
  const form = element.querySelector<HTMLFormElement>(NEWSLETTER_FORM_SELECTOR);
  if (!form) throw new BlockSkip('Newsletter block has no form.newsletter-form[data-form-id]');
  const formId = (form.getAttribute('data-form-id') ?? '').trim();
  if (formId === '') throw new BlockSkip('Newsletter form has an empty data-form-id');
  const fields = readMarkupFields(form);
  if (fields.length === 0) throw new BlockSkip('Newsletter form has no field with an input');
  const handler = form.getAttribute('onsubmit') ?? '';
  const button = form.querySelector('button[type="submit"], button:not([type])');
  const buttonLabel =
    button?.querySelector('.newsletter-form-button-label')?.textContent?.trim() ||
    button?.getAttribute('value')?.trim() ||
    '';
  return {
    kind: 'newsletter',
    formId,
    collectionId: handlerValue(handler, 'collectionId'),
    objectName: handlerValue(handler, 'objectName') || element.id,
    formName: form.querySelector('.newsletter-form-header-title')?.textContent?.trim() ?? '',
    fields,
    submitButtonText: buttonLabel || DEFAULT_FORM_STRINGS.submit,
    successHtml: '',
    successRedirect: '',
    disclaimerHtml: '',
    captcha: form.querySelector('.captcha-container')
      ? { theme: 1, alignment: 1, reserved: true }
      : null,
    isOverlayForm: false,
    firstLastNameLabels: true,
    formats: readFormats(undefined),
    strings: DEFAULT_FORM_STRINGS,
  };
}

import { accordionBlockDefinition } from '../../../../blocks/accordion/definition';
import { attachBlock } from '../../support/attach-block';

/** Mounts an accordion block element the way the runtime does: readData, then attach. */
export function renderAccordion(block: HTMLElement) {
  return attachBlock(accordionBlockDefinition, block);
}

/** An accordion block built from item markup, for cases the fixture page does not cover. */
export function accordionMarkup(items: string, listAttributes = ''): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="block-test"><div class="sqs-block-content"><ul class="accordion-items-container" ${listAttributes}>${items}</ul></div></div>`;
  const block = document.getElementById('block-test');
  if (!block) throw new Error('test markup did not render');
  return block;
}

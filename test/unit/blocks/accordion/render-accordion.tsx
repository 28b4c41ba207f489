import { render } from '@testing-library/react';
import { ServerDom } from '../../../../src/runtime/server-dom';
import { accordionBlockDefinition as accordionBlock } from '../../../../blocks/accordion/definition';

/** Mounts an accordion block element the way the runtime does: readData, then replace the content. */
export function renderAccordion(block: HTMLElement) {
  const { readData, component: Component } = accordionBlock;
  if (!readData || !Component)
    throw new Error('accordion block must define readData and component');
  const data = readData(block);
  const container = block.querySelector<HTMLElement>('.sqs-block-content') ?? block;
  const serverHtml = container.innerHTML;
  const server = new ServerDom(container);
  container.innerHTML = '';
  const result = render(
    <Component
      element={block}
      data={data}
      id={block.id}
      server={server}
      signal={new AbortController().signal}
    />,
    { container },
  );
  return { ...result, container, serverHtml };
}

/** An accordion block built from item markup, for cases the fixture page does not cover. */
export function accordionMarkup(items: string, listAttributes = ''): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="block-test"><div class="sqs-block-content"><ul class="accordion-items-container" ${listAttributes}>${items}</ul></div></div>`;
  const block = document.getElementById('block-test');
  if (!block) throw new Error('test markup did not render');
  return block;
}

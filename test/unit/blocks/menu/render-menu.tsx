import { render } from '@testing-library/react';
import { ServerDom } from '../../../../src/runtime/server-dom';
import { menuBlockDefinition as menuBlock } from '../../../../blocks/menu/definition';

/** Mounts a menu block element the way the runtime does: readData, then replace the content. */
export function renderMenu(block: HTMLElement) {
  const { readData, component: Component } = menuBlock;
  if (!readData || !Component) throw new Error('menu block must define readData and component');
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

/** A menu block built from content markup, for cases the fixture page does not cover. */
export function menuMarkup(content: string): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block menu-block sqs-block-menu" data-block-type="18" id="block-test"><div class="sqs-block-content">${content}</div></div>`;
  const block = document.getElementById('block-test');
  if (!block) throw new Error('test markup did not render');
  return block;
}

/** A one-section menu panel. */
export const menuPanel = (title: string, className = 'menu') =>
  `<div class="${className}"><div class="menu-section"><div class="menu-items"><div class="menu-item"><div class="menu-item-title">${title}</div></div></div></div></div>`;

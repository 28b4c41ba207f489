import { menuBlockDefinition } from '../../../../blocks/menu/definition';
import { attachBlock } from '../../support/attach-block';

/** Mounts a menu block element the way the runtime does: readData, then attach. */
export function renderMenu(block: HTMLElement) {
  return attachBlock(menuBlockDefinition, block);
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

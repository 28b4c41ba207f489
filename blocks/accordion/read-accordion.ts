import { BlockSkip } from '../../src/runtime/types';
import type { AccordionData, AccordionItemParts } from './types';

/** The first element under `parent` matching `selector`, if it is an HTMLElement. */
function find(parent: Element, selector: string): HTMLElement | null {
  const found = parent.querySelector(selector);
  return found instanceof HTMLElement ? found : null;
}

function readItem(item: HTMLElement, index: number): AccordionItemParts {
  const button = find(item, '.accordion-item__click-target');
  const dropdown = find(item, '.accordion-item__dropdown');
  if (!button || !dropdown || !dropdown.querySelector('.accordion-item__description')) {
    // An item the block cannot open and close: leave the whole block as the server drew it.
    throw new BlockSkip(
      `accordion item ${index + 1} lacks .accordion-item__click-target, .accordion-item__dropdown or .accordion-item__description`,
    );
  }
  return {
    item,
    heading: find(item, '.accordion-item__title-wrapper'),
    button,
    dropdown,
    icon: find(item, '.accordion-icon-container'),
  };
}

/**
 * Reads an accordion block (type 69) from the server markup. The platform writes its settings as
 * data attributes on the list, where an empty value means "off".
 */
export function readAccordion(element: HTMLElement): AccordionData {
  const list = find(element, '.accordion-items-container');
  if (!list) throw new BlockSkip('accordion block has no .accordion-items-container');
  const items = Array.from(list.children).filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && child.classList.contains('accordion-item'),
  );
  if (items.length === 0) throw new BlockSkip('accordion block has no .accordion-item');
  return {
    allowMultipleOpen: list.getAttribute('data-should-allow-multiple-open-items') === 'true',
    expandFirstItem: list.getAttribute('data-is-expanded-first-item') === 'true',
    list,
    items: items.map(readItem),
  };
}

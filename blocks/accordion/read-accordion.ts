import { BlockSkip } from '../../src/runtime/types';
import { readInlineStyle } from '../../src/lib/inline-style';
import type {
  AccordionData,
  AccordionHeading,
  AccordionItemData,
  HeadingTag,
  ServerPresentation,
} from './types';

const DEFAULT_HEADING_LEVEL = 3;

function presentation(element: Element | null, fallbackClass: string): ServerPresentation {
  return {
    className: element?.getAttribute('class')?.trim() || fallbackClass,
    style: readInlineStyle(element),
  };
}

/** The open class is state the component sets itself. */
function withoutOpenClass(dropdown: ServerPresentation): ServerPresentation {
  const className = dropdown.className
    .split(/\s+/)
    .filter((name) => name !== 'accordion-item__dropdown--open')
    .join(' ');
  return { ...dropdown, className };
}

/** The first direct child of `parent` carrying `className`. */
function childWithClass(parent: Element, className: string): Element | null {
  return Array.from(parent.children).find((child) => child.classList.contains(className)) ?? null;
}

function readHeading(wrapper: Element | null): AccordionHeading {
  const tagName = wrapper?.tagName.toLowerCase() ?? 'h3';
  const tag: HeadingTag = /^h[1-6]$/.test(tagName) ? (tagName as HeadingTag) : 'div';
  const ariaLevel = Number(wrapper?.getAttribute('aria-level'));
  const tagLevel = tag === 'div' ? DEFAULT_HEADING_LEVEL : Number(tag.slice(1));
  return {
    ...presentation(wrapper, 'accordion-item__title-wrapper'),
    tag,
    level: Number.isInteger(ariaLevel) && ariaLevel >= 1 && ariaLevel <= 6 ? ariaLevel : tagLevel,
    explicitRole: tag === 'div' || wrapper?.getAttribute('role') === 'heading',
  };
}

function readItem(item: Element, index: number): AccordionItemData {
  const title = item.querySelector('.accordion-item__title');
  const dropdown = item.querySelector('.accordion-item__dropdown');
  const description = dropdown?.querySelector('.accordion-item__description') ?? null;
  if (!title || !dropdown || !description) {
    // Rendering a partial item would lose what the server showed: keep the server HTML instead.
    throw new BlockSkip(
      `accordion item ${index + 1} lacks .accordion-item__title, .accordion-item__dropdown or .accordion-item__description`,
    );
  }
  const icon = item.querySelector('.accordion-icon-container');
  const topDivider = childWithClass(item, 'accordion-divider--top');
  const bottomDivider =
    Array.from(item.children).find(
      (child) =>
        child.classList.contains('accordion-divider') &&
        !child.classList.contains('accordion-divider--top'),
    ) ?? null;
  return {
    item: presentation(item, 'accordion-item'),
    topDivider: topDivider ? presentation(topDivider, 'accordion-divider') : null,
    heading: readHeading(item.querySelector('.accordion-item__title-wrapper')),
    button: presentation(
      item.querySelector('.accordion-item__click-target'),
      'accordion-item__click-target',
    ),
    title: {
      ...presentation(title, 'accordion-item__title'),
      text: (title.textContent ?? '').replace(/\s+/g, ' ').trim(),
    },
    icon: icon ? { ...presentation(icon, 'accordion-icon-container'), html: icon.innerHTML } : null,
    dropdown: withoutOpenClass(presentation(dropdown, 'accordion-item__dropdown')),
    description: {
      ...presentation(description, 'accordion-item__description'),
      html: description.innerHTML,
    },
    bottomDivider: bottomDivider ? presentation(bottomDivider, 'accordion-divider') : null,
  };
}

function dataAttributesOf(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('data-')) attributes[name] = value;
  }
  return attributes;
}

/**
 * Reads an accordion block (type 69) from the server markup. The platform writes its settings as
 * data attributes on the list, where an empty value means "off".
 */
export function readAccordion(element: HTMLElement): AccordionData {
  const list = element.querySelector('.accordion-items-container');
  if (!list) throw new BlockSkip('accordion block has no .accordion-items-container');
  const itemElements = Array.from(list.children).filter((child) =>
    child.classList.contains('accordion-item'),
  );
  if (itemElements.length === 0) throw new BlockSkip('accordion block has no .accordion-item');
  return {
    allowMultipleOpen: list.getAttribute('data-should-allow-multiple-open-items') === 'true',
    expandFirstItem: list.getAttribute('data-is-expanded-first-item') === 'true',
    list: {
      ...presentation(list, 'accordion-items-container'),
      dataAttributes: dataAttributesOf(list),
    },
    items: itemElements.map(readItem),
  };
}

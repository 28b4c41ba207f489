import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accordionBlockDefinition } from '../../../blocks/accordion/definition';
import { readAccordion } from '../../../blocks/accordion/read-accordion';
import type { AccordionData } from '../../../blocks/accordion/types';
import { BlockSkip } from '../../../src/runtime/types';
import { attachBlock } from '../support/attach-block';
import { element, inlineStyle, markupText, randomMarkup } from './arbitraries';

// The accordion block (type 69) reads its items from the server markup. On any markup it finds
// every part it wires up, or skips the block with a reason (the server HTML then stays as it is);
// it never throws anything else and never changes the page. Mounted and unmounted again, the
// block leaves exactly the markup the server wrote.

const CLASSES = [
  'accordion-items-container',
  'accordion-item',
  'accordion-item__title-wrapper',
  'accordion-item__click-target',
  'accordion-item__title',
  'accordion-item__dropdown',
  'accordion-item__dropdown--open',
  'accordion-item__description',
  'accordion-icon-container',
  'accordion-divider',
  'accordion-divider--top',
  'sqs-block-content',
] as const;

const ATTRIBUTES = [
  ['data-should-allow-multiple-open-items', ['true', '', 'false', 'TRUE']],
  ['data-is-expanded-first-item', ['true', '', 'false']],
  ['role', ['heading', 'button', '']],
  ['aria-level', ['1', '3', '6', '0', '7', '2.5', ' 4 ', 'x', '']],
] as const;

const TAGS = [
  'div',
  'ul',
  'li',
  'span',
  'button',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
];

const classes = (...names: string[]) => ['class', names.join(' ')] as const;
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
/** Missing one time in ten: most generated items are complete. */
const usually = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 10 });
const mostly = fc.integer({ min: 0, max: 9 }).map((n) => n > 0);

/** An item close to what the platform renders, with parts missing, moved or odd. */
const nearlyValidItem = fc
  .record({
    extraClass: fc.constantFrom('', 'accordion-item--first', 'x'),
    style: inlineStyle,
    topDivider: fc.boolean(),
    headingTag: fc.constantFrom('h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'p', 'span'),
    role: maybe(fc.constantFrom('heading', 'presentation')),
    ariaLevel: maybe(fc.constantFrom('1', '2', '6', '0', '9', '2.5', 'x', '')),
    title: usually(fc.array(markupText, { maxLength: 3 }).map((parts) => parts.join(''))),
    icon: maybe(fc.constantFrom('<svg viewBox="0 0 1 1"></svg>', '', '+')),
    dropdown: mostly,
    dropdownOpen: fc.boolean(),
    description: usually(fc.array(markupText, { maxLength: 3 }).map((parts) => parts.join(''))),
    bottomDivider: fc.boolean(),
  })
  .map((item) => {
    const headingAttributes: Array<readonly [string, string]> = [
      classes('accordion-item__title-wrapper'),
    ];
    if (item.role !== null) headingAttributes.push(['role', item.role]);
    if (item.ariaLevel !== null) headingAttributes.push(['aria-level', item.ariaLevel]);
    const button = element(
      'button',
      [classes('accordion-item__click-target')],
      [
        item.title === null
          ? ''
          : element(
              'span',
              [classes('accordion-item__title'), ['style', item.style]],
              [item.title],
            ),
        item.icon === null
          ? ''
          : element('div', [classes('accordion-icon-container')], [item.icon]),
      ],
    );
    const dropdownClasses = item.dropdownOpen
      ? classes('accordion-item__dropdown', 'accordion-item__dropdown--open')
      : classes('accordion-item__dropdown');
    return element(
      'li',
      [classes('accordion-item', item.extraClass), ['style', item.style]],
      [
        item.topDivider
          ? element('div', [classes('accordion-divider', 'accordion-divider--top')])
          : '',
        element(item.headingTag, headingAttributes, [button]),
        item.dropdown
          ? element(
              'div',
              [dropdownClasses],
              item.description === null
                ? []
                : [element('div', [classes('accordion-item__description')], [item.description])],
            )
          : '',
        item.bottomDivider ? element('div', [classes('accordion-divider')]) : '',
      ],
    );
  });

const nearlyValidList = fc
  .record({
    multiple: maybe(fc.constantFrom('true', '', 'false')),
    firstExpanded: maybe(fc.constantFrom('true', '', 'false')),
    items: fc.array(fc.oneof({ weight: 9, arbitrary: nearlyValidItem }, markupText), {
      minLength: 1,
      maxLength: 4,
    }),
  })
  .map(({ multiple, firstExpanded, items }) => {
    const attributes: Array<readonly [string, string]> = [
      classes('accordion-items-container'),
      ['data-accordion-icon-placement', 'right'],
    ];
    if (multiple !== null) attributes.push(['data-should-allow-multiple-open-items', multiple]);
    if (firstExpanded !== null) attributes.push(['data-is-expanded-first-item', firstExpanded]);
    return element('ul', attributes, items);
  });

const blockContent = fc.oneof(
  { weight: 3, arbitrary: nearlyValidList },
  { weight: 2, arbitrary: randomMarkup({ tags: TAGS, classes: CLASSES, attributes: ATTRIBUTES }) },
);

function accordionBlock(content: string): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="block-property"><div class="sqs-block-content">${content}</div></div>`;
  return document.getElementById('block-property') as HTMLElement;
}

function expectAccordionData(data: AccordionData, block: HTMLElement): void {
  const list = block.querySelector('.accordion-items-container') as HTMLElement;
  const items = Array.from(list.children).filter((child) =>
    child.classList.contains('accordion-item'),
  );
  expect(data.list).toBe(list);
  expect(data.items.map((item) => item.item)).toEqual(items);
  expect(data.items.length).toBeGreaterThan(0);
  expect(data.allowMultipleOpen).toBe(
    list.getAttribute('data-should-allow-multiple-open-items') === 'true',
  );
  expect(data.expandFirstItem).toBe(list.getAttribute('data-is-expanded-first-item') === 'true');
  for (const item of data.items) {
    expect(item.item.contains(item.button)).toBe(true);
    expect(item.dropdown.querySelector('.accordion-item__description')).not.toBeNull();
  }
}

describe('readAccordion (property)', () => {
  it('gives complete data or a BlockSkip with a reason on any markup, leaving the page as it was', () => {
    fc.assert(
      fc.property(blockContent, (content) => {
        const block = accordionBlock(content);
        const before = document.body.innerHTML;
        let data: AccordionData;
        try {
          data = readAccordion(block);
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
          expect((error as Error).message).toMatch(/^accordion (block|item \d+) /);
          expect(document.body.innerHTML).toBe(before);
          return;
        }
        expectAccordionData(data, block);
        expect(document.body.innerHTML).toBe(before);
      }),
    );
  });

  it('leaves exactly the server markup after mount and unmount, whatever it was', () => {
    fc.assert(
      fc.property(blockContent, (content) => {
        const block = accordionBlock(content);
        const before = document.body.innerHTML;
        try {
          attachBlock(accordionBlockDefinition, block).unmount();
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
        }
        expect(document.body.innerHTML).toBe(before);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVE_MENU_CLASS, ACTIVE_TAB_CLASS, readMenu } from '../../../blocks/menu/read-menu';
import { menuBlockDefinition } from '../../../blocks/menu/definition';
import type { MenuBlockData } from '../../../blocks/menu/types';
import { BlockSkip } from '../../../src/runtime/types';
import { attachBlock } from '../support/attach-block';
import { element, escapeHtml, markupText, randomMarkup } from './arbitraries';

// The menu block (type 18) reads its tabs and menus from the server markup. On any markup it finds
// one label per menu, or skips the block with a reason; it never throws anything else and never
// changes the page. Mounted and unmounted again, the block leaves exactly the server's markup.

const CLASSES = [
  'menus',
  'menu',
  ACTIVE_MENU_CLASS,
  'menu-selects',
  'menu-select-labels',
  ACTIVE_TAB_CLASS,
  'menu-wrapper',
  'menu-block',
  'menu-section',
  'menu-item',
  'sqs-block-content',
] as const;

const TAGS = ['div', 'section', 'nav', 'ul', 'ol', 'li', 'span', 'label', 'button', 'a', 'p'];

const ATTRIBUTES = [
  ['id', ['menu-1', '']],
  ['href', ['#', '/menu']],
  ['tabindex', ['0', '-1']],
  ['contenteditable', ['true', '']],
] as const;

const classes = (...names: string[]) => ['class', names.filter(Boolean).join(' ')] as const;
const mostly = fc.integer({ min: 0, max: 9 }).map((n) => n > 0);

const label = fc
  .record({
    tag: fc.constantFrom('label', 'div', 'span', 'button', 'li', 'a'),
    active: fc.boolean(),
    text: fc.oneof(
      { weight: 9, arbitrary: fc.string({ minLength: 1, maxLength: 12 }).map(escapeHtml) },
      { weight: 1, arbitrary: fc.constantFrom('', '  ', '\n') },
    ),
  })
  .map(({ tag, active, text }) =>
    element(
      tag,
      [classes('menu-select-labels', 'js-menu-select-labels', active ? ACTIVE_TAB_CLASS : '')],
      [text],
    ),
  );

const panel = fc
  .record({
    tag: fc.constantFrom('div', 'section', 'ul', 'span'),
    active: fc.boolean(),
    id: fc.option(fc.constantFrom('lunch', 'dinner'), { nil: null }),
    content: fc.array(
      fc.oneof(
        markupText,
        fc.constantFrom(
          '<div class="menu-section"><div class="menu-item">Soup</div></div>',
          '<a href="/book">Book</a>',
          '<p tabindex="-1">Note</p>',
        ),
      ),
      { maxLength: 3 },
    ),
  })
  .map(({ tag, active, id, content }) =>
    element(
      tag,
      [classes('menu', active ? ACTIVE_MENU_CLASS : ''), ...(id ? [['id', id] as const] : [])],
      content,
    ),
  );

/** A menu close to what the platform renders: labels and menus may not match, extras may creep in. */
const nearlyValidMenu = fc
  .record({
    panels: fc.array(panel, { maxLength: 4 }),
    labelCount: fc.oneof(
      { weight: 8, arbitrary: fc.constant(-1) },
      { weight: 2, arbitrary: fc.nat({ max: 4 }) },
    ),
    labels: fc.array(label, { minLength: 4, maxLength: 4 }),
    selector: mostly,
    selectorFirst: mostly,
    wrappers: fc.array(fc.constantFrom('menu-block', 'menu-wrapper menu-style-simple', ''), {
      maxLength: 2,
    }),
    wrapperTag: fc.constantFrom('div', 'section', 'article', 'span'),
    // Now and then something the re-render would lose.
    stray: fc.oneof(
      { weight: 8, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('<p>stray</p>', '<div class="menu-select-labels">x</div>'),
      },
    ),
  })
  .map(({ panels, labelCount, labels, selector, selectorFirst, wrappers, wrapperTag, stray }) => {
    // -1: as many labels as menus, the common case.
    const count = labelCount === -1 ? panels.length : labelCount;
    const menus = element('div', [classes('menus')], panels);
    const selects = selector
      ? element('div', [classes('menu-selects')], labels.slice(0, count))
      : '';
    let inner = selectorFirst ? [selects, menus] : [menus, selects];
    if (stray) inner = [...inner, stray];
    let markup = inner.join('');
    for (const wrapper of wrappers) {
      markup = element(wrapperTag, [classes(wrapper), ['data-style', 'simple']], [markup]);
    }
    return markup;
  });

const blockContent = fc.oneof(
  { weight: 3, arbitrary: nearlyValidMenu },
  { weight: 2, arbitrary: randomMarkup({ tags: TAGS, classes: CLASSES, attributes: ATTRIBUTES }) },
);

function menuBlock(content: string): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block menu-block sqs-block-menu" data-block-type="18" id="block-property"><div class="sqs-block-content">${content}</div></div>`;
  return document.getElementById('block-property') as HTMLElement;
}

function expectMenuData(data: MenuBlockData, block: HTMLElement): void {
  const menus = block.querySelector('.menus') as Element;
  expect(data.menus).toBe(menus);
  expect(data.panels).toEqual(Array.from(menus.children));
  expect(data.panels.length).toBeGreaterThan(0);
  expect(Number.isInteger(data.initialIndex)).toBe(true);
  expect(data.initialIndex).toBeGreaterThanOrEqual(0);
  expect(data.initialIndex).toBeLessThan(data.panels.length);
  if (data.selector === null) {
    // Without labels there is one menu: nothing to choose between.
    expect(data.panels).toHaveLength(1);
    return;
  }
  expect(data.labels).toHaveLength(data.panels.length);
  for (const label of data.labels) {
    expect(label.parentElement).toBe(data.selector);
    expect(label.textContent?.trim()).not.toBe('');
  }
}

describe('readMenu (property)', () => {
  it('gives renderable data or a BlockSkip with a reason on any markup, leaving the page as it was', () => {
    fc.assert(
      fc.property(blockContent, (content) => {
        const block = menuBlock(content);
        const before = document.body.innerHTML;
        let data: MenuBlockData;
        try {
          data = readMenu(block);
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
          expect((error as Error).message).toMatch(/^menu (block|tab) /);
          expect(document.body.innerHTML).toBe(before);
          return;
        }
        expectMenuData(data, block);
        expect(document.body.innerHTML).toBe(before);
      }),
    );
  });

  it('starts on the server’s active label, else its active menu, else the first', () => {
    const flags = fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(flags, (activity) => {
        const labels = activity.map(([labelActive], index) =>
          element(
            'div',
            [classes('menu-select-labels', labelActive ? ACTIVE_TAB_CLASS : '')],
            [`Menu ${index + 1}`],
          ),
        );
        const panels = activity.map(([, menuActive]) =>
          element('div', [classes('menu', menuActive ? ACTIVE_MENU_CLASS : '')], ['<p>Dish</p>']),
        );
        const data = readMenu(
          menuBlock(
            element(
              'div',
              [classes('menu-wrapper')],
              [
                element('div', [classes('menu-selects')], labels),
                element('div', [classes('menus')], panels),
              ],
            ),
          ),
        );
        const firstActiveLabel = activity.findIndex(([labelActive]) => labelActive);
        const firstActiveMenu = activity.findIndex(([, menuActive]) => menuActive);
        expect(data.initialIndex).toBe(
          firstActiveLabel >= 0 ? firstActiveLabel : Math.max(firstActiveMenu, 0),
        );
        expect(data.labels.map((label) => label.textContent)).toEqual(
          activity.map((_, index) => `Menu ${index + 1}`),
        );
      }),
    );
  });

  it('leaves exactly the server markup after mount and unmount, whatever it was', () => {
    fc.assert(
      fc.property(blockContent, (content) => {
        const block = menuBlock(content);
        const before = document.body.innerHTML;
        try {
          attachBlock(menuBlockDefinition, block).unmount();
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
        }
        expect(document.body.innerHTML).toBe(before);
      }),
    );
  });
});

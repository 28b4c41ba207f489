import { describe, expect, it } from 'vitest';
import { readMenu } from '../../../../blocks/menu/read-menu';
import { BlockSkip } from '../../../../src/runtime/types';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { menuMarkup, menuPanel } from './render-menu';

describe('readMenu', () => {
  it('finds the tab labels, the element holding them and the menus, in order', () => {
    const block = loadBlockFixture('menu', 'block-menu-three-tabs');
    const data = readMenu(block);
    expect(data.labels.map((label) => label.textContent?.trim())).toEqual([
      'Lunch',
      'Dinner',
      'Drinks',
    ]);
    expect(data.selector).toBe(data.labels[0]?.parentElement);
    expect(data.menus).toBe(block.querySelector('.menus'));
    expect(data.panels).toHaveLength(3);
    expect(data.panels[1]?.textContent).toContain('Roast chicken');
    expect(data.initialIndex).toBe(0);
  });

  it('starts on the menu whose label the server marked active', () => {
    const data = readMenu(loadBlockFixture('menu', 'block-menu-compact'));
    expect(data.initialIndex).toBe(1);
  });

  it('falls back to the menu marked menu-active when no label is', () => {
    const data = readMenu(
      menuMarkup(
        `<div class="menu-selects"><div class="menu-select-labels">A</div><div class="menu-select-labels">B</div></div><div class="menus">${menuPanel('a')}${menuPanel('b', 'menu menu-active')}</div>`,
      ),
    );
    expect(data.initialIndex).toBe(1);
  });

  it('reads a single menu with no labels', () => {
    const data = readMenu(loadBlockFixture('menu', 'block-menu-single'));
    expect(data.selector).toBeNull();
    expect(data.panels).toHaveLength(1);
  });

  it('skips a block without menus', () => {
    expect(() => readMenu(menuMarkup('<div class="menu-block"></div>'))).toThrow(BlockSkip);
    expect(() => readMenu(menuMarkup('<div class="menus"></div>'))).toThrow(
      'menu block has no menus inside .menus',
    );
  });

  it('skips a block whose labels do not match its menus', () => {
    const block = menuMarkup(
      `<div class="menu-selects"><div class="menu-select-labels">A</div></div><div class="menus">${menuPanel('a')}${menuPanel('b')}</div>`,
    );
    expect(() => readMenu(block)).toThrow('menu block has 2 menus but 1 tab labels');
  });

  it('takes a block with content of its own beside the menus: nothing is re-rendered', () => {
    const block = menuMarkup(
      `<div class="menu-block"><p class="menu-note">Prices include tax</p><div class="menus">${menuPanel('a')}</div></div>`,
    );
    expect(readMenu(block).panels).toHaveLength(1);
  });

  it('skips a block whose labels sit in different elements', () => {
    const block = menuMarkup(
      `<div><span class="menu-select-labels">A</span></div><div><span class="menu-select-labels">B</span></div><div class="menus">${menuPanel('a')}${menuPanel('b')}</div>`,
    );
    expect(() => readMenu(block)).toThrow('menu tab labels must sit together in one element');
  });

  it('skips a block with an empty tab label', () => {
    const block = menuMarkup(
      `<div class="menu-selects"><div class="menu-select-labels">A</div><div class="menu-select-labels"> </div></div><div class="menus">${menuPanel('a')}${menuPanel('b')}</div>`,
    );
    expect(() => readMenu(block)).toThrow('menu tab 2 has no label text');
  });
});

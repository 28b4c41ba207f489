import { describe, expect, it } from 'vitest';
import { readMenu } from '../../../../blocks/menu/read-menu';
import { BlockSkip } from '../../../../src/runtime/types';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { menuMarkup, menuPanel } from './render-menu';

describe('readMenu', () => {
  it('reads tab labels, menus and the wrappers around them', () => {
    const data = readMenu(loadBlockFixture('menu', 'block-menu-three-tabs'));
    expect(data.selector?.tabs.map((tab) => tab.label)).toEqual(['Lunch', 'Dinner', 'Drinks']);
    // A <label> cannot be a tab; a span draws the same inline box.
    expect(data.selector?.tabs[0]).toMatchObject({
      tag: 'span',
      className: 'menu-select-labels js-menu-select-labels',
    });
    expect(data.panels).toHaveLength(3);
    expect(data.panels[1]?.html).toContain('Roast chicken');
    expect(data.panels[0]?.className).toBe('menu js-menu');
    expect(data.wrappers.map((wrapper) => wrapper.className)).toEqual([
      'menu-block',
      'menu-wrapper menu-style-simple',
    ]);
    expect(data.selectorFirst).toBe(true);
    expect(data.initialIndex).toBe(0);
  });

  it('starts on the menu whose label the server marked active and notes focusable content', () => {
    const data = readMenu(loadBlockFixture('menu', 'block-menu-compact'));
    expect(data.initialIndex).toBe(1);
    expect(data.panels.map((panel) => panel.hasFocusable)).toEqual([false, true]);
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

  it('skips a block with content a re-render would drop', () => {
    const block = menuMarkup(
      `<div class="menu-block"><p class="menu-note">Prices include tax</p><div class="menus">${menuPanel('a')}</div></div>`,
    );
    expect(() => readMenu(block)).toThrow('menu block has unexpected content: p.menu-note');
  });

  it('skips a block with an empty tab label', () => {
    const block = menuMarkup(
      `<div class="menu-selects"><div class="menu-select-labels">A</div><div class="menu-select-labels"> </div></div><div class="menus">${menuPanel('a')}${menuPanel('b')}</div>`,
    );
    expect(() => readMenu(block)).toThrow('menu tab 2 has no label text');
  });
});

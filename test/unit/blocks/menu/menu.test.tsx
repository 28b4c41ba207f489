import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { menuMarkup, menuPanel, renderMenu } from './render-menu';

function mountFixture(blockId: string) {
  const rendered = renderMenu(loadBlockFixture('menu', blockId));
  const view = within(rendered.container);
  return { ...rendered, view };
}

function tabsOf(view: { getAllByRole: (role: 'tab') => HTMLElement[] }) {
  const tabs = view.getAllByRole('tab');
  const tab = (index: number) => {
    const found = tabs[index];
    if (!found) throw new Error(`no tab ${index}`);
    return found;
  };
  const panelOf = (element: HTMLElement) => {
    const panel = document.getElementById(element.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('aria-controls does not point to a panel');
    return panel;
  };
  const selectedLabels = () =>
    tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
  return { tabs, tab, panelOf, selectedLabels };
}

describe('Menu block: rendering', () => {
  it('keeps the server structure and classes, so template CSS lays it out the same', () => {
    const { container, serverHtml } = mountFixture('block-menu-three-tabs');
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    for (const selector of [
      '.menu-block > .menu-wrapper.menu-style-simple > .menu-selector + .menus.menus--has-multiple',
      '.menu-select-labels.js-menu-select-labels',
      '.menus > .menu.js-menu',
      '.menu-section > .menu-section-header > .menu-section-title',
      '.menu-item > .menu-item-title + .menu-item-description + .menu-item-price-bottom',
      '.menu-item-price-bottom .currency-sign',
      '.menu-active',
      '.menu-select-labels--active',
    ]) {
      // Stashed server nodes (a <label> hands its content to a tab) are not on show.
      const shown = Array.from(container.querySelectorAll(selector)).filter(
        (element) => !element.closest('[data-sr-stash]'),
      );
      expect(shown.length, selector).toBe(server.querySelectorAll(selector).length);
    }
    expect(container.querySelector('.menu-active')?.textContent).toContain('Tomato soup');
  });

  it('renders a labelled tab list whose tabs control their menus', () => {
    const { view } = mountFixture('block-menu-three-tabs');
    const tablist = view.getByRole('tablist');
    expect(tablist.getAttribute('aria-label')).toBe('Menus');
    const { tabs, panelOf } = tabsOf(view);
    expect(tabs.map((t) => t.textContent)).toEqual(['Lunch', 'Dinner', 'Drinks']);
    tabs.forEach((t, index) => {
      const panel = panelOf(t);
      expect(t.getAttribute('aria-selected')).toBe(String(index === 0));
      expect(t.getAttribute('tabindex')).toBe(index === 0 ? '0' : '-1');
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(t.id);
      expect(panel.hidden).toBe(index !== 0);
      // Nothing focusable inside, so the panel itself takes focus.
      expect(panel.getAttribute('tabindex')).toBe('0');
    });
  });

  it('leaves a panel that holds a link out of the tab order itself', () => {
    const { view } = mountFixture('block-menu-compact');
    const { tab, panelOf } = tabsOf(view);
    expect(panelOf(tab(0)).getAttribute('tabindex')).toBe('0');
    expect(panelOf(tab(1)).hasAttribute('tabindex')).toBe(false);
  });

  it('starts on the tab the server marked active', () => {
    const { view } = mountFixture('block-menu-compact');
    const { tab, panelOf, selectedLabels } = tabsOf(view);
    expect(selectedLabels()).toEqual(['Brunch']);
    expect(panelOf(tab(1)).hidden).toBe(false);
    expect(panelOf(tab(0)).hidden).toBe(true);
    expect(tab(1).classList.contains('menu-select-labels--active')).toBe(true);
  });

  it('renders a single menu without tabs', () => {
    const { view, container } = mountFixture('block-menu-single');
    expect(view.queryByRole('tablist')).toBeNull();
    expect(view.queryByRole('tab')).toBeNull();
    expect(view.queryByRole('tabpanel')).toBeNull();
    const menu = container.querySelector('.menus > .menu');
    expect(menu?.hasAttribute('hidden')).toBe(false);
    expect(menu?.textContent).toContain('Carrot cake');
  });

  it('shows labels as text and menus as platform HTML', () => {
    const block = menuMarkup(
      `<div class="menu-selects"><div class="menu-select-labels">&lt;img src=x&gt; Lunch</div><div class="menu-select-labels">Dinner</div></div><div class="menus">${menuPanel('<em>Soup</em>')}${menuPanel('Stew')}</div>`,
    );
    const { container } = renderMenu(block);
    const { tab } = tabsOf(within(container));
    expect(tab(0).textContent).toBe('<img src=x> Lunch');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.menu-item-title em')?.textContent).toBe('Soup');
  });

  it('gives every block its own ids when several menus share a page', () => {
    loadBlockFixture('menu', 'block-menu-three-tabs');
    const first = renderMenu(document.getElementById('block-menu-three-tabs') as HTMLElement);
    const second = renderMenu(document.getElementById('block-menu-compact') as HTMLElement);
    const tabs = [first, second].map(({ container }) => within(container).queryAllByRole('tab'));
    expect(tabs.map((list) => list.length)).toEqual([3, 2]);
    [first, second].forEach(({ container }, index) => {
      for (const t of tabs[index] ?? []) {
        const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
        expect(container.contains(panel)).toBe(true);
      }
    });
  });
});

describe('Menu block: selecting', () => {
  it('shows the clicked tab’s menu and hides the others', () => {
    const { view } = mountFixture('block-menu-three-tabs');
    const { tabs, tab, panelOf, selectedLabels } = tabsOf(view);
    fireEvent.click(tab(1));
    expect(selectedLabels()).toEqual(['Dinner']);
    expect(tabs.map((t) => panelOf(t).hidden)).toEqual([true, false, true]);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(tab(1).classList.contains('menu-select-labels--active')).toBe(true);
    expect(tab(0).classList.contains('menu-select-labels--active')).toBe(false);
    expect(panelOf(tab(1)).classList.contains('menu-active')).toBe(true);
    expect(panelOf(tab(0)).classList.contains('menu-active')).toBe(false);
  });

  it('moves focus with Right and Left, wrapping at the ends, without selecting', () => {
    const { view } = mountFixture('block-menu-three-tabs');
    const { tab, selectedLabels } = tabsOf(view);
    tab(0).focus();
    fireEvent.keyDown(tab(0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(1));
    fireEvent.keyDown(tab(1), { key: 'ArrowRight' });
    fireEvent.keyDown(tab(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(0));
    fireEvent.keyDown(tab(0), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(2));
    fireEvent.keyDown(tab(2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(1));
    expect(selectedLabels()).toEqual(['Lunch']);
  });

  it('goes to the first and last tab with Home and End', () => {
    const { view } = mountFixture('block-menu-three-tabs');
    const { tab } = tabsOf(view);
    tab(1).focus();
    fireEvent.keyDown(tab(1), { key: 'End' });
    expect(document.activeElement).toBe(tab(2));
    fireEvent.keyDown(tab(2), { key: 'Home' });
    expect(document.activeElement).toBe(tab(0));
  });

  it('selects the focused tab with Enter or Space and moves it into the tab order', () => {
    const { view } = mountFixture('block-menu-three-tabs');
    const { tabs, tab, panelOf, selectedLabels } = tabsOf(view);
    tab(0).focus();
    fireEvent.keyDown(tab(0), { key: 'ArrowRight' });
    fireEvent.keyDown(tab(1), { key: 'Enter' });
    expect(selectedLabels()).toEqual(['Dinner']);
    expect(panelOf(tab(1)).hidden).toBe(false);
    expect(document.activeElement).toBe(tab(1));

    fireEvent.keyDown(tab(1), { key: 'ArrowRight' });
    fireEvent.keyDown(tab(2), { key: ' ' });
    expect(selectedLabels()).toEqual(['Drinks']);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
  });

  it('ignores other keys', () => {
    const { view } = mountFixture('block-menu-three-tabs');
    const { tab, selectedLabels } = tabsOf(view);
    tab(0).focus();
    fireEvent.keyDown(tab(0), { key: 'ArrowDown' });
    fireEvent.keyDown(tab(0), { key: 'a' });
    expect(document.activeElement).toBe(tab(0));
    expect(selectedLabels()).toEqual(['Lunch']);
  });
});

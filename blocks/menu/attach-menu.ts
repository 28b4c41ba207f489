import * as strings from '../../src/i18n/strings';
import { domIdPrefix } from '../../src/lib/dom-id';
import type { ServerDom } from '../../src/runtime/server-dom';
import type { BlockProps } from '../../src/runtime/types';
import { ACTIVE_MENU_CLASS, ACTIVE_TAB_CLASS } from './read-menu';
import { tabIndexForKey } from './tab-navigation';
import type { MenuBlockData } from './types';
import * as dom from '../../src/lib/dom';
import './menu.css';

const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, ' +
  'audio[controls], video[controls], summary, [contenteditable=""], [contenteditable="true"], ' +
  '[tabindex]:not([tabindex="-1"])';

/**
 * The element that plays the tab for `label`. A <label> cannot take role="tab", so a span with
 * the same classes takes its place and its child nodes (moved, not copied); the label waits,
 * stashed, to be put back on unmount.
 */
function tabFor(label: HTMLElement, server: ServerDom): HTMLElement {
  if (!(label instanceof HTMLLabelElement) || !label.parentNode) return label;
  const tab = dom.create('span', label.ownerDocument);
  tab.className = label.className;
  server.add(tab, label.parentNode, label);
  for (const child of Array.from(label.childNodes)) server.adopt(child, tab);
  server.stash([label]);
  return tab;
}

/**
 * Menu block tabs (spec runtime.md section 4), in the server DOM: one tab is selected and shows
 * its menu, the others are hidden. Manual activation, as the spec says: Left/Right (wrapping) and
 * Home/End only move focus; Enter, Space or a click selects. Only the selected tab is in the tab
 * order. A block with one menu has nothing to switch and is left as it is.
 */
export function attachMenu({ data, id, server, signal }: BlockProps<MenuBlockData>): void {
  const { selector, panels } = data;
  if (!selector || panels.length < 2) return;
  const prefix = domIdPrefix(id);
  const tabs = data.labels.map((label) => tabFor(label, server));

  const select = (selected: number) => {
    tabs.forEach((tab, index) => {
      const active = index === selected;
      server.setAttribute(tab, 'aria-selected', String(active));
      server.setAttribute(tab, 'tabindex', active ? '0' : '-1');
      server.toggleClass(tab, ACTIVE_TAB_CLASS, active);
    });
    panels.forEach((panel, index) => {
      const active = index === selected;
      server.setAttribute(panel, 'hidden', active ? null : '');
      server.toggleClass(panel, ACTIVE_MENU_CLASS, active);
    });
  };

  server.setAttribute(selector, 'role', 'tablist');
  server.setAttribute(selector, 'aria-label', strings.menuBlock.tablistLabel);
  server.toggleClass(data.menus, 'sr-menus', true);
  tabs.forEach((tab, index) => {
    const panel = panels[index] as HTMLElement;
    if (!tab.id) server.setAttribute(tab, 'id', `${prefix}-menu-tab-${index}`);
    if (!panel.id) server.setAttribute(panel, 'id', `${prefix}-menu-panel-${index}`);
    server.setAttribute(tab, 'role', 'tab');
    server.setAttribute(tab, 'aria-controls', panel.id);
    if (tab instanceof HTMLButtonElement && !tab.hasAttribute('type'))
      server.setAttribute(tab, 'type', 'button');
    server.setAttribute(panel, 'role', 'tabpanel');
    server.setAttribute(panel, 'aria-labelledby', tab.id);
    // A menu with nothing focusable takes focus itself, so keyboard users reach its text.
    if (!panel.querySelector(FOCUSABLE)) server.setAttribute(panel, 'tabindex', '0');

    tab.addEventListener('click', () => select(index), { signal });
    tab.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          select(index);
          return;
        }
        const target = tabIndexForKey(event.key, index, tabs.length);
        if (target === null) return;
        event.preventDefault();
        tabs[target]?.focus();
      },
      { signal },
    );
  });
  select(data.initialIndex);
}

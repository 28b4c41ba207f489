import { createElement, Fragment, useState, type KeyboardEvent, type ReactNode } from 'react';
import { strings } from '../../src/i18n/strings';
import type { BlockProps } from '../../src/runtime/types';
import { ACTIVE_MENU_CLASS, ACTIVE_TAB_CLASS } from './read-menu';
import { tabIndexForKey } from './tab-navigation';
import type { ElementShell, MenuBlockData } from './types';
import './menu.css';

/** Block ids become element id prefixes, so keep them to characters that need no escaping. */
function idPrefix(blockId: string): string {
  return blockId.replace(/[^A-Za-z0-9_-]/g, '-');
}

function withClass(className: string, extra: string | false): string {
  return extra ? [className, extra].filter(Boolean).join(' ') : className;
}

function shellProps(shell: ElementShell, extraClass: string | false = false) {
  return { ...shell.attributes, className: withClass(shell.className, extraClass) || undefined };
}

/**
 * Menu block tabs (spec runtime.md section 4): one tab is selected and shows its menu, the others
 * are hidden. Manual activation, as the spec says: Left/Right (wrapping) and Home/End only move
 * focus; Enter, Space or a click selects. Only the selected tab is in the tab order.
 */
export function MenuBlock({ data, id }: BlockProps<MenuBlockData>) {
  const [selected, setSelected] = useState(data.initialIndex);
  const prefix = idPrefix(id);
  const count = data.panels.length;
  // A block with one menu has nothing to switch: no tab semantics, the menu simply shows.
  const tabbed = count > 1;
  const tabId = (index: number) => `${prefix}-menu-tab-${index}`;
  const panelId = (index: number) => `${prefix}-menu-panel-${index}`;

  const onTabKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(index);
      return;
    }
    const target = tabIndexForKey(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    event.currentTarget.ownerDocument.getElementById(tabId(target))?.focus();
  };

  const selector =
    data.selector &&
    createElement(
      data.selector.tag,
      {
        ...shellProps(data.selector),
        role: tabbed ? 'tablist' : undefined,
        'aria-label': tabbed ? strings.menuBlock.tablistLabel : undefined,
      },
      data.selector.tabs.map((tab, index) =>
        createElement(
          tab.tag,
          {
            key: index,
            className: withClass(tab.className, index === selected && ACTIVE_TAB_CLASS),
            ...(tabbed && {
              id: tabId(index),
              role: 'tab',
              type: tab.tag === 'button' ? 'button' : undefined,
              'aria-selected': index === selected,
              'aria-controls': panelId(index),
              tabIndex: index === selected ? 0 : -1,
              onClick: () => setSelected(index),
              onKeyDown: (event: KeyboardEvent<HTMLElement>) => onTabKeyDown(event, index),
            }),
          },
          tab.label,
        ),
      ),
    );

  const menus = createElement(
    data.menus.tag,
    shellProps(data.menus, tabbed && 'sr-menus'),
    data.panels.map((panel, index) =>
      createElement(panel.tag, {
        key: index,
        ...shellProps(panel, index === selected && ACTIVE_MENU_CLASS),
        ...(tabbed && {
          id: panelId(index),
          role: 'tabpanel',
          'aria-labelledby': tabId(index),
          tabIndex: panel.hasFocusable ? undefined : 0,
          hidden: index !== selected,
        }),
        // The menu's sections and items are platform-rendered HTML.
        dangerouslySetInnerHTML: { __html: panel.html },
      }),
    ),
  );

  let tree: ReactNode = createElement(
    Fragment,
    null,
    ...(data.selectorFirst ? [selector, menus] : [menus, selector]),
  );
  for (const wrapper of [...data.wrappers].reverse()) {
    tree = createElement(wrapper.tag, shellProps(wrapper), tree);
  }
  return tree;
}

import { BlockSkip } from '../../src/runtime/types';
import type { MenuBlockData } from './types';

export const ACTIVE_TAB_CLASS = 'menu-select-labels--active';
export const ACTIVE_MENU_CLASS = 'menu-active';

function htmlChildren(parent: Element): HTMLElement[] {
  return Array.from(parent.children).filter(
    (child): child is HTMLElement => child instanceof HTMLElement,
  );
}

/**
 * Reads a menu block (type 18). Tabs are the `.menu-select-labels`, all in one element; each
 * element child of `.menus` is one menu, in the labels' order.
 */
export function readMenu(element: HTMLElement): MenuBlockData {
  const menus = element.querySelector('.menus');
  if (!(menus instanceof HTMLElement)) throw new BlockSkip('menu block has no .menus element');
  const panels = htmlChildren(menus);
  if (panels.length === 0) throw new BlockSkip('menu block has no menus inside .menus');

  const labels = Array.from(element.querySelectorAll('.menu-select-labels')).filter(
    (label): label is HTMLElement => label instanceof HTMLElement && !menus.contains(label),
  );
  const selector = labels[0]?.parentElement ?? null;
  if (labels.some((label) => label.parentElement !== selector)) {
    throw new BlockSkip('menu tab labels must sit together in one element');
  }
  if (labels.length !== panels.length && !(panels.length === 1 && labels.length === 0)) {
    throw new BlockSkip(`menu block has ${panels.length} menus but ${labels.length} tab labels`);
  }
  const unnamed = labels.findIndex((label) => !label.textContent?.trim());
  if (unnamed >= 0) throw new BlockSkip(`menu tab ${unnamed + 1} has no label text`);

  const activeLabel = labels.findIndex((label) => label.classList.contains(ACTIVE_TAB_CLASS));
  const activePanel = panels.findIndex((panel) => panel.classList.contains(ACTIVE_MENU_CLASS));
  return {
    selector,
    labels,
    menus,
    panels,
    initialIndex: activeLabel >= 0 ? activeLabel : Math.max(activePanel, 0),
  };
}
